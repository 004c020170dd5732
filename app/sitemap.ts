import type { MetadataRoute } from 'next';
import { siteUrl } from '@/i18n/site';
import { APP_PAGES, localePath } from '@/i18n/lang';
import { example, examples, page, pages } from '@/content/library';
import { ruleIds } from '@/content/cr/reader';

/**
 * Every page a reader can land on, in both languages: the application pages (i18n/lang.ts), content
 * pages, examples and each of their steps. A page that exists in French lists its two URLs, each with
 * both as alternates (hreflang, the same as in the pages' <head>). Every entry of the newest held
 * Comprehensive Rules has its page (/rules/<n>, both languages); the history and edition pages,
 * which repeat those texts, are not indexed.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  // The application pages exist in both languages; a content page when its French file does.
  const english: { path: string; french: boolean }[] = [
    ...APP_PAGES.filter((a) => a.indexed).map((a) => ({ path: a.path, french: true })),
    ...pages().map((p) => ({ path: p.href, french: page(p.path, 'fr') !== null })),
  ];
  const featured = new Set(english.map((e) => e.path));
  for (const id of ruleIds()) if (!featured.has(`/rules/${id}`)) english.push({ path: `/rules/${id}`, french: true });
  for (const ex of examples()) {
    const french = example(ex.slug, 'fr') !== null;
    english.push({ path: `/examples/${ex.slug}`, french });
    ex.steps.forEach((_, i) => english.push({ path: `/examples/${ex.slug}/${i + 1}`, french }));
  }
  const entries: MetadataRoute.Sitemap = english.map(({ path }) => ({ url: `${base}${path}` }));
  const byUrl = new Map(entries.map((e) => [e.url, e]));
  for (const { path, french } of english) {
    if (!french) continue;
    const languages = { en: `${base}${path}`, fr: `${base}${localePath('fr', path)}`, 'x-default': `${base}${path}` };
    entries.push({ url: languages.fr, alternates: { languages } });
    byUrl.get(languages.en)!.alternates = { languages };
  }
  return entries;
}
