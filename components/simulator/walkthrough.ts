// The authored walkthrough lined up with the engine's timeline: one entry per step.
// The state at step N is the engine's (decisions 0..N replayed), never a mutated copy.
import type { Example, ExampleStep } from '@/content/example-types';
import { timeline } from '@/engine';
import type { Decision, GameEvent, GameState, PendingDecision, Timeline } from '@/engine/types';
import { judgeStep, type Verdict } from './verdict';

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
  authored: ExampleStep | undefined;
  verdict: Verdict;
}

export function buildWalkthrough(example: Example, tl: Timeline): WalkStep[] {
  const steps: WalkStep[] = tl.steps.map((s, index) => ({
    index,
    state: s.state,
    kind: s.kind,
    decision: s.decision,
    events: s.events,
    pending: s.pending,
    done: s.done,
    authored: example.steps[index],
    verdict: judgeStep(example.steps[index]?.expect, s, tl.steps[index - 1]),
  }));
  const last = tl.steps[tl.steps.length - 1];
  if (tl.error && last) {
    // The engine refused an authored decision: show that step with the state before it and the
    // engine's error in place of the verdict. Later authored steps cannot be replayed.
    const { decision: at, rule, message, code, params } = tl.error;
    const decision = example.scenario.decisions?.[at] ?? null;
    // "Ana choosing Grizzly Bears": the refused decision in words (named choices stay as written).
    const picks = decision?.choice.map((c) => last.state.cards[c]?.name ?? c) ?? [];
    const attempt = decision ? `${decision.player} choosing ${picks.join(', ') || 'nothing'}` : '';
    steps.push({
      index: steps.length,
      state: last.state,
      kind: 'rejected',
      decision,
      events: [],
      pending: last.pending,
      done: last.done,
      authored: example.steps[steps.length],
      verdict: { kind: 'rejected', error: { rule, message, code, params }, decision, attempt },
    });
  }
  return steps;
}

// One timeline and one walkthrough per example object: the server's static view, every variant's
// step links, the step pages' titles and the interactive part (switching variants back and forth,
// the sandbox's links) all share them.
const timelines = new WeakMap<Example, Timeline>();
const walks = new WeakMap<Example, WalkStep[]>();

/** The engine's timeline of the example's scenario, computed once per example. */
export function timelineOf(example: Example): Timeline {
  let t = timelines.get(example);
  if (!t) {
    t = timeline(example.scenario);
    timelines.set(example, t);
  }
  return t;
}

/** The example's walkthrough, from its one timeline. */
export function walkthroughOf(example: Example): WalkStep[] {
  let walk = walks.get(example);
  if (!walk) {
    walk = buildWalkthrough(example, timelineOf(example));
    walks.set(example, walk);
  }
  return walk;
}

export function clampStep(step: number | undefined, total: number): number {
  if (step === undefined || !Number.isFinite(step)) return 0;
  return Math.min(Math.max(0, Math.trunc(step)), Math.max(0, total - 1));
}
