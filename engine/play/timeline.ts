// The walkthrough: a plain fold over the decisions and the automatic actions. The start, each
// decision and each automatic action is one step; each step's state is the engine's own state at
// that moment (never a mutated copy). A step shows the decision the table waits for next.
import { begin, decide, isUnsettled, nextAction } from './resolve';
import type { Decision, Scenario } from '../core/types';
import type { GameState } from '../core/state';
import type { Timeline, TimelineStep } from '../core/steps';

/** A state and the automatic actions that follow it, as steps. */
function chain(first: GameState, kind: TimelineStep['kind'], decision: Decision | null, before: number): TimelineStep[] {
  const states = [first];
  for (let s = first; isUnsettled(s); ) states.push((s = nextAction(s)));
  const last = states[states.length - 1]!;
  return states.map((state, k) => ({
    state,
    kind: k === 0 ? kind : 'action',
    decision: k === 0 ? decision : null,
    events: state.events.slice(k === 0 ? before : states[k - 1]!.events.length),
    board: state.board,
    pending: last.pending,
    done: last.done && k === states.length - 1,
  }));
}

export function timeline(scenario: Scenario, decisions: readonly Decision[] = scenario.decisions ?? []): Timeline {
  const steps = chain(begin(scenario), 'start', null, 0);
  for (const [i, decision] of decisions.entries()) {
    const at = steps[steps.length - 1]!.state;
    const r = decide(at, decision);
    if (!r.ok) return { steps, error: { decision: i, ...r.error } };
    steps.push(...chain(r.state, 'decision', decision, at.events.length));
  }
  return { steps, error: null };
}
