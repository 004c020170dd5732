// Step titles for example pages, built from the engine's own log, said by the page language's
// narrator (never written twice by hand). Used by the step pages' titles, their Open Graph images
// and the search index (Node and server only).
import type { Example } from '../example-types';
import { timeline } from '@/engine';
import type { Timeline } from '@/engine';
import type { Lang } from '@/i18n/lang';
import { narratorFor } from '@/i18n/narrators';
import '@/i18n/narrators/fr';

const timelines = new WeakMap<Example, Timeline>();

/** The example's timeline, computed once per example object. */
export function exampleTimeline(example: Example): Timeline {
  let t = timelines.get(example);
  if (!t) {
    t = timeline(example.scenario);
    timelines.set(example, t);
  }
  return t;
}

/** "Ben chooses Forest to sacrifice (608.2e)": the step's first log line with its rule, in `lang`. */
export function stepCaption(example: Example, index: number, lang: Lang = 'en'): string {
  const step = exampleTimeline(example).steps[index];
  const event = step?.events[0];
  if (event) return `${narratorFor(lang).event(event, step.state).replace(/\.$/, '')} (${event.rule})`;
  return example.steps[index]?.narration ?? example.title;
}

/** "Smallpox — step 7 of 12: Ben chooses Forest to sacrifice (608.2e)". */
export function stepTitle(example: Example, index: number): string {
  return `${example.title} — step ${index + 1} of ${example.steps.length}: ${stepCaption(example, index)}`;
}
