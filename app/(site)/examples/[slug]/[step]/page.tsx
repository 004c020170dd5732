import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleAt, exampleStepParams, stepCaption, stepTitle } from '@/content/library';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return exampleStepParams();
}

/** The example and 0-based step of the URL ("1" is the first step), or null when it isn't one. */
async function resolve(params: Props['params']) {
  const { slug, step } = await params;
  return exampleAt(slug, step);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return {};
  const { example, index } = found;
  const title = stepTitle(example, index);
  const description = `${example.title}, step ${index + 1} of ${example.steps.length}: ${example.steps[index]?.narration ?? ''} ${stepCaption(example, index)}.`.trim();
  return {
    title,
    description,
    alternates: { canonical: `/examples/${example.slug}/${index + 1}` },
    openGraph: { title, description },
  };
}

export default async function ExampleStepRoute({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  return <ExamplePage example={found.example} step={found.index} />;
}
