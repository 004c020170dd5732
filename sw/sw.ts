/// <reference lib="webworker" />
// The service worker. scripts/build/sw.ts bundles it into public/sw.js after `next build`, with the
// two lists below written in: the build's assets (Serwist's precache manifest, content-hashed) and
// every page of the sitemap (with content-hashed revisions of its HTML and router payload).
//
// Install precaches, in the reader's language, the scripts and styles, the search index and every
// page but the worked examples; examples, their steps and Open Graph images are cached when visited.
// An update waits for the reader ("A new version is available — reload"): no skipWaiting.
import { Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import {
  DEFAULT_LANG,
  assetLanguageOf,
  isPayloadKey,
  isSharedAsset,
  offlinePathOf,
  payloadKey,
  type OfflinePage,
} from '@/components/offline/offline-paths';
import { registerPageRoutes } from './pages';
import { listenToPages, prunePages } from './messages';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: PrecacheEntry[];
  __OFFLINE_PAGES: OfflinePage[];
};

/** The language this worker precaches: `/sw.js?lang=fr` for the French edition. */
const LANG = new URL(self.location.href).searchParams.get('lang') ?? DEFAULT_LANG;
const PAGES: OfflinePage[] = self.__OFFLINE_PAGES;

const assets = self.__SW_MANIFEST.filter((entry) => {
  const path = new URL(entry.url, self.location.origin).pathname;
  return isSharedAsset(path) || assetLanguageOf(path) === LANG;
});
const installPages = PAGES.filter((p) => p.install && p.lang === LANG).flatMap((p) => [
  { url: p.path, revision: p.html },
  { url: payloadKey(p.path), revision: p.rsc },
]);

const precachePlugin: SerwistPlugin = {
  // A router payload is only sent for a request that says so (`RSC: 1`).
  requestWillFetch: async ({ request }) =>
    isPayloadKey(new URL(request.url)) ? new Request(request, { headers: { RSC: '1' } }) : request,
  // Only 200s are kept (Serwist's default would keep any status below 400).
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

const serwist = new Serwist({
  precacheEntries: [...assets, ...installPages],
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // A judge on poor Wi-Fi: a few requests at a time, never a burst.
    concurrency: 4,
    // Next varies pages on its router headers; the precache holds one HTML and one payload per page.
    matchOptions: { ignoreVary: true },
    plugins: [precachePlugin],
  },
  skipWaiting: false,
  // The first install takes charge of the open page at once, so it works offline without a reload.
  clientsClaim: true,
  disableDevLogs: true,
});

registerPageRoutes(serwist, PAGES, offlinePathOf(LANG));
listenToPages(serwist, PAGES);
self.addEventListener('activate', (event) => event.waitUntil(prunePages(PAGES)));
serwist.addEventListeners();
