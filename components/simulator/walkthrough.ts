// The authored walkthrough lined up with the engine's timeline: one entry per step.
// The state at step N is the engine's (decisions 0..N replayed), never a mutated copy.
import type { Example, ExampleStep } from '@/content/example-types';
import { timeline } from '@/engine';
import type { Decision, GameEvent, GameState, PendingDecision, Timeline, TimelineStep } from '@/engine/types';
import type { Narrator } from '@/components/i18n/narrator';
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
  /** The engine's verdict, in its own English words (see `narratedVerdict` for the page's language). */
  verdict: Verdict;
  /** The engine's step this one shows (for a refused step, the last one replayed), and the one before. */
  source: TimelineStep;
  previous: TimelineStep | undefined;
}

/** The verdict on a step in the narrator's language (the same kind as `step.verdict`). */
export function narratedVerdict(n: Narrator, step: WalkStep): Verdict {
  const v = step.verdict;
  if (v.kind !== 'rejected') return n.verdict(step.authored?.expect, step.source, step.previous);
  return { ...v, error: { ...v.error, message: n.refusal(v.error, step.state) }, attempt: n.attempt(v.decision, step.state) };
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
    source: s,
    previous: tl.steps[index - 1],
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
      source: last,
      previous: tl.steps[tl.steps.length - 2],
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
