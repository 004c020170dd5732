// The gateway: every MDX page of content/ reaches its route here (not one page file per rule).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPage, page, pageParams } from '@/content/library';
import { CR_CHECKED } from '@/components/layout/site';

interface Props {
  params: Promise<{ path: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return pageParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  const meta = page(path.join('/'));
  if (!meta) return {};
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: meta.href },
    openGraph: { title: meta.title, description: meta.description },
  };
}

export default async function ContentPage({ params }: Props) {
  const { path } = await params;
  const loaded = await loadPage(path.join('/'));
  if (!loaded) notFound();
  const { Body, meta } = loaded;
  return (
    <article className="page prose">
      <h1>{meta.title}</h1>
      <Body />
      {meta.rule ? <p className="stamp">Text and rulings last checked against {CR_CHECKED}.</p> : null}
    </article>
  );
}
