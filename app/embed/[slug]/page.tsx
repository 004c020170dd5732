import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EmbedPage, embedMetadata, embedStaticParams } from '../embed-page';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return embedStaticParams(false);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return embedMetadata((await params).slug);
}

export default async function EmbedExampleRoute({ params }: Props) {
  setRequestLocale('en');
  return <EmbedPage slug={(await params).slug} />;
}
