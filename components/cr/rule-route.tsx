// /rules/<n> and /fr/regles/<n>: a featured page (content/rules/<n>.mdx: 101.4, 608.2e, 603.3b,
// 805.6) keeps its address and content; any other entry of the newest held edition is its CR page.
// Sections, subsections and the featured pages are prerendered; the ~3,100 rules and subrules per
// language render on first request and are then kept by the server (dynamicParams, revalidate
// false): prerendering them all cost more build time than the budget allows (docs/cr-data.md).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { page, pages } from '@/content/library';
import { rule, ruleIds } from '@/content/cr/reader';
import type { Lang } from '@/i18n/lang';
import { ContentPageBody, contentMetadata } from '@/components/pages/ContentPage';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';
import { crMetadata } from './meta';
import { RulePage } from './RulePage';
import { newestSource } from './source';

const featured = (id: string, lang: Lang) => page(`rules/${id}`, lang) !== null;

/** The prerendered rule addresses: the featured pages in `lang`, every section and subsection. */
export function ruleParams(lang: Lang): { id: string }[] {
  const own = pages(lang).flatMap((p) => (p.path.startsWith('rules/') ? [p.path.slice('rules/'.length)] : []));
  const heads = ruleIds().filter((id) => !id.includes('.'));
  return [...new Set([...own, ...heads])].map((id) => ({ id }));
}

export async function ruleMetadata(id: string, lang: Lang): Promise<Metadata> {
  if (featured(id, lang)) return contentMetadata(`rules/${id}`, lang);
  const entry = rule(id);
  return entry ? crMetadata(entry, `/rules/${id}`, lang) : notFoundMetadata(lang);
}

export async function RuleRoute({ id, lang }: { id: string; lang: Lang }) {
  setRequestLocale(lang);
  if (featured(id, lang)) return <ContentPageBody pagePath={`rules/${id}`} lang={lang} />;
  const entry = rule(id);
  if (!entry) notFound();
  return <RulePage entry={entry} source={newestSource()} lang={lang} />;
}
