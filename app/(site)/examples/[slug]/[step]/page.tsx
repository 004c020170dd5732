import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleAt, exampleStepParams } from '@/content/library';
import { stepMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return exampleStepParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, step } = await params;
  const found = exampleAt(slug, step);
  return found ? stepMetadata('en', found.example, found.index) : {};
}

export default async function ExampleStepRoute({ params }: Props) {
  setRequestLocale('en');
  const { slug, step } = await params;
  const found = exampleAt(slug, step);
  if (!found) notFound();
  return <ExamplePage example={found.example} step={found.index} />;
}
