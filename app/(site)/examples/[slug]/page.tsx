import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { example as getExample, exampleParams } from '@/content/library';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return exampleParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const example = getExample((await params).slug);
  return example ? exampleMetadata('en', example) : {};
}

export default async function ExampleRoute({ params }: Props) {
  setRequestLocale('en');
  const example = getExample((await params).slug);
  if (!example) notFound();
  return <ExamplePage example={example} step={0} />;
}
