import path from 'node:path';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
import { exampleSteps } from './components/content/example-steps.mjs';

const isDev = process.env.NODE_ENV === 'development';

/** Content-Security-Policy: everything from our own origin; nothing else is ever requested. */
function csp(frameAncestors) {
  return [
    "default-src 'self'",
    // Next's App Router streams its payload in inline scripts; pages are static, so no nonce is possible.
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    // The service worker (public/sw.js) and the web app manifest: our own origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // No Cross-Origin-Opener-Policy: a reader arriving from another site (a link in a discussion, a
  // search result) or a new tab would be put in a new browsing context group, which Chromium can only
  // decide once the response's headers arrive, and only then start the renderer. Measured with
  // Lighthouse (4x CPU, slow 4G): 160-210 ms more before the first paint on every page, about a fifth
  // of a bare page's LCP. These pages hold nothing another window could read (no login, no secrets)
  // and open no cross-origin windows; framing stays refused by frame-ancestors and X-Frame-Options.
];

/**
 * Every page is generated at build time, so a shared cache (nginx, a CDN) may keep it: for 5 minutes
 * fresh, then served stale for a day while it refetches in the background, and for a week while the
 * Node server is down. Browsers revalidate every time (max-age=0, answered 304 by ETag), so a new
 * release reaches readers as soon as the shared cache refreshes. See docs/deploying.md.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=604800';

/** A 404: never kept by a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The service worker and the manifest must never be kept stale: browsers check them on every load. */
const NO_CACHE = 'no-cache';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every French page, from the content layer (content/library.ts `sitePaths`, loaded with tsx as the
 * build's scripts do) each time the configuration is read: no list to generate or keep in step, and
 * a content layer that fails to load fails the build rather than matching every address.
 */
async function frenchPages() {
  const { tsImport } = await import('tsx/esm/api');
  const library = await tsImport(pathToFileURL(path.join(root, 'content', 'library.ts')).href, import.meta.url);
  return library.sitePaths('fr');
}

/**
 * The French pages, as a regular expression on what follows `/fr/`. Any other /fr/ address answers
 * the French 404 page: an unknown address, but also an unknown slug or step under a page folder
 * (`/fr/exemples/x`, dynamicParams = false). A header rule must name them: Next answers a route that
 * calls notFound() with the headers of the address it was asked for (the pages' public
 * Cache-Control), and only an address that no route matches with its own private one.
 */
/**
 * The folders whose pages grow with the content (the rules, their editions, the examples and their
 * steps, the embeds): the header rule names each folder once, and the proxy (proxy.ts) rewrites an
 * address under them that names no page to the 404 page, so that the pattern's length does not grow
 * with the pages (Next caps a rule's source at 4,096 characters; the examples' steps alone passed it).
 */
const PROXY_FOLDERS = ['regles', 'editions', 'exemples', 'embed'];

/** What proxy.ts's matcher names (a folder's own index page, e.g. /fr/exemples, is not among them). */
const PROXY_PATHS = ['rules/.', 'editions/.', ...PROXY_FOLDERS.map((folder) => `fr/${folder}/.`)];

function frenchPagesPattern(listed) {
  const escape = (p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const steps = new Map();
  for (const p of listed.filter((p) => p.startsWith('/fr/'))) {
    const [, page, step] = p.replace(/^\/fr\//, '').match(/^(.*?)(?:\/(\d+))?$/);
    if (!steps.has(page)) steps.set(page, { self: false, steps: [] });
    if (step === undefined) steps.get(page).self = true;
    else steps.get(page).steps.push(step);
  }
  const pages = [...steps]
    .filter(([page]) => !PROXY_FOLDERS.some((folder) => page.startsWith(`${folder}/`)))
    .map(([page, s]) => (s.steps.length ? `${escape(page)}(?:/(?:${s.steps.join('|')}))${s.self ? '?' : ''}` : escape(page)));
  return `(?:${[...pages, ...PROXY_FOLDERS.map((folder) => `${folder}/.+`)].join('|')})$`;
}

const listedFrenchPages = await frenchPages();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds live side by side (e.g. NEXT_DIST_DIR=.next-e2e); default .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // A host needs only <distDir>/standalone plus public/ and <distDir>/static (scripts/ops/standalone.mjs
  // copies them in). The tracing root is this folder, so server.js sits at the top of standalone/.
  output: 'standalone',
  outputFileTracingRoot: root,
  // Next compresses (gzip) itself, so the server alone is usable; a proxy in front caches the
  // compressed responses instead of compressing again (deploy/nginx.conf).
  compress: true,
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  // `npm test` (scripts/check/test-all.sh) runs `tsc --noEmit` as a stage of its own and, when it
  // passed, sets APNAP_TYPES_CHECKED=1 for the build: the same types need not be checked twice. Any
  // other build (`npm run build`, `npm start`) checks them.
  typescript: { ignoreBuildErrors: process.env.APNAP_TYPES_CHECKED === '1' },
  poweredByHeader: false,
  // Inlined in proxy.ts at build time: the examples' steps, and the two Cache-Control values it sets
  // on the addresses it judges (PROXY_PATHS).
  env: {
    APNAP_EXAMPLE_STEPS: JSON.stringify(exampleSteps(listedFrenchPages)),
    APNAP_PAGE_CACHE_CONTROL: PAGE_CACHE_CONTROL,
    APNAP_PRIVATE_CACHE_CONTROL: PRIVATE_CACHE_CONTROL,
  },
  reactStrictMode: true,
  experimental: {
    // The stylesheets (about 7 kB gzipped in all) go inline in each page's <head>: no render-blocking
    // request, so a phone on a slow network paints the text as soon as the HTML arrives.
    inlineCss: true,
    // Each page inlines only the CSS modules its own code imports (the sandbox's and practice's stay
    // on their pages): a step page's stylesheet went from 26 to 17 kB raw, and it counts twice, in
    // <style> and in the inline payload (vercel/next.js#98079). The graph chunker sizes chunks by
    // what requests cost; inlined, they cost none. The islands that keep a server drawing import its
    // stylesheets themselves (components/simulator/static-view-styles.ts).
    cssChunking: { type: 'graph', requestCost: 0 },
    // One root layout per language (app/(site), app/embed, app/fr): the 404 of an address that matches
    // no route is app/global-not-found.tsx.
    globalNotFound: true,
    // Static generation of the ~1,000 pages on every core: Next leaves one idle by default (CI has 2).
    cpus: Math.max(1, os.availableParallelism()),
    // Turbopack's build cache (.next/cache) makes the next build's compile faster on the same machine;
    // CI builds once on a fresh one, where writing it was 12 s of the build for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // An address under /fr that no route matches gets the French 404 page (prerendered), not the
  // English one of app/global-not-found.tsx. `fallback`: only after every page and route is tried.
  async rewrites() {
    return { fallback: [{ source: '/fr/:path*', destination: '/fr/introuvable' }] };
  },
  async headers() {
    const frenchPattern = frenchPagesPattern(listedFrenchPages);
    return [
      {
        // Every route but the embeds (English and French): never framed by another site.
        source: '/((?!embed/|fr/embed/).*)',
        headers: [...commonHeaders, { key: 'Content-Security-Policy', value: csp("'none'") }, { key: 'X-Frame-Options', value: 'DENY' }],
      },
      {
        // /embed/*: the simulator alone, made to be framed by blogs and forums.
        source: '/embed/:path*',
        headers: [...commonHeaders, { key: 'Content-Security-Policy', value: csp('*') }],
      },
      { source: '/fr/embed/:path*', headers: [...commonHeaders, { key: 'Content-Security-Policy', value: csp('*') }] },
      {
        // Pages, their router payloads (?_rsc=), the sitemap and the search index: all built once.
        // Not /_next/*: Next marks its hashed assets `public, max-age=31536000, immutable` itself, and
        // only when no Cache-Control was set before. Next's own 404 and error responses stay private.
        // Nor the addresses proxy.ts judges (its matcher): it sets their Cache-Control itself, public for a
        // page that exists and private for a 404, since a header rule here matches the address asked
        // for, not the 404 page the proxy rewrites an unknown one to.
        source: `/((?!_next/|${PROXY_PATHS.join('|')}).*)`,
        headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
      },
      // An unknown French address (the French 404 page, above): never kept by a shared cache. An unknown
      // address under one of PROXY_FOLDERS is rewritten to that 404 page by proxy.ts.
      { source: `/fr/:path((?!${frenchPattern}).*)`, headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] },
      // The English 404 page that proxy.ts rewrites an unknown rule address to (header rules match the
      // address rewritten to; the French one, /fr/introuvable, is an unknown French address above).
      { source: '/404', headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] },
      // Last, so they win over the page rule above.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: NO_CACHE }] },
      { source: '/manifest.webmanifest', headers: [{ key: 'Cache-Control', value: NO_CACHE }] },
    ];
  },
};

// Turbopack takes remark/rehype plugins only by name (strings), not as imported functions.
// remark-frontmatter: a page's YAML frontmatter is its metadata, read by content/library.ts; the
// compiler only has to leave it out of the page.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-gfm', 'remark-frontmatter'],
  },
});

// Interface strings (next-intl): messages and request configuration in components/i18n/. No
// middleware: every page is static in its language (English at the root, French under /fr).
// `precompile`: the messages are compiled at build time (ICU → a compact tree), so the browser gets
// next-intl's formatter without intl-messageformat's parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './components/i18n/request.ts',
  experimental: {
    messages: { path: './components/i18n/messages', format: 'json', locales: ['en', 'fr'], precompile: true },
  },
});

export default withNextIntl(withMDX(nextConfig));
