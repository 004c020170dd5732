import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EmbedPage, embedMetadata, embedStaticParams } from '@/app/embed/embed-page';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return embedStaticParams(true, 'fr');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, step } = await params;
  return embedMetadata(slug, step, 'fr');
}

export default async function FrenchEmbedStepRoute({ params }: Props) {
  setRequestLocale('fr');
  const { slug, step } = await params;
  return <EmbedPage slug={slug} step={step} lang="fr" />;
}
