/// <reference lib="webworker" />
// How the worker answers pages and the App Router's payload requests (registered after Serwist's
// precache route, which answers exact precached URLs: scripts, styles, the search index, icons).
//
//   page or payload precached        → from the precache, whatever the query (share links /sandbox?s=…)
//   an example or step page          → stale-while-revalidate, kept in the pages cache
//   anything else                    → the network; offline, a saved copy, else for a rule of the
//                                      CR its subsection's saved page at its anchor (a redirect to
//                                      /rules/702#702.19b), else the offline page (of the page's
//                                      language, else of the language precached)
//   Open Graph image                 → stale-while-revalidate, kept apart (a few dozen at most)
//
// Only same-origin GET responses with status 200 are ever stored.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  StaleWhileRevalidate,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
  type Serwist,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_NAMES,
  OFFLINE_LANGS,
  crFallbackOf,
  REVISION_HEADER,
  languageOf,
  isCachedOnVisit,
  isOgImage,
  payloadKey,
  type OfflinePage,
} from '@/components/offline/offline-paths';
import { matchPrecached } from './precache';

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/** A router payload request (not a prefetch: those may fail offline, the navigation will ask again). */
function isPayloadRequest(request: Request): boolean {
  const h = request.headers;
  return h.get('RSC') === '1' && !h.has('Next-Router-Prefetch') && !h.has('Next-Router-Segment-Prefetch');
}

/** The one cache key of a page, or of its payload: the path, without the query. */
export function pageKey(request: Request): string {
  const { origin, pathname } = new URL(request.url);
  return origin + (isPayloadRequest(request) ? payloadKey(pathname) : pathname);
}

export function registerPageRoutes(serwist: Serwist, pages: OfflinePage[], offlinePathOf: (lang: string) => string): void {
  const byPath = new Map(pages.map((p) => [p.path, p]));

  /** Stores a page under its key, labelled with the revision this release gives it. */
  const keyAndLabel: SerwistPlugin = {
    cacheKeyWillBeUsed: async ({ request }) => new Request(pageKey(request)),
    cacheWillUpdate: async ({ request, response }) => {
      if (!response || response.status !== 200 || response.type !== 'basic') return null;
      const page = byPath.get(new URL(request.url).pathname);
      if (!page) return response;
      const headers = new Headers(response.headers);
      headers.set(REVISION_HEADER, isPayloadRequest(request) ? page.rsc : page.html);
      return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
    },
  };
  const visitedPages = new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.pages,
    plugins: [keyAndLabel],
    matchOptions: { ignoreVary: true },
  });

  async function savedCopy(request: Request): Promise<Response | undefined> {
    const cache = await caches.open(CACHE_NAMES.pages);
    return cache.match(pageKey(request), { ignoreVary: true });
  }

  /** /rules/702.19b → /rules/702#702.19b when that page is precached or saved; else null. */
  async function crFallback(path: string): Promise<string | null> {
    const fallback = crFallbackOf(path);
    if (!fallback) return null;
    const page = fallback.slice(0, fallback.indexOf('#'));
    const cache = await caches.open(CACHE_NAMES.pages);
    const kept = (await matchPrecached(serwist, page)) ?? (await cache.match(new URL(page, self.location.origin).href, { ignoreVary: true }));
    return kept ? fallback : null;
  }

  async function answer({ request, event, url }: RouteHandlerCallbackOptions, payload: boolean): Promise<Response> {
    const path = url.pathname;
    const precached = await matchPrecached(serwist, payload ? payloadKey(path) : path);
    if (precached) return precached;
    try {
      if (isCachedOnVisit(path) && byPath.has(path)) return await visitedPages.handle({ request, event });
      return await fetch(request);
    } catch {
      const saved = await savedCopy(request);
      if (saved) return saved;
      // A payload the router can't get makes it load the page itself, which lands on the offline page.
      if (payload) return Response.error();
      // A rule not saved on its own: its subsection's saved page, at the rule's anchor.
      const fallback = await crFallback(path);
      if (fallback) return Response.redirect(new URL(fallback, url.origin).href, 302);
      const lang = languageOf(path);
      for (const l of [lang, ...OFFLINE_LANGS.filter((x) => x !== lang)]) {
        const offline = await matchPrecached(serwist, offlinePathOf(l));
        if (offline) return offline;
      }
      return Response.error();
    }
  }

  const sameOriginGet = ({ request, sameOrigin }: RouteMatchCallbackOptions) => sameOrigin && request.method === 'GET';

  serwist.registerCapture(
    (o) => sameOriginGet(o) && isPayloadRequest(o.request),
    (o) => answer(o, true),
  );
  serwist.registerCapture(
    (o) => sameOriginGet(o) && o.request.mode === 'navigate',
    (o) => answer(o, false),
  );
  serwist.registerCapture(
    (o) => sameOriginGet(o) && isOgImage(o.url.pathname),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.ogImages,
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
  );
}
