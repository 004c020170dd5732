// An example's walkthrough: the engine's (engine/play/walkthrough.ts: the timeline lined up with the
// authored claims, each step's verdict as facts), with each step's authored narration beside it.
import type { Example, ExampleStep } from '@/content/example-types';
import { timeline, walkthrough, type WalkStep as EngineStep } from '@/engine';
import type { Timeline } from '@/engine/types';

export interface WalkStep extends EngineStep {
  authored: ExampleStep | undefined;
}

export function buildWalkthrough(example: Example, tl: Timeline): WalkStep[] {
  const claims = example.steps.map((s) => s.expect);
  return walkthrough(tl, claims, example.scenario.decisions ?? []).map((s) => ({ ...s, authored: example.steps[s.index] }));
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
