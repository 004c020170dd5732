'use client';
// The home page's search box: a large field-like button that opens the site's one search dialog
// (the header's), so a judge can start typing from the first screen.
import { useTranslations } from 'next-intl';
import { OPEN_SEARCH_EVENT } from './SearchButton';
import styles from './search-button.module.css';

export function HomeSearchBox() {
  const t = useTranslations('search');
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.homeBox}`}
      aria-haspopup="dialog"
      onClick={(event) => event.currentTarget.dispatchEvent(new Event(OPEN_SEARCH_EVENT, { bubbles: true }))}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={styles.icon}>
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12.6 12.6 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.placeholder}>{t('homePlaceholder')}</span>
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
    </button>
  );
}
