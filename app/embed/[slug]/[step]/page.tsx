import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EmbedPage, embedMetadata, embedStaticParams } from '../../embed-page';

interface Props {
  params: Promise<{ slug: string; step: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return embedStaticParams(true);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, step } = await params;
  return embedMetadata(slug, step);
}

export default async function EmbedStepRoute({ params }: Props) {
  setRequestLocale('en');
  const { slug, step } = await params;
  return <EmbedPage slug={slug} step={step} />;
}
