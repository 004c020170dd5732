// What a response's Cache-Control promises, and what it must promise for each kind of response
// (next.config.mjs `headers()` for pages; Next itself for /_next/static; docs/deploying.md).
import type { APIResponse } from '@playwright/test';

/** Cache-Control directives by name; `true` for a directive without a value. */
export function cacheControl(header: string | undefined): Map<string, string | true> {
  return new Map(
    (header ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, value] = d.split('=', 2) as [string, string | undefined];
        return [name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, '')];
      }),
  );
}

const seconds = (v: string | true | undefined) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
const ONE_YEAR = 31_536_000;

/** A statically generated page (or its payload): a shared cache may keep it and serve it stale; a browser checks it each time. */
export function pageCachingProblems(route: string, res: APIResponse): string[] {
  const header = res.headers()['cache-control'];
  const cc = cacheControl(header);
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${route}: Cache-Control ${JSON.stringify(header ?? null)} ${what}`);
  for (const forbidden of ['private', 'no-store', 'no-cache']) if (cc.has(forbidden)) say(`has ${forbidden}: a shared cache cannot keep the page`);
  const sMaxAge = seconds(cc.get('s-maxage'));
  const swr = seconds(cc.get('stale-while-revalidate'));
  if (!sMaxAge || sMaxAge < 60) say('needs s-maxage of at least 60 s');
  if (!swr || (sMaxAge && swr < sMaxAge)) say('needs stale-while-revalidate, at least as long as s-maxage');
  // Browsers must ask again (a 304 is cheap), or a new release would not reach an open tab's next visit.
  if (seconds(cc.get('max-age')) !== 0) say('needs max-age=0 (browsers revalidate pages)');
  return problems;
}

/** A hashed asset under /_next/static: kept a year, never revalidated. */
export function assetCachingProblems(url: string, res: APIResponse): string[] {
  const header = res.headers()['cache-control'];
  const cc = cacheControl(header);
  if (cc.has('public') && cc.has('immutable') && (seconds(cc.get('max-age')) ?? 0) >= ONE_YEAR) return [];
  return [`${url}: Cache-Control ${JSON.stringify(header ?? null)}, expected public, max-age of a year, immutable`];
}

/** A 404 or an error: no shared cache may keep it (the URL may exist after the next release). */
export function uncachedProblems(route: string, res: APIResponse): string[] {
  const header = res.headers()['cache-control'];
  const cc = cacheControl(header);
  if (cc.has('private') || cc.has('no-store')) return [];
  return [`${route}: a ${res.status()} with Cache-Control ${JSON.stringify(header ?? null)}, which a shared cache may keep`];
}

/** The service worker and the manifest: cached, but checked with the server before every use. */
export function noCacheProblems(route: string, res: APIResponse): string[] {
  const header = res.headers()['cache-control'];
  const cc = cacheControl(header);
  if (cc.has('no-cache') && !cc.has('s-maxage') && !cc.has('immutable')) return [];
  return [`${route}: Cache-Control ${JSON.stringify(header ?? null)}, expected no-cache`];
}
