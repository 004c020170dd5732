// An authored walkthrough lined up with the engine's timeline: one entry per step, each with the
// engine's verdict on the step's claims as facts (claims.ts). The state at step N is the engine's
// (decisions 0..N replayed), never a mutated copy. The narrators say the verdicts.
import { agreement, checkClaim, type Agreement, type ClaimProblem, type StepClaim } from './claims';
import type { Decision, DecisionError, PendingDecision } from '../core/types';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import type { Timeline, TimelineStep } from '../core/steps';

export type StepVerdict =
  | { kind: 'agrees'; agreement: Agreement }
  | { kind: 'disagrees'; problems: ClaimProblem[] }
  /** The engine refused the authored decision of this step. */
  | { kind: 'rejected'; error: DecisionError; decision: Decision | null }
  /** No authored claim for this step (the engine's log is shown alone). */
  | { kind: 'unchecked' };

export interface WalkStep {
  /** 0-based. */
  index: number;
  state: GameState;
  kind: 'start' | 'decision' | 'action' | 'rejected';
  decision: Decision | null;
  /** The events the engine logged in this step only. */
  events: GameEvent[];
  pending: PendingDecision | null;
  done: boolean;
  /** The step's authored claim, if any. */
  claim: StepClaim | undefined;
  verdict: StepVerdict;
  /** The engine's step this one shows (for a refused step, the last one replayed), and the one before. */
  source: TimelineStep;
  previous: TimelineStep | undefined;
}

/** The engine's verdict on one authored claim. */
export function judgeStep(claim: StepClaim | undefined, step: TimelineStep, previous: TimelineStep | undefined): StepVerdict {
  if (!claim) return { kind: 'unchecked' };
  const problems = checkClaim(claim, step);
  if (problems.length) return { kind: 'disagrees', problems };
  return { kind: 'agrees', agreement: agreement(claim, step, previous) };
}

/** The walkthrough of a timeline whose steps claim `claims` (by index); `decisions`: the authored ones. */
export function walkthrough(tl: Timeline, claims: readonly (StepClaim | undefined)[], decisions: readonly Decision[]): WalkStep[] {
  const steps: WalkStep[] = tl.steps.map((s, index) => ({
    index,
    state: s.state,
    kind: s.kind,
    decision: s.decision,
    events: s.events,
    pending: s.pending,
    done: s.done,
    claim: claims[index],
    verdict: judgeStep(claims[index], s, tl.steps[index - 1]),
    source: s,
    previous: tl.steps[index - 1],
  }));
  const last = tl.steps[tl.steps.length - 1];
  if (tl.error && last) {
    // The engine refused an authored decision: show that step with the state before it and the
    // engine's error in place of the verdict. Later authored steps cannot be replayed.
    const { decision: at, rule, code, params } = tl.error;
    const decision = decisions[at] ?? null;
    steps.push({
      index: steps.length,
      state: last.state,
      kind: 'rejected',
      decision,
      events: [],
      pending: last.pending,
      done: last.done,
      claim: claims[steps.length],
      verdict: { kind: 'rejected', error: { rule, code, params }, decision },
      source: last,
      previous: tl.steps[tl.steps.length - 2],
    });
  }
  return steps;
}

/**
 * The effect has finished resolving and abilities it triggered are what happens now (603.3).
 * Without triggers the table keeps naming the effect to the end, as it always has.
 */
export function resolvingFinished(state: GameState): boolean {
  return state.events.some((e) => e.type === 'trigger') && state.events.some((e) => e.type === 'finish');
}
