// What scripts/bench/load-proxy.mjs proves about deploy/nginx.conf besides speed: the headers reach the
// reader unchanged, an HTML page and its router payload (RSC) never stand in for each other, and the
// faults (Node server down) give cached pages or a clear "temporarily unavailable" page.
import { rawGet } from './raw-get.mjs';

/** Headers the reader must get exactly as the Node server sends them (security, caching, content). */
const PASSED_THROUGH = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cache-control',
  'vary',
  'content-type',
  'content-encoding',
];
const GZIP = { 'accept-encoding': 'gzip' };

/** Compares each route's status and headers from the Node server and through nginx. */
export async function checkHeaders(nodeBase, proxyBase, routes) {
  const problems = [];
  for (const route of routes) {
    const direct = await rawGet(nodeBase + route, GZIP);
    for (const round of [1, 2]) {
      const proxied = await rawGet(proxyBase + route, GZIP);
      const where = `${route} (through nginx, ${round === 1 ? 'first' : 'second'} request, ${proxied.headers['x-cache-status']})`;
      if (proxied.status !== direct.status) problems.push(`${where}: status ${proxied.status}, Node sent ${direct.status}`);
      for (const name of PASSED_THROUGH) {
        if (proxied.headers[name] !== direct.headers[name]) {
          problems.push(`${where}: ${name} is ${JSON.stringify(proxied.headers[name] ?? null)}, Node sent ${JSON.stringify(direct.headers[name] ?? null)}`);
        }
      }
      // 404s are private (Cache-Control from Next): nginx must never store them.
      if (direct.status === 404 && proxied.headers['x-cache-status'] === 'HIT') problems.push(`${where}: a 404 was served from the cache`);
    }
  }
  console.log(`headers: ${routes.length} routes, status and ${PASSED_THROUGH.length} headers compared, Node alone vs nginx (twice: filling, then from the cache)`);
  return problems;
}

/** What a response is: an HTML page or a router payload, by its type and by its first bytes. */
function kind(res) {
  const type = res.headers['content-type'] ?? '';
  const looksHtml = /^\s*<!doctype html/i.test(res.text);
  if (type.startsWith('text/html') && looksHtml) return 'html';
  if (type.startsWith('text/x-component') && !looksHtml) return 'rsc';
  return `? (${type}, ${looksHtml ? 'HTML body' : 'other body'})`;
}

/** GETs `url`, following Next's 307 to the `_rsc` URL that matches the router headers. */
async function getFollowing(base, url, headers) {
  let res = await rawGet(base + url, headers);
  for (let hops = 0; res.status === 307 && hops < 3; hops++) {
    const next = new URL(res.headers.location, base + url);
    url = next.pathname + next.search;
    res = await rawGet(base + url, headers);
  }
  return { url, res };
}

/**
 * Asks nginx for one route in every form Next serves it, twice over, interleaved: the second round
 * must come from the cache (HIT) with each form's own body, so no entry stands in for another.
 */
