import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getExample, listExamples } from '@/components/content/examples';
import { setRequestLocale } from 'next-intl/server';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return listExamples().map((ex) => ({ slug: ex.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const example = getExample((await params).slug);
  if (!example) return {};
  return exampleMetadata('en', example);
}

export default async function ExampleRoute({ params }: Props) {
  setRequestLocale('en');
  const example = getExample((await params).slug);
  if (!example) notFound();
  return <ExamplePage example={example} step={0} />;
}
