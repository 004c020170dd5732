'use client';
// The only part of /practice in its first load: it fetches the drill code (the generator, the
// engine and the table) with a dynamic import() once the page has hydrated, so none of it counts
// against the page's first-load JavaScript.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLang } from '@/components/i18n/use-page-lang';
import styles from './practice.module.css';

type App = ComponentType<{ onReady?: () => void }>;

export function PracticeIsland() {
  const t = useTranslations('practice.island');
  const [App, setApp] = useState<App | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const locale = usePageLang();
  useEffect(() => {
    let live = true;
    // A French page loads the drills' French with the drill code (English pages never load it).
    Promise.all([import('./PracticeApp'), locale === 'fr' ? import('@/components/i18n/fr/practice') : null])
      .then(([m]) => live && setApp(() => m.PracticeApp))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <section aria-label={t('label')} className={styles.island} data-practice="" data-ready={ready ? 'true' : 'false'}>
      {App ? (
        <App onReady={onReady} />
      ) : failed ? (
        <p role="alert">{t('failed')}</p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}
