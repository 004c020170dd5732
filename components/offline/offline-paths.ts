// What the service worker keeps, and where: shared by the worker (sw/), the pages that talk to it
// (components/offline/) and the build script that lists what it precaches (scripts/build/sw.ts).
// Pure data and string functions: no DOM, no worker globals, so every side can import it.
import { localePath } from '@/i18n/lang';

/**
 * The worker's script: a file in public/, so `next start` and the standalone server both serve it.
 * One URL for every language: a browser treats a registration under another script URL as a new
 * version, so the worker learns the reader's language at run time (see sw/langs.ts) instead.
 */
export const SW_URL = '/sw.js';

/** The language of pages at the site's root. */
export const DEFAULT_LANG = 'en';
/**
 * Editions under their own prefix (/fr/…): every list below (install, "save everything", the
 * saved-pages list) splits by them.
 */
export const PREFIXED_LANGS: readonly string[] = ['fr'];

/** Every language the worker knows, the default first. */
export const OFFLINE_LANGS: readonly string[] = [DEFAULT_LANG, ...PREFIXED_LANGS];

/** The language of a page, from its path. */
export function languageOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LANGS.includes(first) ? first : DEFAULT_LANG;
}

/**
 * What "Save everything" downloads per language, written by the build (scripts/build/sw.ts) from the
 * offline manifest: the button shows it before anything is saved.
 */
export const OFFLINE_SIZES_URL = '/generated/offline-sizes.json';

/** Assets every language shares: scripts, styles, icons, the web app manifest, the sizes above. */
export function isSharedAsset(pathname: string): boolean {
  return pathname === OFFLINE_SIZES_URL || /^\/(?:_next\/|icons\/|icon\.svg$|manifest\.webmanifest$)/.test(pathname);
}

/**
 * The Comprehensive Rules' search index (content/search/cr-index.ts): saved by "Save everything",
 * never precached on install: it weighs more than every other asset, and search works without it.
 */
export const CR_INDEX_URL = '/generated/cr-index.json';
export function isSaveOnlyAsset(pathname: string): boolean {
  return pathname === CR_INDEX_URL;
}

// /rules/<n> and /fr/regles/<n>: a section (7), a subsection (702), a rule (702.19) or a subrule (702.19b).
const CR_ADDRESS = /^(?:\/fr\/regles|\/rules)\/(\d(?:\d{2}(?:\.\d+[a-z]?)?)?)$/;

/** The number a rule address names (`/fr/regles/702.19b` → `702.19b`), or null when it is none. */
export function crNumberOf(pathname: string): string | null {
  return CR_ADDRESS.exec(pathname)?.[1] ?? null;
}

/**
 * A section's or subsection's page of the Comprehensive Rules (/rules/7, /rules/702): saved by "Save
 * everything" with the CR, not precached on install (a few hundred pages a reader may never open).
 */
export function isCrHeadPage(pathname: string): boolean {
  const id = crNumberOf(pathname);
  return id !== null && !id.includes('.');
}

/**
 * Where a rule or subrule opens offline when its own page is not saved: its subsection's page, which
 * prints every rule of it, at the rule's anchor (/rules/702.19b → /rules/702#702.19b). Null for
 * anything else. The rule pages render on demand (thousands of them); the subsection pages are saved.
 */
export function crFallbackOf(pathname: string): string | null {
  const id = crNumberOf(pathname);
  if (!id?.includes('.')) return null;
  return `${pathname.slice(0, pathname.length - id.length)}${id.slice(0, 3)}#${id}`;
}

/** The language of an asset that is not shared: a search index names its own (`search-index.fr.json`). */
export function assetLanguageOf(pathname: string): string {
  const index = /^\/generated\/search-index\.([a-z]{2})\.json$/.exec(pathname);
  return index ? index[1]! : languageOf(pathname);
}

const GLOSSARY_PATHS = ['/glossary', localePath('fr', '/glossary')];

/** A page of the Comprehensive Rules' own text: a section's, a subsection's, or the glossary. */
export function isCrTextPage(pathname: string): boolean {
  return isCrHeadPage(pathname) || GLOSSARY_PATHS.includes(pathname);
}

/**
 * Pages cached when visited (stale-while-revalidate) rather than on install: the worked examples and
 * each of their steps, a hundred pages a reader may never open; and the glossary, the Comprehensive
 * Rules' 725 terms (~145 kB gzipped with its payload, per language): the CR's text comes with "Save
 * everything", never with the install, which did not grow with it. Everything else in the sitemap is
 * precached on install.
 */
export function isCachedOnVisit(pathname: string): boolean {
  return /^(?:\/examples|\/fr\/exemples)\/[^/]+(?:\/\d+)?\/?$/.test(pathname) || GLOSSARY_PATHS.includes(pathname);
}


/** How the saved-pages list groups a page: rules (and the card page), examples, their steps, the rest. */
export type PageKind = 'rules' | 'examples' | 'steps' | 'pages';
export const PAGE_KINDS: readonly PageKind[] = ['rules', 'examples', 'steps', 'pages'];

export function pageKindOf(pathname: string): PageKind {
  if (/^(?:\/fr)?\/(?:rules|regles|cards|cartes)\/[^/]+$/.test(pathname)) return 'rules';
  if (/^(?:\/examples|\/fr\/exemples)\/[^/]+\/\d+$/.test(pathname)) return 'steps';
  if (/^(?:\/examples|\/fr\/exemples)\/[^/]+$/.test(pathname)) return 'examples';
  return 'pages';
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
  /** What the worker remembers of its reader: languages read, when "Save everything" last ran. */
  reader: 'apnap-reader',
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
  /** A page of the Comprehensive Rules' text (a section, a subsection, the glossary): saved with the CR, never on install. */
  cr?: true;
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
export interface SavedPage {
  path: string;
  title: string;
  lang: string;
  kind: PageKind;
}
export interface SavedList {
  type: 'saved-list';
  /** Every page this device can open offline, in the build's order (the sitemap's). */
  pages: SavedPage[];
  /** When "Save everything" last finished without a failure (ms since the epoch), or null. */
  savedAt: number | null;
}
/** "Save everything", per language: pages and gzipped bytes (that language's pages and index). */
export interface OfflineSizes {
  langs: { lang: string; pages: number; bytes: number }[];
  /** Of that, the Comprehensive Rules: their pages in every language and their search index. */
  cr?: { pages: number; bytes: number };
}
export type WorkerRequest =
  | { type: 'SAVE_ALL'; langs: string[] }
  | { type: 'LIST_SAVED' }
  /** Sent by every page once the worker controls it: the worker keeps that language precached. */
  | { type: 'READER_LANG'; lang: string }
  | { type: 'SKIP_WAITING' };
