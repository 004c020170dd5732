// The gateway: every MDX page of content/ reaches its route here (not one page file per rule).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPaths, loadContentPage } from '@/components/content/pages';
import { CR_CHECKED } from '@/components/layout/site';

interface Props {
  params: Promise<{ path: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return contentPaths().map((p) => ({ path: p.split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  const page = await loadContentPage(path.join('/'));
  if (!page) return {};
  return {
    title: page.meta.title,
    description: page.meta.description,
    alternates: { canonical: `/${path.join('/')}` },
    openGraph: { title: page.meta.title, description: page.meta.description },
  };
}

export default async function ContentPage({ params }: Props) {
  const { path } = await params;
  const page = await loadContentPage(path.join('/'));
  if (!page) notFound();
  const { default: Body, meta } = page;
  return (
    <article className="page prose">
      <h1>{meta.title}</h1>
      <Body />
      {meta.rule ? <p className="stamp">Text and rulings last checked against {CR_CHECKED}.</p> : null}
    </article>
  );
}
