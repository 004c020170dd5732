'use client';
// The footer's "Save everything for offline": every page of both languages, one button that says
// what each language weighs (the build's figures), a progress bar (pages n of N, size), a clear end
// (saved, or which pages failed), and a line saying what this device has saved and when. It can run
// again at any time: pages already saved at their current revision are skipped.
import { useCallback, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import type { OfflineSizes, SaveProgress, SavedList } from './offline-paths';
import styles from './offline.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: SaveProgress | null }
  | { kind: 'done'; progress: SaveProgress }
  | { kind: 'failed'; message: string; progress: SaveProgress | null };

/** The saved-state line's figures: when "Save everything" last finished, and how many pages are saved now. */
interface Saved {
  at: number;
  pages: number;
}
const savedOf = (list: SavedList | null): Saved | null => (list?.savedAt ? { at: list.savedAt, pages: list.pages.length } : null);

export function SaveForOffline() {
  const t = useTranslations('offline');
  const format = useFormatter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [sizes, setSizes] = useState<OfflineSizes | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const MB = (bytes: number) => t('megabytes', { mb: bytes / 1024 / 1024 });

  // Once the footer is near the screen, or the reader points at or focuses it: the build's sizes,
  // and what the worker in control has saved. Not at load: formatting them creates the page's first
  // Intl.NumberFormat (and DateTimeFormat), whose set-up is a long task on a phone (measured
  // 100–190 ms at 4× CPU slowdown), for a footer most readers never scroll to.
  const root = useRef<HTMLDivElement>(null);
  const loadFigures = useCallback(
    () =>
      import('./saved-state').then(async ({ askSaved, loadOfflineSizes }) => {
        const [s, list] = await Promise.all([loadOfflineSizes(), askSaved()]);
        setSizes(s);
        setSaved(savedOf(list));
      }),
    [],
  );
  useWhenWanted(root, loadFigures);

  async function run() {
    setState({ kind: 'running', progress: null });
    let last: SaveProgress | null = null;
    try {
      const { saveEverything } = await import('./save-client');
      const end = await saveEverything((p) => {
        last = p;
        setState({ kind: 'running', progress: p });
      });
      if (end.failed.length === 0) setState({ kind: 'done', progress: end });
      else setState({ kind: 'failed', message: t('someFailed', { failed: end.failed.length, total: end.total }), progress: end });
      const { askSaved } = await import('./saved-state');
      setSaved(savedOf(await askSaved()));
    } catch (error) {
      // save-client's errors carry a code (SaveError): said in the page's language; anything else as it is.
      const code = (error as { code?: unknown } | null)?.code;
      const message = typeof code === 'string' && t.has(`saveErrors.${code}`) ? t(`saveErrors.${code}`) : error instanceof Error ? error.message : String(error);
      setState({ kind: 'failed', message, progress: last });
    }
  }

  const p = state.kind === 'idle' ? null : state.progress;
  const label = state.kind === 'idle' ? t('save') : state.kind === 'running' ? t('saving') : t('saveAgain');
  return (
    <div ref={root} className={styles.save} data-save-state={state.kind}>
      <button type="button" onClick={run} disabled={state.kind === 'running'}>
        {label}{' '}
        {sizes && sizes.langs.length > 0 && (
          <span className={styles.sizes} data-testid="save-sizes">
            {sizes.langs.map((l) => t('langSize', { lang: l.lang, size: MB(l.bytes) })).join(' · ')}
            {/* The Comprehensive Rules come with it: said, with their weight, since they are most of it. */}
            {sizes.cr ? ` (${t('crSize', { size: MB(sizes.cr.bytes) })})` : null}
          </span>
        )}
      </button>
      {state.kind === 'running' && (
        <>
          <progress max={p?.total || 1} value={p?.done ?? 0} aria-label={t('progressLabel')} />
          <span>{p ? t('progress', { done: p.done, total: p.total, bytes: MB(p.bytes), totalBytes: MB(p.totalBytes) }) : t('starting')}</span>
        </>
      )}
      <span role="status">
        {state.kind === 'done' && t('done', { total: state.progress.total, totalBytes: MB(state.progress.totalBytes) })}
        {state.kind === 'failed' && t('failed', { message: state.message })}
      </span>
      {saved && (
        <p className={styles.savedLine} data-testid="saved-state">
          {t('savedState', { date: format.dateTime(new Date(saved.at), { day: 'numeric', month: 'short' }), pages: saved.pages })}
        </p>
      )}
    </div>
  );
}
