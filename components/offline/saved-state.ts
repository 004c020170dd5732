// What the footer and the offline page show of the offline copy: the sizes "Save everything" would
// download (written by the build), and what this device has saved (asked of the worker in control).
import { OFFLINE_SIZES_URL, type OfflineSizes, type SavedList, type WorkerRequest } from './offline-paths';

/** The build's sizes per language, or null (not built with a worker, or offline with nothing precached). */
export async function loadOfflineSizes(): Promise<OfflineSizes | null> {
  try {
    const res = await fetch(OFFLINE_SIZES_URL);
    return res.ok ? ((await res.json()) as OfflineSizes) : null;
  } catch {
    return null;
  }
}

/** What the worker in control says is saved; null when no worker controls this page (nothing to ask). */
export function askSaved(): Promise<SavedList | null> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // A worker too old to answer (the previous release, still in control) must not leave "looking…" forever.
    const timer = window.setTimeout(() => resolve(null), 10_000);
    channel.port1.onmessage = (event: MessageEvent<SavedList>) => {
      window.clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage({ type: 'LIST_SAVED' } satisfies WorkerRequest, [channel.port2]);
  });
}
