// A step's caption in a language: "Ben chooses Forest to sacrifice (608.2e)", from the step's first
// event — the engine's own log line in English, the French narrator's in French. Used by the step
// pages' titles, their Open Graph images and the search index (Node and server only).
import { exampleTimeline, stepCaption, type Example } from '@/content/library';
import { frenchNarrator } from './narrate-fr';
import type { Lang } from '@/i18n/lang';

export function stepCaptionIn(lang: Lang, example: Example, index: number): string {
  if (lang === 'en') return stepCaption(example, index);
  const step = exampleTimeline(example).steps[index];
  const event = step?.events[0];
  if (event) return `${frenchNarrator.event(event, step.state).replace(/\.$/, '')} (${event.rule})`;
  return example.steps[index]?.narration ?? example.title;
}
