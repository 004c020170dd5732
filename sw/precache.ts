/// <reference lib="webworker" />
// Reading the precache the way it was written: by the page's URL, whatever Vary header Next sent.
import type { Serwist } from 'serwist';

declare const self: ServiceWorkerGlobalScope;

export async function matchPrecached(serwist: Serwist, path: string): Promise<Response | undefined> {
  const cacheKey = serwist.getPrecacheKeyForUrl(new URL(path, self.location.origin).href);
  if (!cacheKey) return undefined;
  const cache = await caches.open(serwist.precacheStrategy.cacheName);
  return cache.match(cacheKey, { ignoreVary: true });
}

export function isPrecached(serwist: Serwist, path: string): boolean {
  return serwist.getPrecacheKeyForUrl(new URL(path, self.location.origin).href) !== undefined;
}
