/// <reference lib="webworker" />
// The precache, read and filled by the page's URL. Serwist keeps the list (every language's entries,
// so that its keys and its clean-up on activation know them all); this file fills only the entries
// of the reader's languages (sw/sw.ts), and reads them whatever Vary header Next sent.
import type { PrecacheEntry, Serwist } from 'serwist';
import { isPayloadKey } from '@/components/offline/offline-paths';

declare const self: ServiceWorkerGlobalScope;

export async function matchPrecached(serwist: Serwist, path: string): Promise<Response | undefined> {
  const cacheKey = serwist.getPrecacheKeyForUrl(new URL(path, self.location.origin).href);
  if (!cacheKey) return undefined;
  const cache = await caches.open(serwist.precacheStrategy.cacheName);
  return cache.match(cacheKey, { ignoreVary: true });
}

/** Requests at once: a judge on poor Wi-Fi gets a few requests at a time, never a burst. */
const CONCURRENCY = 4;

/**
 * Downloads the entries not in the precache yet at their revision (the key holds it: an update
 * fetches only what changed). `strict` (the install): any failure fails it, and the browser tries
 * again later; otherwise (a language added at run time) a failed entry is left for the next time.
 * Only same-origin 200s are kept.
 */
export async function fillPrecache(serwist: Serwist, entries: readonly (PrecacheEntry | string)[], strict: boolean): Promise<void> {
  const cache = await caches.open(serwist.precacheStrategy.cacheName);
  const todo = entries.map((e) => (typeof e === 'string' ? { url: e } : e));
  let next = 0;
  async function worker() {
    while (next < todo.length) {
      const entry = todo[next++]!;
      const url = new URL(entry.url, self.location.origin);
      const key = serwist.getPrecacheKeyForUrl(url.href);
      if (!key || (await cache.match(key, { ignoreVary: true }))) continue;
      try {
        // A router payload is only sent for a request that says so (`RSC: 1`).
        const response = await fetch(url.href, {
          cache: entry.revision ? 'reload' : 'default',
          credentials: 'same-origin',
          headers: isPayloadKey(url) ? { RSC: '1' } : {},
        });
        if (response.status !== 200 || response.type !== 'basic') throw new Error(`${url.pathname}: HTTP ${response.status}`);
        // A redirected response cannot answer a navigation: keep its body and headers only.
        const body = response.redirected ? new Response(await response.blob(), { status: 200, headers: response.headers }) : response;
        await cache.put(key, body);
      } catch (error) {
        if (strict) throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
