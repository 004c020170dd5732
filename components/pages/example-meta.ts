// Titles, descriptions and captions of example and step pages, in either language.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { stepCaption } from '@/components/content/example-steps';
import type { Lang } from '@/components/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import type { Example } from '@/content/example-types';

/**
 * "Ben chooses Forest to sacrifice (608.2e)": a step's caption in `lang`. English is the engine's
 * own log line; French is the step's French narration until the French narrator names events.
 */
export function stepCaptionIn(lang: Lang, example: Example, index: number): string {
  if (lang === 'en') return stepCaption(example, index);
  return example.steps[index]?.narration ?? example.title;
}

export async function stepTitleIn(lang: Lang, example: Example, index: number): Promise<string> {
  const t = await getTranslations({ locale: lang, namespace: 'examples' });
  return t('stepTitle', { title: example.title, step: index + 1, total: example.steps.length, caption: stepCaptionIn(lang, example, index) });
}

export function exampleMetadata(lang: Lang, example: Example, frenchExists = true): Metadata {
  return {
    title: example.title,
    description: example.summary,
    alternates: pageAlternates(`/examples/${example.slug}`, lang, frenchExists),
    openGraph: { title: example.title, description: example.summary },
  };
}

export async function stepMetadata(lang: Lang, example: Example, index: number, frenchExists = true): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'examples' });
  const title = await stepTitleIn(lang, example, index);
  const description = t('stepDescription', {
    title: example.title,
    step: index + 1,
    total: example.steps.length,
    narration: example.steps[index]?.narration ?? '',
    caption: stepCaptionIn(lang, example, index),
  }).trim();
  return {
    title,
    description,
    alternates: pageAlternates(`/examples/${example.slug}/${index + 1}`, lang, frenchExists),
    openGraph: { title, description },
  };
}
