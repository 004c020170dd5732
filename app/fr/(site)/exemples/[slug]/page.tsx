// /fr/exemples/<slug>: the examples with a French text (content/examples/<slug>.fr.json). Unknown
// slugs answer the French 404 page (dynamicParams = false; next.config.mjs rewrites them there).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { example as getExample, exampleParams } from '@/content/library';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return exampleParams('fr');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const example = getExample((await params).slug, 'fr');
  return example ? exampleMetadata('fr', example) : {};
}

export default async function ExempleRoute({ params }: Props) {
  setRequestLocale('fr');
  const example = getExample((await params).slug, 'fr');
  if (!example) notFound();
  return <ExamplePage example={example} step={0} lang="fr" />;
}
