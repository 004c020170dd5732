'use client';
// The only part of /practice in its first load: it fetches the drill code (the generator, the
// engine and the table) with a dynamic import() once the page has hydrated, so none of it counts
// against the page's first-load JavaScript.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import styles from './practice.module.css';

type App = ComponentType<{ onReady?: () => void }>;

export function PracticeIsland() {
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
    <section aria-label="Drill" className={styles.island} data-practice="" data-ready={ready ? 'true' : 'false'}>
      {App ? (
        <App onReady={onReady} />
      ) : failed ? (
        <p role="alert">The drills could not be loaded. Check your connection and reload the page.</p>
      ) : (
        <p aria-busy="true">Loading a drill…</p>
      )}
    </section>
  );
}
