// Fetches a language's search index, and the Comprehensive Rules' index, once each, when search
// first opens. Tiny on purpose: the header's button imports it to start the downloads while the
// dialog's own code is still loading.
import type { SearchIndex } from '@/content/search/search-types';
import { CR_INDEX_FILE, type CrIndex } from '@/content/search/cr-index';

type IndexLang = NonNullable<SearchIndex['lang']>;

/** Written by scripts/build/search-index.ts under public/; gitignored. English keeps its old name. */
export const SEARCH_INDEX_FILE = 'generated/search-index.json';
export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;

export function searchIndexFile(lang: IndexLang): string {
  return lang === 'en' ? SEARCH_INDEX_FILE : `generated/search-index.${lang}.json`;
}

const pending = new Map<string, Promise<unknown>>();

function loadOnce<T>(file: string, what: string): Promise<T> {
  let p = pending.get(file) as Promise<T> | undefined;
  if (!p) {
    p = fetch(`/${file}`)
      .then((res) => {
        if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
        return res.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        pending.delete(file); // let the next opening try again
        throw error;
      });
    pending.set(file, p);
  }
  return p;
}

export function loadSearchIndex(lang: IndexLang = 'en'): Promise<SearchIndex> {
  return loadOnce<SearchIndex>(searchIndexFile(lang), 'Search index');
}

/** The Comprehensive Rules' entries (~170 kB gzipped): one file for both languages. */
export function loadCrIndex(): Promise<CrIndex> {
  return loadOnce<CrIndex>(CR_INDEX_FILE, 'Rules index').then((index) => {
    // A stale or foreign file (an old deploy's cache) is refused, not searched half-read.
    if (index?.version !== 1 || !Array.isArray(index.rules)) throw new Error(`Rules index: not a version 1 index (${CR_INDEX_FILE})`);
    return index;
  });
}
