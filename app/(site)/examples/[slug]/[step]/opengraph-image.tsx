// The Open Graph image of one example step, generated at build time for every step:
// the example, "Step 7 of 12", the step's log line with its rule, and the site name.
import { notFound } from 'next/navigation';
import { getExample, listExamples } from '@/components/content/examples';
import { getTranslations } from 'next-intl/server';
import { stepCaptionIn } from '@/components/pages/example-meta';
import { OG_SIZE, ogCardImage, ogLabels } from '../og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
// One static alt for every step: Next reads `alt` as a constant (generateImageMetadata would give
// each step its own, but its images are then rendered on request instead of at build time).
export const alt =
  'A step of a worked example on APNAP Lab: the example, "Step N of M", and what happens in that step with the rule that decides it.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export function generateStaticParams() {
  return listExamples().flatMap((ex) => ex.steps.map((_, i) => ({ slug: ex.slug, step: String(i + 1) })));
}

export default async function Image({ params }: Props) {
  const { slug, step } = await params;
  const example = getExample(slug);
  const index = /^[1-9][0-9]*$/.test(step) ? Number(step) - 1 : -1;
  if (!example || index < 0 || index >= example.steps.length) notFound();
  const t = await getTranslations({ locale: 'en', namespace: 'examples.og' });
  return ogCardImage({
    title: example.title,
    counter: t('counterStep', { step: index + 1, total: example.steps.length }),
    caption: stepCaptionIn('en', example, index),
    rule: example.rule,
    labels: await ogLabels('en', example.rule),
  });
}
