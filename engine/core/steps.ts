// What a walkthrough and `judge` give back: a step of the timeline and judge's facts. Above the
// state and the log (they carry a GameState and its events), so that neither needs them.
import type { GameEvent } from './events';
import type { GameState } from './state';
import type { Board, Decision, DecisionError, PendingDecision } from './types';

/** One moment of a walkthrough: the start, one decision, or one automatic action. */
export interface TimelineStep {
  /** The engine state at this moment (opaque; pass it to viewAs, applyDecision, hint). */
  state: GameState;
  kind: 'start' | 'decision' | 'action';
  /** The decision applied to reach this step (kind `decision`). */
  decision: Decision | null;
  /** The events logged in this step only. */
  events: GameEvent[];
  board: Board;
  pending: PendingDecision | null;
  done: boolean;
}

export interface Timeline {
  steps: TimelineStep[];
  /** The first illegal decision, if any; later decisions were not applied. */
  error: (DecisionError & { decision: number }) | null;
}

/**
 * What `judge` found, as facts: its public JSON (scenario-format.md) adds the English texts at the
 * edge (i18n/narrators/en/judge.ts) and leaves out `why`, `faceDown`, the events' `kind` and `last`.
 */
export interface JudgeFacts {
  ok: boolean;
  applied: number;
  error: (DecisionError & { decision: number }) | null;
  pending: PendingDecision | null;
  done: boolean;
  events: GameEvent[];
  state: Board;
  /** The state the decisions led to (an illegal decision was refused in it). */
  last: GameState | null;
}

/** `judge`'s answer as the engine gives it (facts; the CLI's JSON is i18n/narrators/en/judge.ts's `JudgeOutput`). */
export type JudgeOutput = JudgeFacts;
