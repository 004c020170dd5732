import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { example as getExample, exampleParams } from '@/content/library';
import { ExamplePage } from '@/components/content/ExamplePage';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return exampleParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const example = getExample((await params).slug);
  if (!example) return {};
  return {
    title: example.title,
    description: example.summary,
    alternates: { canonical: `/examples/${example.slug}` },
    openGraph: { title: example.title, description: example.summary },
  };
}

export default async function ExampleRoute({ params }: Props) {
  const example = getExample((await params).slug);
  if (!example) notFound();
  return <ExamplePage example={example} step={0} />;
}
