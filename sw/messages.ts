/// <reference lib="webworker" />
// What pages ask the worker: "save everything" (with progress), and "what is saved" (the offline
// page's list, the footer's saved-state line). Both answer on the MessagePort the page sends along.
import type { PrecacheEntry, Serwist } from 'serwist';
import {
  CACHE_NAMES,
  OFFLINE_LANGS,
  offlinePathOf,
  pageKindOf,
  REVISION_HEADER,
  isPayloadKey,
  payloadKey,
  type OfflinePage,
  type SaveProgress,
  type SavedList,
  type WorkerRequest,
} from '@/components/offline/offline-paths';
import { fillPrecache, matchPrecached } from './precache';
import { readMemory, rememberLang, writeMemory } from './reader';

declare const self: ServiceWorkerGlobalScope;

/** Pages fetched at once by "save everything": enough to use the connection, not to flood it. */
const CONCURRENCY = 4;

interface Variant {
  key: string;
  revision: string;
  payload: boolean;
}

const variants = (p: OfflinePage): Variant[] => [
  { key: p.path, revision: p.html, payload: false },
  { key: payloadKey(p.path), revision: p.rsc, payload: true },
];

async function isSaved(serwist: Serwist, cache: Cache, v: Variant): Promise<boolean> {
  // Precached (the reader's languages' pages): nothing to save. Listed but not there (another
  // language's) is saved like any page.
  if (await matchPrecached(serwist, v.key)) return true;
  const saved = await cache.match(v.key, { ignoreVary: true });
  return saved?.headers.get(REVISION_HEADER) === v.revision;
}

/** Fetches one page (or payload) and keeps it, labelled with its revision; only same-origin 200s. */
async function save(cache: Cache, v: Variant): Promise<void> {
  const response = await fetch(v.key, { cache: 'no-cache', headers: v.payload ? { RSC: '1' } : {} });
  if (response.status !== 200 || response.type !== 'basic') throw new Error(`HTTP ${response.status}`);
  const headers = new Headers(response.headers);
  headers.set(REVISION_HEADER, v.revision);
  await cache.put(v.key, new Response(await response.blob(), { status: 200, statusText: response.statusText, headers }));
}

/**
 * Saves every page of the given languages that is not saved at its current revision yet, and the
 * files only "Save everything" fetches (the CR's search index), into the precache at their revision.
 */
async function saveAll(serwist: Serwist, pages: OfflinePage[], saveOnly: readonly PrecacheEntry[], langs: string[], port: MessagePort): Promise<void> {
  const todo = pages.filter((p) => langs.includes(p.lang));
  const cache = await caches.open(CACHE_NAMES.pages);
  const progress: SaveProgress = {
    type: 'save-progress',
    done: 0,
    total: todo.length,
    bytes: 0,
    totalBytes: todo.reduce((n, p) => n + p.gzip, 0),
    failed: [],
    finished: false,
  };
  const post = () => port.postMessage({ ...progress, failed: [...progress.failed] });
  post();
  let next = 0;
  async function worker() {
    while (next < todo.length) {
      const page = todo[next++]!;
      try {
        for (const v of variants(page)) if (!(await isSaved(serwist, cache, v))) await save(cache, v);
      } catch {
        progress.failed.push(page.path);
      }
      progress.done++;
      progress.bytes += page.gzip;
      post();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  try {
    await fillPrecache(serwist, saveOnly, true);
  } catch {
    progress.failed.push(...saveOnly.map((e) => new URL(e.url, self.location.origin).pathname));
  }
  // The languages saved are the reader's now: an update keeps their pages (install and prunePages).
  for (const lang of langs) await rememberLang(lang);
  if (progress.failed.length === 0) await writeMemory({ savedAt: Date.now() });
  progress.finished = true;
  post();
}

/** Every page this device opens offline (of every language; the offline pages themselves left out). */
async function listSaved(serwist: Serwist, pages: OfflinePage[], port: MessagePort): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const offlinePages = new Set(OFFLINE_LANGS.map(offlinePathOf));
  const saved: SavedList['pages'] = [];
  for (const p of pages) {
    if (offlinePages.has(p.path)) continue;
    if ((await matchPrecached(serwist, p.path)) || (await cache.match(p.path, { ignoreVary: true }))) {
      saved.push({ path: p.path, title: p.title, lang: p.lang, kind: pageKindOf(p.path) });
    }
  }
  const { savedAt } = await readMemory();
  port.postMessage({ type: 'saved-list', pages: saved, savedAt } satisfies SavedList);
}

export function listenToPages(serwist: Serwist, pages: OfflinePage[], saveOnly: readonly PrecacheEntry[]): void {
  self.addEventListener('message', (event) => {
    const data = event.data as WorkerRequest | undefined;
    const port = event.ports[0];
    if (!data || !port) return;
    if (data.type === 'SAVE_ALL') event.waitUntil(saveAll(serwist, pages, saveOnly, data.langs, port));
    else if (data.type === 'LIST_SAVED') event.waitUntil(listSaved(serwist, pages, port));
  });
}

/**
 * On activation of a new release: drop saved pages this release changed or no longer has (their HTML
 * names scripts that are gone); the others stay saved. Serwist cleans the precache itself.
 */
export async function prunePages(pages: OfflinePage[]): Promise<void> {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const cache = await caches.open(CACHE_NAMES.pages);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const page = byPath.get(url.pathname);
    const revision = isPayloadKey(url) ? page?.rsc : page?.html;
    const saved = await cache.match(request, { ignoreVary: true });
    if (!revision || saved?.headers.get(REVISION_HEADER) !== revision) await cache.delete(request);
  }
}
