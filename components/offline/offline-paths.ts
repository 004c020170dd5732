// What the service worker keeps, and where: shared by the worker (sw/), the pages that talk to it
// (components/offline/) and the build script that lists what it precaches (scripts/build/sw.ts).
// Pure data and string functions: no DOM, no worker globals, so every side can import it.
import { localePath } from '@/i18n/lang';

/** The worker's script: a file in public/, so `next start` and the standalone server both serve it. */
export const SW_URL = '/sw.js';

/** The language of pages at the site's root. */
export const DEFAULT_LANG = 'en';
/**
 * Editions under their own prefix (/fr/…): every list below (install, "save everything", the
 * saved-pages list) splits by them, and a page of one registers `/sw.js?lang=<code>`.
 */
export const PREFIXED_LANGS: readonly string[] = ['fr'];

/** The language of a page, from its path. */
export function languageOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LANGS.includes(first) ? first : DEFAULT_LANG;
}

/** Assets every language shares: scripts, styles, icons, the web app manifest. */
export function isSharedAsset(pathname: string): boolean {
  return /^\/(?:_next\/|icons\/|icon\.svg$|manifest\.webmanifest$)/.test(pathname);
}

/** The language of an asset that is not shared: a search index names its own (`search-index.fr.json`). */
export function assetLanguageOf(pathname: string): string {
  const index = /^\/generated\/search-index\.([a-z]{2})\.json$/.exec(pathname);
  return index ? index[1]! : languageOf(pathname);
}

/**
 * Pages cached when visited (stale-while-revalidate) rather than on install: the worked examples and
 * each of their steps, a hundred pages a reader may never open. Everything else in the sitemap is
 * precached on install.
 */
export function isCachedOnVisit(pathname: string): boolean {
  return /^(?:\/examples|\/fr\/exemples)\/[^/]+(?:\/\d+)?\/?$/.test(pathname);
}

/** Open Graph images (for link previews): cached on visit, never by "Save everything". */
export function isOgImage(pathname: string): boolean {
  return /\/(?:opengraph|twitter)-image(?:-[\w-]+)?$/.test(pathname);
}

/** The page shown for a page that was not saved, while offline. */
export const OFFLINE_PATH = '/offline';

/** The offline page of a language (/offline, /fr/hors-ligne). */
export function offlinePathOf(lang: string): string {
  return lang === 'fr' ? localePath('fr', OFFLINE_PATH) : OFFLINE_PATH;
}

/**
 * The cache key (and precache URL) of a page's router payload: the App Router asks for it with an
 * `RSC: 1` header and a `_rsc` query that varies; the payload of a static page does not.
 */
export function payloadKey(pathname: string): string {
  return `${pathname}?_rsc`;
}

export function isPayloadKey(url: URL): boolean {
  return url.search === '?_rsc';
}

/** Runtime caches (the precache itself is Serwist's). */
export const CACHE_NAMES = {
  /** Pages kept after a visit or by "Save everything", with their router payloads. */
  pages: 'apnap-pages',
  /** Open Graph images seen on a visit. */
  ogImages: 'apnap-og-images',
} as const;

/** Header stored on a saved page: the revision it was saved at, to skip it when saving again. */
export const REVISION_HEADER = 'x-apnap-revision';

/** A page the worker knows: from the build's sitemap, with content-hashed revisions. */
export interface OfflinePage {
  path: string;
  title: string;
  lang: string;
  /** Precached on install (else cached on visit or by "Save everything"). */
  install: boolean;
  /** Revisions of the HTML and of the router payload: hashes of their content. */
  html: string;
  rsc: string;
  /** Bytes transferred, gzipped (HTML + payload), for the progress figure and the budget. */
  gzip: number;
}

// ── Messages between pages and the worker ────────────────────────────────────────────────────
export interface SaveProgress {
  type: 'save-progress';
  done: number;
  total: number;
  /** Gzipped bytes of the pages done so far, and of them all. */
  bytes: number;
  totalBytes: number;
  failed: string[];
  finished: boolean;
}
export interface SavedList {
  type: 'saved-list';
  pages: { path: string; title: string }[];
}
export type WorkerRequest = { type: 'SAVE_ALL'; langs: string[] } | { type: 'LIST_SAVED'; lang: string } | { type: 'SKIP_WAITING' };
