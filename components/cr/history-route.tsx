// The history route in either language: any number some held edition has, read as the newest
// edition that has it (806.6d, gone since 2010, as its last; a reused number as its newest meaning).
// Rendered per request: the ?from=&to= form's answer is part of the page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { history } from '@/content/cr/history';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';
import { HistoryPage } from './HistoryPage';

export interface HistoryProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ from?: string | string[]; to?: string | string[] }>;
}

const one = (x: string | string[] | undefined) => (Array.isArray(x) ? x[0] : x);

export async function historyMetadata(id: string, lang: Lang): Promise<Metadata> {
  if (!history(id)) return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang, namespace: 'cr' });
  // Not indexed: the texts are those of the rule and edition pages (the sitemap lists /rules/<n>).
  return { title: t('historyTitle', { id }), description: t('historyDescription', { id }), robots: { index: false }, alternates: pageAlternates(`/rules/${id}/history`, lang) };
}

export async function HistoryRoute({ params, searchParams, lang }: HistoryProps & { lang: Lang }) {
  setRequestLocale(lang);
  const h = history((await params).id);
  if (!h) notFound();
  const query = await searchParams;
  return <HistoryPage h={h} lang={lang} from={one(query.from)} to={one(query.to)} />;
}
