// The search dialog's index: loaded on first use, per language, with a retry after a failure.
import { useCallback, useEffect, useState } from 'react';
import { createSearcher, type Searcher } from '@/content/search/search-core';
import { loadSearchIndex } from './load-index';

export type IndexState = { status: 'loading' } | { status: 'ready'; searcher: Searcher } | { status: 'error' };

export type IndexLang = 'en' | 'fr';

/** The searcher over `lang`'s index, loaded once `enabled`. */
export function useSearcher(lang: IndexLang, enabled = true): [IndexState, () => void] {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSearchIndex(lang).then(
      (index) => live && setState({ status: 'ready', searcher: createSearcher(index) }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, lang, enabled]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
