import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EmbedPage, embedMetadata, embedStaticParams } from '@/app/embed/embed-page';

interface Props {
  params: Promise<{ slug: string }>;
}

// Every French page is listed below: any other parameter is a 404 (as the English routes).
export const dynamicParams = false;

export function generateStaticParams() {
  return embedStaticParams(false, 'fr');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return embedMetadata((await params).slug, undefined, 'fr');
}

export default async function FrenchEmbedRoute({ params }: Props) {
  setRequestLocale('fr');
  return <EmbedPage slug={(await params).slug} lang="fr" />;
}
