// The Open Graph image of an example's own page, generated at build time for every example.
import { notFound } from 'next/navigation';
import { getExample, listExamples } from '@/components/content/examples';
import { getTranslations } from 'next-intl/server';
import { OG_SIZE, ogCardImage, ogLabels } from './og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'A worked example on APNAP Lab: its title, how many steps it has, and what it shows.';
export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return listExamples().map((ex) => ({ slug: ex.slug }));
}

export default async function Image({ params }: Props) {
  const example = getExample((await params).slug);
  if (!example) notFound();
  const t = await getTranslations({ locale: 'en', namespace: 'examples.og' });
  return ogCardImage({
    title: example.title,
    counter: t('counterExample', { steps: example.steps.length }),
    caption: example.summary,
    rule: example.rule,
    labels: await ogLabels('en', example.rule),
  });
}
