// "What does this player know when choosing?": the earlier choices of the current round, stated
// plainly; the reader ticks those the next chooser can see. The engine's `pending.known` is the
// answer key: a choice made face down from a hidden zone shows as made, not which card (101.4a);
// every other earlier choice is known (101.4b).
import { viewAs } from '../../index';
import type { GameState, KnownChoice } from '../../index';
import { anyFaceDown, namesOf, play, randomChooser, storyOf } from '../play';
import { DEFAULT_PLAN, randomTable } from '../table';
import type { Topic } from '../topic';
import type { RoundChoice } from '../types';
import { features, ROUND_EFFECTS } from './shared';

/** The cards behind the i-th choice of the round, as its own chooser sees it (they always know their own). */
function actualChoice(state: GameState, i: number, k: KnownChoice): string[] {
  return viewAs(state, k.player).choices[i]?.choice ?? [];
}

export const whatTheyKnow: Topic = {
  id: 'what-they-know',
  make(rng, { uniqueNames }) {
    const effect = rng.pick(ROUND_EFFECTS);
    const scenario = randomTable(rng, effect, DEFAULT_PLAN, uniqueNames);
    const { states, decisions } = play(scenario, randomChooser(rng), rng.int(1, 10));
    // A moment where the next chooser has seen at least one other player choose in this round.
    const moments = states.flatMap((s, i) => (s.pending?.known.some((k) => k.player !== s.pending!.player) ? [i] : []));
    if (moments.length === 0) return null;
    const at = rng.pick(moments);
    const state = states[at]!;
    const pending = state.pending!;
    // The round began `known.length` decisions ago: the table is drawn there, and the round's
    // choices are stated in words, so that nothing on screen gives away which were face down.
    const start = at - pending.known.length;
    const before = states[start]!;
    const choices: RoundChoice[] = pending.known.map((k, i) => ({
      player: k.player,
      names: namesOf(state, actualChoice(state, i, k)),
      hidden: k.choice === null,
      // Another player's choice is an answer option; the chooser's own earlier ones are only stated.
      ...(k.player !== pending.player ? { id: `choice-${i + 1}` } : {}),
    }));
    const options = choices.filter((c) => c.id !== undefined);
    const seen = options.filter((c) => !c.hidden).map((c) => c.id!);
    return {
      scenario,
      effect,
      shown: decisions.slice(0, at),
      state: before,
      story: storyOf(before.events),
      answer: { options: seen },
      rule: options.some((c) => c.hidden) ? '101.4a' : '101.4b',
      facts: { topic: 'what-they-know', effect, player: pending.player, faceDown: pending.faceDown, choices },
      sandbox: { ...scenario, decisions: decisions.slice(0, at) },
      features: features(scenario, anyFaceDown(states.slice(0, at + 1)), effect),
    };
  },
};
