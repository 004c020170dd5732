// Titles, descriptions and captions of example and step pages, in either language.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { example as exampleIn, stepCaption } from '@/content/library';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import type { Example } from '@/content/example-types';

/** A step's caption in `lang`: its first log line, said by that language's narrator, with its rule. */
export const stepCaptionIn = (lang: Lang, example: Example, index: number): string => stepCaption(example, index, lang);

/** Whether the example has a French text (its French pages exist): hreflang only then. */
const hasFrench = (example: Example) => exampleIn(example.slug, 'fr') !== null;

export async function stepTitleIn(lang: Lang, example: Example, index: number): Promise<string> {
  const t = await getTranslations({ locale: lang, namespace: 'examples' });
  return t('stepTitle', { title: example.title, step: index + 1, total: example.steps.length, caption: stepCaptionIn(lang, example, index) });
}

export function exampleMetadata(lang: Lang, example: Example): Metadata {
  return {
    title: example.title,
    description: example.summary,
    alternates: pageAlternates(`/examples/${example.slug}`, lang, hasFrench(example)),
    openGraph: { title: example.title, description: example.summary },
  };
}

export async function stepMetadata(lang: Lang, example: Example, index: number): Promise<Metadata> {
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
    alternates: pageAlternates(`/examples/${example.slug}/${index + 1}`, lang, hasFrench(example)),
    openGraph: { title, description },
  };
}
