// The one place the simulator calls the rules engine. Everything the simulator shows about
// who may choose, what is legal and what is hidden comes from these calls; this file decides
// no rule, it only names the calls the way the components use them.
import { applyDecision, effectName, hint, timeline, viewAs } from '@/engine';
import type { Decision, DecisionError, EffectId, GameState, PlayerId, PlayerView, Scenario, Timeline } from '@/engine/types';

export type Attempt = { ok: true; state: GameState } | { ok: false; error: DecisionError };

/** Replays `decisions` (default: the scenario's own) from the start: the state at every step. */
export function replay(scenario: Scenario, decisions?: readonly Decision[]): Timeline {
  return timeline(scenario, decisions);
}

/** Submits one decision; the engine accepts it (new state) or refuses it with a rule. */
export function attemptDecision(state: GameState, decision: Decision): Attempt {
  return applyDecision(state, decision);
}

/** What `viewer` (a player, or an onlooker: null) sees at this moment (101.4a/b). */
export function perspective(state: GameState, viewer: PlayerId | null): PlayerView {
  return viewAs(state, viewer);
}

/** The engine's hint for the pending decision: who chooses now, why, and what kind of option. */
export function hintFor(state: GameState): string | null {
  return hint(state);
}

export function nameOfEffect(id: EffectId): string {
  return effectName(id);
}
