// Pieces the topics share.
import { EFFECT_IDS, timeline } from '../../index';
import type { Decision, EffectId, GameState, PendingDecision, Scenario } from '../../index';
import { namesOf, storyOf, type Played } from '../play';
import type { DrillDraft } from '../topic';
import type { ChosenWhenAsked, DrillFeatures } from '../types';

/**
 * The effects the round-based topics draw from: apnap/1's first ten effect ids, in the format's
 * order (every one but Wrath of God, which has no round). Not the engine's catalog (EFFECTS), and
 * not a filter over the list: a drill link promises the same drill forever, so an effect the format
 * appends later must not change which effect a v1 seed picks (golden-v1.json checks it).
 */
export const ROUND_EFFECTS: readonly EffectId[] = EFFECT_IDS.slice(0, 10);

/**
 * A drill that shows the table as the effect begins to resolve, before any of its actions (the
 * walkthrough's first step: Smallpox's life loss or Wrath of God's destruction not yet done).
 */
export function fromTheStart(scenario: Scenario): Pick<DrillDraft, 'scenario' | 'effect' | 'shown' | 'state' | 'story'> {
  const first: GameState = timeline(scenario, []).steps[0]!.state;
  return { scenario, effect: scenario.effect.id, shown: [], state: first, story: [] };
}

/**
 * A moment of a played table at which the engine waits for a player (`at`, an index into its
 * states): the table as it stands then, the decisions before it, and as the answer the seat the
 * engine asks next, with the rule that asks. The topics that ask "who chooses next?" add their facts.
 */
export function askedNext(scenario: Scenario, played: Played, at: number) {
  const state = played.states[at]!;
  const pending = state.pending!;
  const shown = played.decisions.slice(0, at);
  const draft = {
    scenario,
    shown,
    state,
    story: storyOf(state.events),
    answer: { seat: pending.player },
    rule: pending.rule,
    sandbox: { ...scenario, decisions: shown },
  } satisfies Partial<DrillDraft>;
  return { pending, draft };
}

/** A decision stated in words: the cards by name (as `named` knows them), with the question it answered. */
export function chosenWhenAsked(d: Decision, asked: PendingDecision, named: GameState): ChosenWhenAsked {
  return { player: d.player, names: namesOf(named, d.choice), question: asked.question, params: asked.params };
}

/** Effects that resolve in several steps (608.2e) or passes (Hypergenesis's "repeat this process"). */
const SEVERAL_STEPS: readonly EffectId[] = ['smallpox', 'hypergenesis'];

export function features(scenario: Scenario, hidden: boolean, effect: EffectId): DrillFeatures {
  return {
    players: scenario.players.length,
    opponentsTurn: scenario.effect.controller !== scenario.activePlayer,
    hidden,
    severalSteps: SEVERAL_STEPS.includes(effect),
  };
}
