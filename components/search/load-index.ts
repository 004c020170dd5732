// Fetches the search index once, when search first opens. Tiny on purpose: the header's button
// imports it to start the download while the dialog's own code is still loading.
import type { SearchIndex } from './search-types';

/** Written by scripts/build-search-index.ts under public/; gitignored. */
export const SEARCH_INDEX_FILE = 'generated/search-index.json';
export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;

let pending: Promise<SearchIndex> | null = null;

export function loadSearchIndex(): Promise<SearchIndex> {
  pending ??= fetch(SEARCH_INDEX_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`);
      return res.json() as Promise<SearchIndex>;
    })
    .catch((error: unknown) => {
      pending = null; // let the next opening try again
      throw error;
    });
  return pending;
}
