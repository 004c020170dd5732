/// <reference lib="webworker" />
// The service worker. scripts/build/sw.ts bundles it into public/sw.js after `next build`, with the
// two lists below written in: the build's assets (Serwist's precache manifest, content-hashed) and
// every page of the sitemap (with content-hashed revisions of its HTML and router payload).
//
// One script for every language (scope `/`): install precaches the scripts and styles, then, in the
// reader's language only (sw/reader.ts), the search index and every page but the worked examples
// and the Comprehensive Rules' pages; examples, their steps and Open Graph images are cached when
// visited; the CR (its section and subsection pages, its search index) by "Save everything". A reader who opens the other
// edition later gets its pages precached then. An update waits for the reader ("A new version is
// available — reload"): no skipWaiting.
import { PrecacheRoute, Serwist, type PrecacheEntry } from 'serwist';
import {
  OFFLINE_LANGS,
  assetLanguageOf,
  isSaveOnlyAsset,
  isSharedAsset,
  offlinePathOf,
  payloadKey,
  type OfflinePage,
  type WorkerRequest,
} from '@/components/offline/offline-paths';
import { registerPageRoutes } from './pages';
import { listenToPages, prunePages } from './messages';
import { fillPrecache } from './precache';
import { installLangs, rememberLang } from './reader';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: PrecacheEntry[];
  __OFFLINE_PAGES: OfflinePage[];
};

const PAGES: OfflinePage[] = self.__OFFLINE_PAGES;

const pathOf = (entry: PrecacheEntry) => new URL(entry.url, self.location.origin).pathname;
/** The language of an asset, or null when every language shares it. */
const assetLang = (entry: PrecacheEntry) => (isSharedAsset(pathOf(entry)) ? null : assetLanguageOf(pathOf(entry)));
/** The CR's search index: listed (so its key and revision are known), filled by "Save everything" only. */
const SAVE_ONLY = self.__SW_MANIFEST.filter((e) => isSaveOnlyAsset(pathOf(e)));
const INSTALLABLE = self.__SW_MANIFEST.filter((e) => !isSaveOnlyAsset(pathOf(e)));
const SHARED = INSTALLABLE.filter((e) => assetLang(e) === null);
/** What install precaches for a language, beside the shared assets: its index, its pages and their payloads. */
const BY_LANG = new Map(
  OFFLINE_LANGS.map((lang) => [
    lang,
    [
      ...INSTALLABLE.filter((e) => assetLang(e) === lang),
      ...PAGES.filter((p) => p.install && p.lang === lang).flatMap((p) => [
        { url: p.path, revision: p.html },
        { url: payloadKey(p.path), revision: p.rsc },
      ]),
    ],
  ]),
);

const serwist = new Serwist({
  // Every language's entries are listed (their keys, and what activation keeps); install fills only the reader's.
  precacheEntries: [...SHARED, ...OFFLINE_LANGS.flatMap((l) => BY_LANG.get(l)!), ...SAVE_ONLY],
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Next varies pages on its router headers; the precache holds one HTML and one payload per page.
    matchOptions: { ignoreVary: true },
  },
  skipWaiting: false,
  // The first install takes charge of the open page at once, so it works offline without a reload.
  clientsClaim: true,
  disableDevLogs: true,
});

// Pages and payloads are answered by sw/pages.ts, which knows what to do offline when a page is not
// precached (the other language's, say): Serwist's precache route answers the assets only, after it.
const precacheRoutes = (serwist.routes.get('GET') ?? []).filter((r) => r instanceof PrecacheRoute);
for (const route of precacheRoutes) serwist.unregisterRoute(route);
registerPageRoutes(serwist, PAGES, offlinePathOf);
for (const route of precacheRoutes) serwist.registerRoute(route);

listenToPages(serwist, PAGES, SAVE_ONLY);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const langs = await installLangs();
      for (const lang of langs) await rememberLang(lang);
      await fillPrecache(serwist, [...SHARED, ...langs.flatMap((l) => BY_LANG.get(l) ?? [])], true);
    })(),
  );
});

/** Languages this worker has already checked are precached (once per start is enough). */
const checked = new Set<string>();
self.addEventListener('message', (event) => {
  const data = event.data as WorkerRequest | undefined;
  if (data?.type !== 'READER_LANG' || checked.has(data.lang) || !BY_LANG.has(data.lang)) return;
  checked.add(data.lang);
  event.waitUntil(rememberLang(data.lang).then(() => fillPrecache(serwist, BY_LANG.get(data.lang)!, false)));
});

self.addEventListener('activate', (event) => {
  // Serwist drops precached entries this release no longer lists; prunePages, saved pages it changed.
  serwist.handleActivate(event);
  event.waitUntil(prunePages(PAGES));
});
self.addEventListener('fetch', serwist.handleFetch);
