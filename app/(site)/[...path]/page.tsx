// The gateway: every MDX page of content/ reaches its route here (not one page file per rule).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { page, pageParams } from '@/content/library';
import { ContentPageBody, contentMetadata } from '@/components/pages/ContentPage';

interface Props {
  params: Promise<{ path: string[] }>;
}

export const dynamicParams = false;

// The rule pages have their own route (app/(site)/rules/[id]), which also serves the featured ones.
export function generateStaticParams() {
  return pageParams().filter((p) => p.path[0] !== 'rules');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).path.join('/'), 'en');
}

export default async function ContentPage({ params }: Props) {
  setRequestLocale('en');
  const pagePath = (await params).path.join('/');
  if (!page(pagePath)) notFound();
  return <ContentPageBody pagePath={pagePath} lang="en" />;
}
