'use client';
// The footer's "Save everything for offline": every page of the reader's language, with a progress
// bar (pages n of N, size) and a clear end (saved, or which pages failed). It can run again at any
// time: pages already saved at their current revision are skipped.
import { useState } from 'react';
import type { SaveProgress } from './offline-paths';
import styles from './offline.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: SaveProgress | null }
  | { kind: 'done'; progress: SaveProgress }
  | { kind: 'failed'; message: string; progress: SaveProgress | null };

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function SaveForOffline() {
  const [state, setState] = useState<State>({ kind: 'idle' });

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
      else setState({ kind: 'failed', message: `${end.failed.length} of ${end.total} pages could not be downloaded (is the network down?).`, progress: end });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error), progress: last });
    }
  }

  const p = state.kind === 'idle' ? null : state.progress;
  return (
    <div className={styles.save} data-save-state={state.kind}>
      <button type="button" onClick={run} disabled={state.kind === 'running'}>
        {state.kind === 'idle' ? 'Save everything for offline' : state.kind === 'running' ? 'Saving…' : 'Save everything again'}
      </button>
      {state.kind === 'running' && (
        <>
          <progress max={p?.total || 1} value={p?.done ?? 0} aria-label="Pages saved for offline" />
          <span>{p ? `Pages ${p.done} of ${p.total} · ${MB(p.bytes)} of ${MB(p.totalBytes)}` : 'Starting…'}</span>
        </>
      )}
      <span role="status">
        {state.kind === 'done' && `Saved: all ${state.progress.total} pages (${MB(state.progress.totalBytes)}) work offline on this device.`}
        {state.kind === 'failed' && `Saving failed: ${state.message} Pages saved so far stay saved; try again when online.`}
      </span>
    </div>
  );
}
