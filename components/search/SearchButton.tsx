'use client';
// The only search code in every page's first load: the header button and the `/`, Ctrl+K and
// Cmd+K shortcuts. The dialog (and fuse.js) and the index are fetched when search first opens.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { loadCrIndex, loadSearchIndex } from './load-index';
import type { SearchDialogProps } from './SearchDialog';
import styles from './search-button.module.css';

/** Dispatched (bubbling) by any element that wants the search dialog opened. */
export const OPEN_SEARCH_EVENT = 'apnap:open-search';

/** Typing in a field, `/` and Ctrl+K belong to the field. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function SearchButton() {
  const t = useTranslations('search');
  const lang = usePageLang();
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const openSearch = useCallback((trigger?: HTMLElement | null) => {
    if (isOpen.current) return;
    isOpen.current = true;
    // Safari does not focus a clicked button: remember the button itself, not document.activeElement.
    const active = document.activeElement;
    returnFocus.current = trigger ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    setOpen(true);
    loadSearchIndex(lang).catch(() => {}); // in parallel with the dialog's code; the dialog reports errors
    loadCrIndex().catch(() => {});
    void import('./SearchDialog').then((m) => setDialog(() => m.SearchDialog));
  }, [lang]);

  const closeSearch = useCallback((navigating: boolean) => {
    isOpen.current = false;
    setOpen(false);
    // After a result is chosen the page moves to it; otherwise focus goes back where it was.
    if (!navigating) returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (slash && isTypingTarget(event.target)) return;
      if (!slash && !ctrlK) return;
      event.preventDefault(); // Ctrl+K would focus the browser's address bar
      openSearch(null);
    }
    document.addEventListener('keydown', onKeyDown);
    // Other search boxes (the home page's) ask this one to open: one dialog, one set of shortcuts.
    const onRequest = (event: Event) => openSearch(event.target instanceof HTMLElement ? event.target : null);
    document.addEventListener(OPEN_SEARCH_EVENT, onRequest);
    // The shortcuts work from here on (before hydration, only the button's markup exists).
    if (button.current) button.current.dataset.ready = 'true';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_SEARCH_EVENT, onRequest);
    };
  }, [openSearch]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        ref={button}
        onClick={() => openSearch(button.current)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        data-search-button=""
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className={styles.icon}>
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12.6 12.6 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('button')}</span>
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </button>
      {Dialog ? <Dialog open={open} onClose={closeSearch} /> : null}
    </>
  );
}
