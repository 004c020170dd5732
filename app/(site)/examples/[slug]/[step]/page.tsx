import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getExample, listExamples } from '@/components/content/examples';
import { ExamplePage } from '@/components/content/ExamplePage';
import { setRequestLocale } from 'next-intl/server';
import { stepMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return listExamples().flatMap((ex) => ex.steps.map((_, i) => ({ slug: ex.slug, step: String(i + 1) })));
}

/** The 0-based step of a URL segment ("1" is the first step), or null when it isn't one. */
async function resolve(params: Props['params']) {
  const { slug, step } = await params;
  const example = getExample(slug);
  if (!example || !/^[1-9][0-9]*$/.test(step)) return null;
  const index = Number(step) - 1;
  return index < example.steps.length ? { example, index } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return {};
  return stepMetadata('en', found.example, found.index);
}

export default async function ExampleStepRoute({ params }: Props) {
  setRequestLocale('en');
  const found = await resolve(params);
  if (!found) notFound();
  return <ExamplePage example={found.example} step={found.index} />;
}
