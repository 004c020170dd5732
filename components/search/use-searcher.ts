// The search dialog's index: loaded on first use, per language, with a retry after a failure. The
// Comprehensive Rules' index loads beside it; the page's index is searchable as soon as it arrives,
// and the searcher is rebuilt with the rules when they do (`rules` says where they are).
import { useCallback, useEffect, useState } from 'react';
import { createSearcher, type Searcher } from '@/content/search/search-core';
import type { SearchIndex } from '@/content/search/search-types';
import type { CrIndex } from '@/content/search/cr-index';
import { loadCrIndex, loadSearchIndex } from './load-index';

export type RulesState = 'loading' | 'ready' | 'error';

export type IndexState =
  | { status: 'loading' }
  | { status: 'ready'; searcher: Searcher; rules: RulesState }
  | { status: 'error' };

export type IndexLang = 'en' | 'fr';

/** Runs `fn` when the main thread is idle (within a second), or at once where the browser cannot tell. */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 0);
}

/** The searcher over `lang`'s index (and the CR's, when `withRules`), loaded once `enabled`. */
export function useSearcher(lang: IndexLang, enabled = true, withRules = true): [IndexState, () => void] {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let page: SearchIndex | null = null;
    let rules: CrIndex | null = null;
    let rulesState: RulesState = withRules ? 'loading' : 'error';
    const update = () => {
      if (live && page) setState({ status: 'ready', searcher: createSearcher(page, rules ?? undefined), rules: rulesState });
    };
    loadSearchIndex(lang).then(
      (index) => {
        page = index;
        update();
      },
      () => live && setState({ status: 'error' }),
    );
    if (withRules) {
      loadCrIndex().then(
        (index) => {
          // Indexing 3,000 rules is one long task (~0.4 s on a 4× slowed CPU: bench:search:keys): run
          // it when the reader pauses, not between two keystrokes.
          whenIdle(() => {
            rules = index;
            rulesState = 'ready';
            update();
          });
        },
        () => {
          rulesState = 'error'; // the page's own index still answers
          update();
        },
      );
    }
    return () => {
      live = false;
    };
  }, [attempt, lang, enabled, withRules]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
