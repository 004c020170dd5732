'use client';
// The search dialog, loaded on first open: a modal <dialog> (the page behind is inert) holding a
// combobox — the input owns the focus, arrows move the active option (aria-activedescendant),
// Enter goes, Esc closes. The result count is announced in a polite live region.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { createSearcher, parseRuleNumber, type Searcher } from './search-core';
import { SEARCH_KIND_LABEL, type SearchEntry } from './search-types';
import { loadSearchIndex } from './load-index';
import styles from './search-dialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  /** `navigating`: a result was chosen and the page is moving to it. */
  onClose: (navigating: boolean) => void;
}

type IndexState = { status: 'loading' } | { status: 'ready'; searcher: Searcher } | { status: 'error' };

function useSearcher(): [IndexState, () => void] {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSearchIndex().then(
      (index) => live && setState({ status: 'ready', searcher: createSearcher(index) }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

function announcement(state: IndexState, query: string, count: number): string {
  if (state.status === 'loading') return 'Loading search…';
  if (state.status === 'error') return 'Search could not be loaded.';
  if (!query.trim()) return `${count} rules listed. Type a rule number or words.`;
  if (count === 0) return `No results for ${query.trim()}.`;
  return `${count} result${count === 1 ? '' : 's'}. Use the up and down arrows to choose, Enter to go.`;
}

export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const [state, retry] = useSearcher();
  const [query, setQuery] = useState('');
  // The active option belongs to the query it was chosen for: a new query starts at the first result.
  const [active, setActive] = useState({ query: '', index: 0 });

  const results: SearchEntry[] = useMemo(() => {
    if (state.status !== 'ready') return [];
    return query.trim() ? state.searcher.search(query) : state.searcher.suggestions();
  }, [state, query]);
  const activeIndex = results.length === 0 ? -1 : active.query === query ? Math.min(active.index, results.length - 1) : 0;

  // Open and close the native dialog with the `open` prop; showModal makes the page behind inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on ids
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, ids]);

  const go = useCallback(
    (entry: SearchEntry) => {
      onClose(true);
      router.push(entry.url);
    },
    [onClose, router],
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const n = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!n) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ query, index: (activeIndex + step + n) % n });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const entry = results[activeIndex];
        if (entry) go(entry);
        return;
      }
      case 'Escape':
        event.preventDefault();
        onClose(false);
        return;
    }
  }

  const exactRule = parseRuleNumber(query);

  return (
    // A click on the backdrop closes (Esc is the keyboard way).
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault(); // Esc or the back gesture: close through our state, and restore focus
        onClose(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(false);
      }}
    >
      <div className={styles.panel}>
        <h2 id={`${ids}-title`} className="visually-hidden">
          Search
        </h2>
        <div className={styles.bar}>
          <label htmlFor={`${ids}-input`} className="visually-hidden">
            Search rules, examples, rulings and the glossary
          </label>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            className={styles.input}
            type="text"
            inputMode="search"
            enterKeyHint="go"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={`${ids}-help`}
            placeholder="608.2e, sacrifice, hidden zone…"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(false)}>
            <span aria-hidden="true" className={styles.escHint}>
              Esc
            </span>
            <span className="visually-hidden">Close search</span>
            <span aria-hidden="true" className={styles.closeIcon}>
              ×
            </span>
          </button>
        </div>
        <p id={`${ids}-help`} className={styles.help}>
          {exactRule && results[0]?.rule === exactRule
            ? `Enter goes to rule ${exactRule}.`
            : 'A rule number or a few words. Typos are fine.'}
        </p>
        <p role="status" className="visually-hidden">
          {announcement(state, query, results.length)}
        </p>
        {state.status === 'error' ? (
          <p className={styles.message}>
            Search could not be loaded.{' '}
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </p>
        ) : null}
        {state.status === 'loading' ? <p className={styles.message}>Loading…</p> : null}
        {state.status === 'ready' && query.trim() && results.length === 0 ? (
          <p className={styles.message}>No results. Try a rule number (101.4c) or another word.</p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={query.trim() ? 'Results' : 'Rules'} className={styles.list}>
          {results.map((entry, i) => (
            // Options are chosen from the keyboard through the input (aria-activedescendant).
            <li
              key={entry.url + entry.title}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              aria-describedby={`${optionId(i)}-text`}
              className={styles.option}
              data-href={entry.url}
              onClick={() => go(entry)}
              onMouseMove={() => i !== activeIndex && setActive({ query, index: i })}
            >
              <span className={styles.kind}>
                {SEARCH_KIND_LABEL[entry.kind]}
                {entry.rule && !entry.title.startsWith(entry.rule) ? ` ${entry.rule}` : ''}
              </span>
              <span className={styles.title}>{entry.title}</span>
              <span id={`${optionId(i)}-text`} className={styles.text}>
                {entry.text}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> go · <kbd>Esc</kbd> close
        </p>
      </div>
    </dialog>
  );
}
