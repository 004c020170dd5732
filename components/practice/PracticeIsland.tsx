'use client';
// The only part of /practice in its first load: it fetches the drill code (the generator, the
// engine and the table) with a dynamic import() once the page has hydrated, so none of it counts
// against the page's first-load JavaScript.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';

type App = ComponentType<{ onReady?: () => void }>;

export function PracticeIsland() {
  const t = useTranslations('practice.island');
  const [App, setApp] = useState<App | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    let live = true;
    import('./PracticeApp')
      .then((m) => live && setApp(() => m.PracticeApp))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-label={t('label')} data-practice="" data-ready={ready ? 'true' : 'false'}>
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
