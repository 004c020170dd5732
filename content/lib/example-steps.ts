// Step titles for example pages, built from the engine's own log (never written twice by hand).
import type { Example } from '@/content/example-types';
import { timelineOf } from '@/components/simulator/walkthrough';

/** The example's timeline, computed once and shared with the simulator (same cache). */
export const exampleTimeline = timelineOf;

/** "Ben chooses Forest to sacrifice (608.2e)": the step's first log line with its rule. */
export function stepCaption(example: Example, index: number): string {
  const step = timelineOf(example).steps[index];
  const event = step?.events[0];
  if (event) return `${event.text.replace(/\.$/, '')} (${event.rule})`;
  return example.steps[index]?.narration ?? example.title;
}

/** "Smallpox — step 7 of 12: Ben chooses Forest to sacrifice (608.2e)". */
export function stepTitle(example: Example, index: number): string {
  return `${example.title} — step ${index + 1} of ${example.steps.length}: ${stepCaption(example, index)}`;
}
