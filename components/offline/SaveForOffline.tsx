'use client';
// The footer's "Save everything for offline": every page of the reader's language, with a progress
// bar (pages n of N, size) and a clear end (saved, or which pages failed). It can run again at any
// time: pages already saved at their current revision are skipped.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SaveProgress } from './offline-paths';
import styles from './offline.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: SaveProgress | null }
  | { kind: 'done'; progress: SaveProgress }
  | { kind: 'failed'; message: string; progress: SaveProgress | null };

export function SaveForOffline() {
  const t = useTranslations('offline');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const MB = (bytes: number) => t('megabytes', { mb: bytes / 1024 / 1024 });

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
    } catch (error) {
      // save-client's errors carry a code (SaveError): said in the page's language; anything else as it is.
      const code = (error as { code?: unknown } | null)?.code;
      const message = typeof code === 'string' && t.has(`saveErrors.${code}`) ? t(`saveErrors.${code}`) : error instanceof Error ? error.message : String(error);
      setState({ kind: 'failed', message, progress: last });
    }
  }

  const p = state.kind === 'idle' ? null : state.progress;
  return (
    <div className={styles.save} data-save-state={state.kind}>
      <button type="button" onClick={run} disabled={state.kind === 'running'}>
        {state.kind === 'idle' ? t('save') : state.kind === 'running' ? t('saving') : t('saveAgain')}
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
    </div>
  );
}
