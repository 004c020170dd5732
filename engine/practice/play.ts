// Playing a scenario through the engine: every decision is one the engine offers (its pending
// player and options), so every drill's moment is a legal one, and every fact a drill states
// comes from the engine's state or log, never from a rule re-implemented here.
import { applyDecision, startResolution } from '../index';
import type { Decision, GameEvent, GameState, PendingDecision, Scenario } from '../index';
import type { Rng } from './rng';

/** Every state from the start to where play stopped: `states[i]` follows `decisions[0..i-1]`. */
export interface Played {
  states: GameState[];
  decisions: Decision[];
}

export type Chooser = (pending: PendingDecision, state: GameState) => string[];

/** A random legal choice: one option, or (for a "may" choice) now and then nothing. */
export const randomChooser =
  (rng: Rng, declineChance = 0.25): Chooser =>
  (p) => {
    if (p.min === 0 && rng.chance(declineChance)) return [];
    if (p.min === p.max && p.max === p.options.length && p.max > 1) return rng.shuffle(p.options);
    return [rng.pick(p.options)];
  };

/** Plays from the start, asking `choose` for each pending decision, until done or `limit` decisions. */
export function play(scenario: Scenario, choose: Chooser, limit = 60): Played {
  let state = startResolution(scenario);
  const states = [state];
  const decisions: Decision[] = [];
  while (state.pending && decisions.length < limit) {
    const decision = { player: state.pending.player, choice: choose(state.pending, state) };
    const r = applyDecision(state, decision);
    // The chooser only picks among the engine's options, so this is the engine contradicting itself.
    if (!r.ok) throw new Error(`practice: the engine refused its own option (${r.error.rule}: ${r.error.message})`);
    state = r.state;
    states.push(state);
    decisions.push(decision);
  }
  return { states, decisions };
}

/** Replays decisions from the start (for a drill link, and for the tests). */
export function replay(scenario: Scenario, decisions: readonly Decision[]): GameState {
  let state = startResolution(scenario);
  for (const d of decisions) {
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(`practice: replay refused (${r.error.rule}: ${r.error.message})`);
    state = r.state;
  }
  return state;
}

/** Whether any question asked on the way was answered face down (101.4a). */
export const anyFaceDown = (states: readonly GameState[]): boolean => states.some((s) => s.pending?.faceDown === true);

/** Card names, as the engine knows them. */
export function namesOf(state: GameState, ids: readonly string[]): string[] {
  return ids.map((id) => state.cards[id]?.name ?? id);
}

/** What happened before a moment, as the engine logged it (its start notes left out: they explain the order). */
export function storyOf(events: readonly GameEvent[], hideSkipsAfterLastChoice = true): GameEvent[] {
  let lastChoice = -1;
  events.forEach((e, i) => {
    if (e.kind === 'choice') lastChoice = i;
  });
  return events
    .filter((e, i) => e.kind === 'choice' || e.kind === 'action' || (e.kind === 'skip' && (!hideSkipsAfterLastChoice || i < lastChoice)));
}
