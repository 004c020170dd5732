// /fr/exemples/<slug>/<n>: the same slugs and step numbers as English.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ExamplePage } from '@/components/content/ExamplePage';
import { exampleAt, exampleStepParams } from '@/content/library';
import { stepMetadata } from '@/components/pages/example-meta';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return exampleStepParams('fr');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, step } = await params;
  const found = exampleAt(slug, step, 'fr');
  return found ? stepMetadata('fr', found.example, found.index) : {};
}

export default async function EtapeRoute({ params }: Props) {
  setRequestLocale('fr');
  const { slug, step } = await params;
  const found = exampleAt(slug, step, 'fr');
  if (!found) notFound();
  return <ExamplePage example={found.example} step={found.index} lang="fr" />;
}
