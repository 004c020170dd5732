// Fetches a language's search index once, when search first opens. Tiny on purpose: the header's
// button imports it to start the download while the dialog's own code is still loading.
import type { SearchIndex } from '@/content/search/search-types';

type IndexLang = NonNullable<SearchIndex['lang']>;

/** Written by scripts/build/search-index.ts under public/; gitignored. English keeps its old name. */
export const SEARCH_INDEX_FILE = 'generated/search-index.json';
export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;

export function searchIndexFile(lang: IndexLang): string {
  return lang === 'en' ? SEARCH_INDEX_FILE : `generated/search-index.${lang}.json`;
}

const pending = new Map<IndexLang, Promise<SearchIndex>>();

export function loadSearchIndex(lang: IndexLang = 'en'): Promise<SearchIndex> {
  let p = pending.get(lang);
  if (!p) {
    p = fetch(`/${searchIndexFile(lang)}`)
      .then((res) => {
        if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`);
        return res.json() as Promise<SearchIndex>;
      })
      .catch((error: unknown) => {
        pending.delete(lang); // let the next opening try again
        throw error;
      });
    pending.set(lang, p);
  }
  return p;
}
