// The gateway: every MDX page of content/ reaches its route here (not one page file per rule).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPaths, loadContentPage } from '@/components/content/pages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CR_CHECKED_DATE } from '@/components/layout/site';
import { pageAlternates } from '@/components/i18n/metadata';

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
    alternates: pageAlternates(`/${path.join('/')}`, 'en'),
    openGraph: { title: page.meta.title, description: page.meta.description },
  };
}

export default async function ContentPage({ params }: Props) {
  setRequestLocale('en');
  const { path } = await params;
  const page = await loadContentPage(path.join('/'));
  if (!page) notFound();
  const t = await getTranslations('site');
  const { default: Body, meta } = page;
  return (
    <article className="page prose">
      <h1>{meta.title}</h1>
      <Body />
      {meta.rule ? <p className="stamp">{t('stamp', { iso: CR_CHECKED_DATE, date: new Date(CR_CHECKED_DATE) })}</p> : null}
    </article>
  );
}
