// The reader's language choice, kept in this browser only (localStorage). It never reaches the
// server: a cacheable page is the same for every reader, whatever their choice (no cookie, no
// Accept-Language); the choice only decides, after the page has loaded, whether to offer the other
// language.
import { englishPath, isLang, localePath, type Lang } from '@/i18n/lang';

export const CHOICE_KEY = 'apnap-lang';

export function storedChoice(): Lang | null {
  try {
    const value = window.localStorage.getItem(CHOICE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null; // storage disabled: no memory, no offer
  }
}

export function storeChoice(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // storage disabled: the switch still navigates
  }
}

/** The same page in `lang`, from a path of either language (query and hash kept). */
export function counterpart(path: string, lang: Lang): string {
  return localePath(lang, englishPath(path));
}

/**
 * Where the switch to `lang` goes from the page at `location`: the same page in `lang` with the same
 * query and hash (section, share link, drill), when the page declares that language among its
 * hreflang alternates; else that language's home page (this page has no translation).
 */
export function switchTarget(lang: Lang, location: Pick<Location, 'pathname' | 'search' | 'hash'>, doc: Document): string {
  if (!doc.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)) return localePath(lang, '/');
  return `${counterpart(location.pathname, lang)}${location.search}${location.hash}`;
}

/** The language the browser prefers among ours, when it names one. */
export function browserLang(languages: readonly string[]): Lang | null {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}
