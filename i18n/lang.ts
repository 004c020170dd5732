// The site's languages and the two URL forms (English URLs never change; French ones live under
// /fr with French path words). Slugs, step numbers, queries (?s=, ?v=…) and #anchors are the same
// in both languages, so switching language keeps the page, the section and the example step.

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

/** The site's other language (the language switch and offer). */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

/** A page that is not a content file: the home, the applications and the offline page. */
export interface AppPage {
  /** Its English path; the French one is `localePath('fr', path)`. */
  readonly path: string;
  /** In the sitemap: every one but the offline page, which only the service worker shows (noindex). */
  readonly indexed: boolean;
  /** Its header link, if any: label in site.nav.<key>, place among the content pages' (frontmatter `order`). */
  readonly nav?: { readonly key: string; readonly order: number };
}

/**
 * The application pages, in both languages: the one list that the sitemap, the header
 * (i18n/site.ts), the content layer's list of every page (sitePaths) and the end-to-end route
 * lists read (content pages and examples come from the content layer). A page added here is
 * listed, linked and checked everywhere.
 */
export const APP_PAGES = [
  { path: '/', indexed: true },
  { path: '/apnap', indexed: true, nav: { key: 'apnap', order: 45 } },
  { path: '/examples', indexed: true, nav: { key: 'examples', order: 50 } },
  { path: '/sandbox', indexed: true, nav: { key: 'sandbox', order: 80 } },
  { path: '/practice', indexed: true, nav: { key: 'practice', order: 90 } },
  { path: '/offline', indexed: false },
] as const satisfies readonly AppPage[];

/** First path segment: English → French. Segments not listed keep their name under /fr. */
const FR_SEGMENT: Readonly<Record<string, string>> = {
  rules: 'regles',
  cards: 'cartes',
  rulings: 'decisions',
  glossary: 'glossaire',
  examples: 'exemples',
  sandbox: 'bac-a-sable',
  practice: 'entrainement',
  offline: 'hors-ligne',
  embed: 'embed',
};

const EN_SEGMENT: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FR_SEGMENT).map(([en, fr]) => [fr, en]));

/** A rule's pages below its number: `/rules/702.19/history` → `/fr/regles/702.19/historique`. */
const FR_RULE_PAGE: Readonly<Record<string, string>> = { history: 'historique' };
const EN_RULE_PAGE: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FR_RULE_PAGE).map(([en, fr]) => [fr, en]));

/** Splits "/a/b?x=1#h" into "/a/b" and "?x=1#h" (the tail is kept as is). */
function split(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i < 0 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

const seg = (table: Readonly<Record<string, string>>, s: string) => (Object.hasOwn(table, s) ? table[s]! : s);

/** The URL of an English page in `lang`: `/rules/101.4#101.4a` → `/fr/regles/101.4#101.4a`. */
export function localePath(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  const [path, tail] = split(english);
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return `/fr${tail}`;
  if (parts[0] === 'rules' && parts[2] !== undefined) parts[2] = seg(FR_RULE_PAGE, parts[2]);
  parts[0] = seg(FR_SEGMENT, parts[0]!);
  return `/fr/${parts.join('/')}${tail}`;
}

/** The English URL of a page in either language: `/fr/bac-a-sable?s=…` → `/sandbox?s=…`. */
export function englishPath(path: string): string {
  const [p, tail] = split(path);
  const parts = p.split('/').filter(Boolean);
  if (parts[0] !== 'fr') return path;
  const rest = parts.slice(1);
  if (rest.length === 0) return `/${tail}`;
  rest[0] = seg(EN_SEGMENT, rest[0]!);
  if (rest[0] === 'rules' && rest[2] !== undefined) rest[2] = seg(EN_RULE_PAGE, rest[2]);
  return `/${rest.join('/')}${tail}`;
}

/** The language of a URL path: `/fr` and `/fr/…` are French, everything else English. */
export const langOfPath = (path: string): Lang => (/^\/fr(?:[/?#]|$)/.test(path) ? 'fr' : 'en');
