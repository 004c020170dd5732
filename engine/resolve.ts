// The two transitions: start resolving a scenario, and apply one decision.
import { enterRound } from './abilities';
import { cardInfos, initialBoard } from './board';
import { scriptOf } from './effects';
import { advance, check, quoted, record, type SpecOf } from './rounds';
import { commit, draftOf, draftOfView, internalOf, log, openSegment, type Segment } from './state';
import type { Decision, DecisionError, GameState, Scenario } from './types';

export const specOf: SpecOf = (d, r) => {
  if (r.enter) return enterRound(d, r.enter);
  const step = scriptOf(d.scenario.effect.id).steps[r.step];
  if (!step || !('round' in step)) throw new Error('no round');
  return step.round;
};

/** The initial state, already advanced to the first pending decision (or to the end). */
export function start(scenario: Scenario, trace: Segment[] | null): GameState {
  const script = scriptOf(scenario.effect.id);
  const blank: GameState = {
    scenario,
    players: scenario.players.slice(),
    activePlayer: scenario.activePlayer,
    cards: cardInfos(scenario),
    board: initialBoard(scenario),
    pending: null,
    done: false,
    events: [],
    decisions: [],
    internal: { step: 0, rounds: [], revealed: [] },
  };
  const d = draftOf(blank, trace);
  openSegment(d, 'start');
  log(d, 'start', '608.2', `${quoted(script)} resolves (controller ${d.controller}, active player ${d.active}).`);
  script.intro(d);
  advance(d, script, specOf);
  return commit(d);
}

export const startResolution = (scenario: Scenario): GameState => start(scenario, null);

/** A timeline snapshot of an earlier moment continues from its settled state. */
export const settled = (s: GameState): GameState => internalOf(s).at ?? s;

export type Applied = { ok: true; state: GameState } | { ok: false; error: DecisionError };

export function apply(state: GameState, decision: Decision, trace: Segment[] | null): Applied {
  const s = settled(state);
  const script = scriptOf(s.scenario.effect.id);
  // Checked against the committed state itself: nothing is copied until the decision is legal.
  const error = check(draftOfView(s), decision, script, specOf);
  if (error) return { ok: false, error };
  const d = draftOf(s, trace);
  openSegment(d, 'decision');
  record(d, decision, script, specOf);
  return { ok: true, state: commit(d) };
}

/** Never mutates `state`; an illegal decision returns the rule and a one-line reason. */
export const applyDecision = (state: GameState, decision: Decision): Applied => apply(state, decision, null);