export async function checkVariants(proxyBase, route) {
  const forms = [
    { name: 'HTML, gzip', headers: GZIP, want: 'html', encoding: 'gzip' },
    { name: 'router payload (RSC: 1)', headers: { ...GZIP, rsc: '1' }, want: 'rsc', encoding: 'gzip' },
    { name: 'prefetch (RSC, Next-Router-Prefetch)', headers: { ...GZIP, rsc: '1', 'next-router-prefetch': '1' }, want: 'rsc', encoding: 'gzip' },
    { name: 'segment prefetch (…-Segment-Prefetch)', headers: { ...GZIP, rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }, want: 'rsc', encoding: 'gzip' },
    { name: 'the _rsc URL without the RSC header', headers: GZIP, want: 'html', encoding: 'gzip', sameUrlAs: 1 },
    { name: 'HTML, no Accept-Encoding', headers: {}, want: 'html', encoding: undefined },
  ];
  const problems = [];
  const first = [];
  console.log(`variants of ${route} through nginx (round 1 fills the cache, round 2 must be served from it):`);
  for (const round of [1, 2]) {
    for (const [i, form] of forms.entries()) {
      const url = form.sameUrlAs === undefined ? route : first[form.sameUrlAs].url;
      const { url: finalUrl, res } = form.sameUrlAs === undefined ? await getFollowing(proxyBase, url, form.headers) : { url, res: await rawGet(proxyBase + url, form.headers) };
      const got = kind(res);
      const cache = res.headers['x-cache-status'];
      console.log(`  ${round}  ${form.name.padEnd(38)} ${String(res.status).padEnd(4)}${got.padEnd(5)} ${(res.headers['content-encoding'] ?? 'identity').padEnd(9)} ${cache}  ${finalUrl}`);
      const where = `${route}, ${form.name}, round ${round}`;
      if (res.status !== 200) problems.push(`${where}: status ${res.status}`);
      if (got !== form.want) problems.push(`${where}: got ${got}, expected ${form.want}`);
      if (res.headers['content-encoding'] !== form.encoding) problems.push(`${where}: content-encoding ${res.headers['content-encoding']}, expected ${form.encoding ?? 'none'}`);
      if (round === 1) first[i] = { url: finalUrl, body: res.body };
      else {
        if (cache !== 'HIT') problems.push(`${where}: ${cache}, expected HIT`);
        if (!res.body.equals(first[i].body)) problems.push(`${where}: the cached body differs from the first one`);
      }
    }
  }
  return problems;
}

/** Reads s-maxage (seconds) from a Cache-Control header. */
export function sMaxAge(cacheControl) {
  const m = /s-maxage=(\d+)/.exec(cacheControl ?? '');
  return m ? Number(m[1]) : undefined;
}

/** With the Node server stopped: cached pages (expired ones too) still served; an uncached one gets the unavailable page. */
export async function checkFaults(proxyBase, { cached, expired, uncached }) {
  const problems = [];
  const show = (what, route, res) =>
    console.log(`  ${what.padEnd(34)} ${route.padEnd(40)} ${res.status} ${res.headers['x-cache-status'] ?? '-'} ${(res.headers['content-type'] ?? '').split(';')[0]}`);

  const hit = await rawGet(proxyBase + cached, GZIP);
  show('cached page (the load-tested one)', cached, hit);
  if (hit.status !== 200 || kind(hit) !== 'html') problems.push(`${cached}: ${hit.status} ${kind(hit)} with the Node server down, expected the cached page`);

  if (expired) {
    const stale = await rawGet(proxyBase + expired, GZIP);
    show('cached page, expired (stale)', expired, stale);
    if (stale.status !== 200 || kind(stale) !== 'html') problems.push(`${expired}: ${stale.status} ${kind(stale)} with the Node server down, expected the stale page`);
    if (!['STALE', 'UPDATING'].includes(stale.headers['x-cache-status'])) problems.push(`${expired}: X-Cache-Status ${stale.headers['x-cache-status']}, expected STALE`);
  }

  const down = await rawGet(proxyBase + uncached, GZIP);
  show('never cached', uncached, down);
  if (down.status !== 503) problems.push(`${uncached}: status ${down.status} with the Node server down, expected 503`);
  if (!/^text\/html/.test(down.headers['content-type'] ?? '') || !down.text.includes('<h1>Temporarily unavailable</h1>')) problems.push(`${uncached}: not the "temporarily unavailable" page`);
  if (!down.headers['retry-after']) problems.push(`${uncached}: no Retry-After`);
  if (!/frame-ancestors 'none'/.test(down.headers['content-security-policy'] ?? '')) problems.push(`${uncached}: the unavailable page has no strict CSP`);

  for (const [route, want] of [['/healthz', 200], ['/healthz/app', 503]]) {
    const res = await rawGet(proxyBase + route);
    show(`health (${route === '/healthz' ? 'nginx' : 'Node server'})`, route, res);
    if (res.status !== want) problems.push(`${route}: ${res.status}, expected ${want} with the Node server down`);
  }
  return problems;
}
