// The walkthrough: the start, one step per decision, one step per automatic action. Each step's
// state is derived by replaying decisions from the scenario (never by mutating a shared object).
import { apply, start } from './resolve';
import type { Segment } from './state';
import type { Decision, GameState, Scenario, Timeline, TimelineStep } from './types';

function stepsOf(segs: Segment[], settled: GameState, decision: Decision | null): TimelineStep[] {
  return segs.map((seg, k) => {
    const last = k === segs.length - 1;
    const end = segs[k + 1]?.from ?? settled.events.length;
    const done = settled.done && last;
    // An earlier moment: its own board and round, the settled pending decision, and a link
    // to the settled state so that applyDecision/hint continue from the right place.
    const state: GameState = last
      ? settled
      : {
          ...settled,
          board: seg.board ?? settled.board,
          events: settled.events.slice(0, end),
          done,
          internal: { ...(seg.internal ?? (settled.internal as object)), at: settled },
        };
    return {
      state,
      kind: seg.kind,
      decision: seg.kind === 'decision' ? decision : null,
      events: settled.events.slice(seg.from, end),
      board: state.board,
      pending: state.pending,
      done,
    };
  });
}

export function timeline(scenario: Scenario, decisions: readonly Decision[] = scenario.decisions ?? []): Timeline {
  let trace: Segment[] = [];
  let state = start(scenario, trace);
  const steps = stepsOf(trace, state, null);
  for (const [i, decision] of decisions.entries()) {
    trace = [];
    const r = apply(state, decision, trace);
    if (!r.ok) return { steps, error: { decision: i, ...r.error } };
    state = r.state;
    steps.push(...stepsOf(trace, state, decision));
  }
  return { steps, error: null };
}
