'use client';
// The only part of /practice in its first load: it fetches the drill code (the generator, the
// engine and the table) and the drills' narrator in the page's language with a dynamic import()
// once the page has hydrated, so none of it counts against the page's first-load JavaScript.
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { whenIdle } from './idle';
import styles from './practice.module.css';

type App = ComponentType<{ say: PracticeNarrator; onReady?: () => void }>;

export function PracticeIsland() {
  const t = useTranslations('practice.island');
  const [app, setApp] = useState<{ App: App; say: PracticeNarrator } | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const locale = usePageLang();
  useEffect(() => {
    let live = true;
    // The drills' words and the table's narrator in the page's language load with the drill code
    // (an English page never loads the French), once the hydrated page leaves the main thread idle.
    const cancel = whenIdle(() => {
      Promise.all([import('./PracticeApp'), import('@/i18n/narrators/practice').then((n) => n.loadPracticeNarrator(locale)), loadNarrator(locale)])
        .then(([m, say]) => live && startTransition(() => setApp({ App: m.PracticeApp, say })))
        .catch(() => live && setFailed(true));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [locale]);
  return (
    <section aria-label={t('label')} className={styles.island} data-practice="" data-ready={ready ? 'true' : 'false'}>
      {app ? (
        <app.App say={app.say} onReady={onReady} />
      ) : failed ? (
        <p role="alert">{t('failed')}</p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}
