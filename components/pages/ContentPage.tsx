// An MDX page of content/ (rule pages, the card, rulings, glossary) in either language, read
// through the content layer. English: app/(site)/[...path]; French: app/fr/(site)/<words>/….
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { page } from '@/content/library';
import { loadPage } from '@/content/load-page';
import type { Lang } from '@/i18n/lang';
import { pageAlternates } from '@/components/i18n/metadata';
import { CR_CHECKED_DATE } from '@/i18n/site';

/** The page's metadata in `lang`, with hreflang links when both languages have it. */
export function contentMetadata(pagePath: string, lang: Lang): Metadata {
  const meta = page(pagePath, lang);
  if (!meta) return {};
  return {
    title: meta.title,
    description: meta.description,
    alternates: pageAlternates(`/${pagePath}`, lang, page(pagePath, 'fr') !== null),
    openGraph: { title: meta.title, description: meta.description },
  };
}

/** The page's body in `lang`, or null when it does not exist in that language (→ 404). */
export async function ContentPageBody({ pagePath, lang }: { pagePath: string; lang: Lang }) {
  const loaded = await loadPage(pagePath, lang);
  if (!loaded) return null;
  const { Body, meta } = loaded;
  const t = await getTranslations({ locale: lang, namespace: 'site' });
  return (
    <article className="page prose">
      <h1>{meta.title}</h1>
      <Body />
      {meta.rule ? <p className="stamp">{t('stamp', { iso: CR_CHECKED_DATE, date: new Date(CR_CHECKED_DATE) })}</p> : null}
    </article>
  );
}
