// "What does this player know when choosing?": the earlier choices of the current round, stated
// plainly; the reader ticks those the next chooser can see. The engine's `pending.known` is the
// answer key: a choice made face down from a hidden zone shows as made, not which card (101.4a);
// every other earlier choice is known (101.4b).
import { effectName, viewAs } from '../../index';
import type { GameState, KnownChoice } from '../../index';
import { anyFaceDown, listText, namesOf, play, randomChooser, storyOf } from '../play';
import { randomTable } from '../table';
import type { Topic } from '../topic';
import type { AnswerOption } from '../types';
import { features, ROUND_EFFECTS } from './shared';


/** The cards behind the i-th choice of the round, as its own chooser sees it (they always know their own). */
function actualChoice(state: GameState, i: number, k: KnownChoice): string[] {
  return viewAs(state, k.player).choices[i]?.choice ?? [];
}

export const whatTheyKnow: Topic = {
  id: 'what-they-know',
  title: 'What does this player know?',
  blurb: 'Tick the earlier choices the next chooser can see: face down from a hidden zone (101.4a) or in the open (101.4b).',
  make(rng) {
    const effect = rng.pick(ROUND_EFFECTS);
    const scenario = randomTable(rng, effect);
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
    const options: AnswerOption[] = [];
    const seen: string[] = [];
    const unseen: string[] = [];
    const stated = pending.known.map((k, i) => {
      const cards = actualChoice(state, i, k);
      const text = cards.length ? listText(namesOf(state, cards)) : 'no card';
      if (k.player !== pending.player) {
        const id = `choice-${i + 1}`;
        options.push({ id, label: `${k.player} chose ${text}` });
        (k.choice === null ? unseen : seen).push(id);
      }
      return { player: k.player, text };
    });
    const who = (ids: string[]) => listText([...new Set(ids.map((id) => options.find((o) => o.id === id)!.label.replace(/ chose .*/, '')))]);
    const names = (ids: string[]) => listText(ids.map((id) => options.find((o) => o.id === id)!.label));
    // In a face-down round, declining shows: there is no card to hide (the engine knows it as []).
    const declined = seen.filter((id) => pending.faceDown && options.find((o) => o.id === id)!.label.endsWith(' chose no card'));
    const inOpen = seen.filter((id) => !declined.includes(id));
    const parts = [
      unseen.length ? `${who(unseen)} chose face down from a hidden zone, so ${pending.player} knows only that ${unseen.length > 1 ? 'they chose' : 'a choice was made'}, not what` : '',
      declined.length ? `${who(declined)} chose no card, which everyone sees` : '',
      inOpen.length ? `${inOpen.length > 1 ? `the choices of ${who(inOpen)} were` : `${who(inOpen)}'s choice was`} made in the open, so ${pending.player} knows ${inOpen.length > 1 ? 'them' : 'it'}` : '',
    ].filter(Boolean);
    const why = `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
    return {
      scenario,
      effect,
      shown: decisions.slice(0, at),
      state: before,
      story: storyOf(before.events),
      stated,
      question: `${effectName(effect)} is resolving. In this round, these choices are made in this order; now ${pending.player} must choose. Which earlier choices does ${pending.player} know?`,
      ask: { kind: 'options', prompt: `Tick every choice ${pending.player} knows when choosing.`, options },
      answer: { options: seen },
      answerText: seen.length ? names(seen) : `none of them (${pending.player} knows only that they were made)`,
      rule: unseen.length ? '101.4a' : '101.4b',
      why,
      sandbox: { ...scenario, decisions: decisions.slice(0, at) },
      features: features(scenario, anyFaceDown(states.slice(0, at + 1)), effect),
    };
  },
};
