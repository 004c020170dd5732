// "Save everything for offline", the page's side: asks the service worker to download every page of
// every language (or those given) and relays its progress. Loaded when the reader presses the button.
import { OFFLINE_LANGS, type SaveProgress, type WorkerRequest } from './offline-paths';

/** The worker stopped answering (closed by the browser, or the page lost it): say so, don't spin. */
const SILENCE_MS = 60_000;

/** Why saving could not start or stopped; the page says it in its language (offline.json `saveErrors`). */
export type SaveErrorCode = 'unsupported' | 'refused' | 'notReady' | 'silent';

/** An error with a code beside its English message, so that SaveForOffline can say it in the page's language. */
export class SaveError extends Error {
  constructor(
    readonly code: SaveErrorCode,
    message: string,
  ) {
    super(message);
  }
}

async function activeWorker(): Promise<ServiceWorker> {
  const sw = navigator.serviceWorker;
  if (!sw) throw new SaveError('unsupported', 'This browser cannot keep pages offline (no service worker support).');
  if (!(await sw.getRegistration())) {
    // The reader asked: no need to wait for an idle moment.
    const { registerWorker } = await import('./register');
    if (!(await registerWorker(() => {}))) throw new SaveError('refused', 'This browser refused to keep pages offline (private browsing?).');
  }
  const registration = await sw.ready;
  if (!registration.active) throw new SaveError('notReady', 'The offline copy is not ready yet: try again in a moment.');
  return registration.active;
}

export async function saveEverything(onProgress: (p: SaveProgress) => void, langs: readonly string[] = OFFLINE_LANGS): Promise<SaveProgress> {
  const worker = await activeWorker();
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    let timer = window.setTimeout(() => reject(new SaveError('silent', 'The download stopped responding.')), SILENCE_MS);
    channel.port1.onmessage = (event: MessageEvent<SaveProgress>) => {
      window.clearTimeout(timer);
      onProgress(event.data);
      if (event.data.finished) {
        channel.port1.close();
        resolve(event.data);
      } else timer = window.setTimeout(() => reject(new SaveError('silent', 'The download stopped responding.')), SILENCE_MS);
    };
    worker.postMessage({ type: 'SAVE_ALL', langs: [...langs] } satisfies WorkerRequest, [channel.port2]);
  });
}
