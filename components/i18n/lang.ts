// The site's languages and the two URL forms of a page: English at the root (URLs never change),
// French under /fr with French path words (the table in the French edition's design).
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** English first path segment → French one. Segments not listed (slugs, step numbers, rule numbers) stay. */
const FR_SEGMENTS: Readonly<Record<string, string>> = {
  rules: 'regles',
  cards: 'cartes',
  rulings: 'decisions',
  glossary: 'glossaire',
  examples: 'exemples',
  sandbox: 'bac-a-sable',
  practice: 'entrainement',
  embed: 'embed',
  offline: 'hors-ligne',
};
const EN_SEGMENTS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FR_SEGMENTS).map(([en, fr]) => [fr, en]));

/** Splits "/a/b?x=1#y" into its path and the rest (query and hash, kept as they are). */
function splitPath(href: string): [path: string, rest: string] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

/**
 * The URL of an English page in `lang`: `localePath('fr', '/rules/101.4#101.4a')` is
 * `/fr/regles/101.4#101.4a`; English paths come back unchanged. Query and hash are kept.
 */
export function localePath(lang: Lang, englishPath: string): string {
  if (lang === 'en') return englishPath;
  const [path, rest] = splitPath(englishPath);
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return `/fr${rest}`;
  const first = segments[0]!;
  segments[0] = Object.hasOwn(FR_SEGMENTS, first) ? FR_SEGMENTS[first]! : first;
  return `/fr/${segments.join('/')}${rest}`;
}

/** The English URL of a page given in either language (`/fr/exemples/x/3?s=1` → `/examples/x/3?s=1`). */
export function englishPath(path: string): string {
  const [p, rest] = splitPath(path);
  const segments = p.split('/').filter(Boolean);
  if (segments[0] !== 'fr') return path;
  segments.shift();
  if (segments.length === 0) return `/${rest}`;
  const first = segments[0]!;
  segments[0] = Object.hasOwn(EN_SEGMENTS, first) ? EN_SEGMENTS[first]! : first;
  return `/${segments.join('/')}${rest}`;
}

/** The language of a path: French under /fr, English everywhere else. */
export function langOfPath(path: string): Lang {
  return /^\/fr(?:[/?#]|$)/.test(path) ? 'fr' : 'en';
}
