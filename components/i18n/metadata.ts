// Metadata shared by the root layouts of both languages, and the hreflang alternates of a page.
import type { Metadata, Viewport } from 'next';
import { siteUrl } from '@/i18n/site';
import { localePath, type Lang } from '@/i18n/lang';
import { MESSAGES } from './messages';

/** Title template, description and Open Graph defaults of every page in `lang`. */
export function rootMetadata(lang: Lang): Metadata {
  // Plain strings (no ICU arguments): read as they are, for the layouts' static `metadata`.
  const { name, title, description } = MESSAGES[lang].site;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: title, template: `%s — ${name}` },
    description,
    applicationName: name,
    openGraph: { siteName: name, type: 'website', locale: lang === 'fr' ? 'fr_FR' : 'en_US' },
  };
}

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf7' },
    { media: '(prefers-color-scheme: dark)', color: '#16151a' },
  ],
};

/**
 * `alternates` of a page that exists in English at `englishPath`: its canonical URL in `lang` and,
 * when the French page exists, hreflang links to both (x-default: the English page) — the same on
 * the English and the French page, so each points at the other.
 */
export function pageAlternates(englishPath: string, lang: Lang, frenchExists = true): NonNullable<Metadata['alternates']> {
  const canonical = localePath(lang, englishPath);
  if (!frenchExists) return { canonical };
  return {
    canonical,
    languages: { en: englishPath, fr: localePath('fr', englishPath), 'x-default': englishPath },
  };
}
