// Registers the service worker and watches for updates. Loaded lazily by OfflineSupport once the
// page has loaded and the browser is idle, so the worker's precaching never competes with the page.
import { DEFAULT_LANG, SW_URL, type WorkerRequest } from './offline-paths';

/** Called when a new version is installed and waiting; `apply` swaps it in and reloads this tab. */
export type OnUpdate = (apply: () => void) => void;

/**
 * Tells the worker in control which language this page is in: it keeps that language's pages
 * precached. The script URL is the same for every language (a different one would be a new version
 * to the browser, and offer a reload on every language switch), so this is how the worker learns it.
 */
function announceLang(sw: ServiceWorkerContainer): void {
  const send = () => sw.controller?.postMessage({ type: 'READER_LANG', lang: document.documentElement.lang || DEFAULT_LANG } satisfies WorkerRequest);
  if (sw.controller) send();
  else sw.addEventListener('controllerchange', send, { once: true });
}

export async function registerWorker(onUpdate: OnUpdate): Promise<ServiceWorkerRegistration | null> {
  const sw = navigator.serviceWorker;
  let reloading = false;
  // Only the tab whose reader asked for the new version reloads; other tabs keep what they show.
  sw.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      reloading = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await sw.register(SW_URL, { scope: '/' });
  } catch {
    // No worker (private mode, storage blocked): the site works online as before.
  }
  // Some blockers (browser automation among them) resolve with nothing instead of failing.
  if (!registration) return null;
  announceLang(sw);
  // A new worker that has installed waits for the reader. With no controller it is the first install,
  // not an update: nothing to announce.
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') {
      if (sw.controller) offer(worker);
    } else worker.addEventListener('statechange', () => track(worker.state === 'installed' ? worker : null), { once: true });
  };
  track(registration.waiting); // found on an earlier visit
  track(registration.installing); // being installed right now
  registration.addEventListener('updatefound', () => track(registration.installing));
  return registration;
}
