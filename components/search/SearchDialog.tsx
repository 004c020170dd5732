'use client';
// The search dialog, loaded on first open: a modal <dialog> (the page behind is inert) holding a
// combobox — the input owns the focus, arrows move the active option (aria-activedescendant),
// Enter goes, Esc closes. The result count is announced in a polite live region.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { DEFAULT_LIMIT } from '@/content/search/search-core';
import type { SearchEntry } from '@/content/search/search-types';
import { useSearcher, type IndexLang, type IndexState } from './use-searcher';
import { enterTarget, typedNumber } from './enter-target';
import styles from './search-dialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  /** `navigating`: a result was chosen and the page is moving to it. */
  onClose: (navigating: boolean) => void;
}

type T = ReturnType<typeof useTranslations<'search'>>;

function announcement(t: T, state: IndexState, query: string, count: number): string {
  if (state.status === 'loading') return t('loadingAnnounce');
  if (state.status === 'error') return t('failed');
  if (!query.trim()) return t('suggestedAnnounce', { count });
  if (count === 0) return t('noResultsAnnounce', { query: query.trim() });
  return t('resultsAnnounce', { count });
}

/** A rule of the CR is searched whole (up to 2,800 characters); shown and read out, its start. */
const SHOWN_TEXT = 300;
function shownText(text: string): string {
  if (text.length <= SHOWN_TEXT) return text;
  const cut = text.lastIndexOf(' ', SHOWN_TEXT);
  return `${text.slice(0, cut > SHOWN_TEXT / 2 ? cut : SHOWN_TEXT)}…`;
}

/** The active option's place in `results`: where its url is now, else its old place. */
function activeOf(results: readonly SearchEntry[], active: { index: number; url?: string }): number {
  if (active.url !== undefined && results[active.index]?.url === active.url) return active.index;
  const at = active.url === undefined ? -1 : results.findIndex((e) => e.url === active.url);
  return at >= 0 ? at : Math.min(active.index, results.length - 1);
}

/** No entry of the site's own pages among `results` (none at all, or only the CR's). */
const ownPagesNone = (results: readonly SearchEntry[]) => results.every((e) => e.kind === 'cr');

export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const router = useRouter();
  const t = useTranslations('search');
  const locale: IndexLang = usePageLang();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const [state, retry] = useSearcher(locale);
  const [query, setQuery] = useState('');
  // A French page searches the French index first; when it finds nothing, the English one.
  const [fallbackWanted, setFallbackWanted] = useState(false);
  const [fallback] = useSearcher('en', fallbackWanted, false);
  // The active option belongs to the query it was chosen for: a new query starts at the first result.
  // Kept by its url too: when the rules' index arrives and the list grows, the option stays chosen.
  const [active, setActive] = useState<{ query: string; index: number; url?: string }>({ query: '', index: 0 });

  const own: SearchEntry[] = useMemo(() => {
    if (state.status !== 'ready') return [];
    return query.trim() ? state.searcher.search(query) : state.searcher.suggestions();
  }, [state, query]);
  // Only the CR's English entries found on a French page: the English pages may answer better.
  const needsFallback = locale !== 'en' && state.status === 'ready' && query.trim() !== '' && ownPagesNone(own);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starts the English index's download once
    if (needsFallback && !fallbackWanted) setFallbackWanted(true);
  }, [needsFallback, fallbackWanted]);
  const fromFallback = needsFallback && fallback.status === 'ready' && fallback.searcher.search(query).length > 0;
  // The page's index first, then (a French page finding none of its pages) the English pages,
  // followed by the rules it found: what is listed, and what Enter acts on.
  const searchFor = useCallback(
    (q: string) => {
      if (state.status !== 'ready') return [];
      const mine = state.searcher.search(q);
      if (locale === 'en' || fallback.status !== 'ready' || !ownPagesNone(mine)) return mine;
      const theirs = fallback.searcher.search(q);
      return theirs.length ? [...theirs, ...mine].slice(0, DEFAULT_LIMIT) : mine;
    },
    [state, fallback, locale],
  );
  const results: SearchEntry[] = useMemo(() => (fromFallback ? searchFor(query) : own), [fromFallback, searchFor, query, own]);
  const activeIndex = results.length === 0 ? -1 : active.query === query ? activeOf(results, active) : 0;
  // Enter pressed before an index could answer: the query it was pressed on, acted on when one does
  // (a rule number typed before the index loads still lands on that rule). Typing cancels it.
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);

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

  useEffect(() => {
    if (pendingEnter === null || !open) return;
    if (inputRef.current?.value !== pendingEnter) return;
    const decision = enterTarget(pendingEnter, { query, results, activeIndex }, state, searchFor);
    if (decision.action === 'wait') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the Enter waited for an index that has now answered
    setPendingEnter(null);
    if (decision.action === 'go') go(decision.entry);
  }, [pendingEnter, open, query, results, activeIndex, state, searchFor, go]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const n = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!n) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = (activeIndex + step + n) % n;
        setActive({ query, index, url: results[index]!.url });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // What is in the box now, not what the last render listed (see enter-target.ts).
        const typed = event.currentTarget.value;
        const decision = enterTarget(typed, { query, results, activeIndex }, state, searchFor);
        if (decision.action === 'go') go(decision.entry);
        setPendingEnter(decision.action === 'wait' ? typed : null);
        return;
      }
      case 'Escape':
        event.preventDefault();
        onClose(false);
        return;
    }
  }

  const exactRule = typedNumber(query);

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
          {t('dialogTitle')}
        </h2>
        <div className={styles.bar}>
          <label htmlFor={`${ids}-input`} className="visually-hidden">
            {t('inputLabel')}
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
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPendingEnter(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(false)}>
            <span aria-hidden="true" className={styles.escHint}>
              {t('escHint')}
            </span>
            <span className="visually-hidden">{t('close')}</span>
            <span aria-hidden="true" className={styles.closeIcon}>
              ×
            </span>
          </button>
        </div>
        <p id={`${ids}-help`} className={styles.help}>
          {exactRule && results[0]?.rule === exactRule
            ? t('helpRule', { rule: exactRule })
            : t('help')}
        </p>
        <p role="status" className="visually-hidden">
          {announcement(t, state, query, results.length)}
        </p>
        {state.status === 'error' ? (
          <p className={styles.message}>
            {t('failed')}{' '}
            <button type="button" className="button" onClick={retry}>
              {t('retry')}
            </button>
          </p>
        ) : null}
        {state.status === 'loading' ? <p className={styles.message}>{t('loading')}</p> : null}
        {state.status === 'ready' && query.trim() && results.length === 0 ? (
          <p className={styles.message}>{t('noResults')}</p>
        ) : null}
        {fromFallback && results.length > 0 ? <p className={styles.message}>{t('otherLanguage')}</p> : null}
        <ul id={listId} role="listbox" aria-label={query.trim() ? t('resultsLabel') : t('rulesLabel')} className={styles.list}>
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
              onMouseMove={() => i !== activeIndex && setActive({ query, index: i, url: entry.url })}
            >
              <span className={styles.kind}>
                {t(`kind.${entry.kind}`)}
                {entry.rule && !entry.title.startsWith(entry.rule) ? ` ${entry.rule}` : ''}
              </span>
              <span className={styles.title}>{entry.title}</span>
              <span id={`${optionId(i)}-text`} className={styles.text}>
                {shownText(entry.text)}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> {t('keysMove')} · <kbd>Enter</kbd> {t('keysGo')} · <kbd>Esc</kbd> {t('keysClose')}
        </p>
      </div>
    </dialog>
  );
}
