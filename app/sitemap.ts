import type { MetadataRoute } from 'next';
import { siteUrl } from '@/components/layout/site';
import { localePath } from '@/components/i18n/lang';
import { example, examples, page, pages } from '@/content/library';

/**
 * Every page a reader can land on, in both languages: the home, content pages, examples and each of
 * their steps. A page that exists in French lists its two URLs, each with both as alternates
 * (hreflang, the same as in the pages' <head>).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const english: { path: string; french: boolean }[] = [
    { path: '/', french: true },
    ...pages().map((p) => ({ path: p.href, french: page(p.path, 'fr') !== null })),
    { path: '/examples', french: true },
    { path: '/sandbox', french: true },
    { path: '/practice', french: true },
  ];
  for (const ex of examples()) {
    const french = example(ex.slug, 'fr') !== null;
    english.push({ path: `/examples/${ex.slug}`, french });
    ex.steps.forEach((_, i) => english.push({ path: `/examples/${ex.slug}/${i + 1}`, french }));
  }
  const entries: MetadataRoute.Sitemap = english.map(({ path }) => ({ url: `${base}${path}` }));
  for (const { path, french } of english) {
    if (!french) continue;
    const languages = { en: `${base}${path}`, fr: `${base}${localePath('fr', path)}`, 'x-default': `${base}${path}` };
    entries.push({ url: languages.fr, alternates: { languages } });
    entries.find((e) => e.url === languages.en)!.alternates = { languages };
  }
  return entries;
}
