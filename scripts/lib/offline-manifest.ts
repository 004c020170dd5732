// What the service worker precaches and what "Save everything" downloads, read from the production
// build: the assets (through Serwist's getManifest), and the pages of the built sitemap — the one list
// of pages the site has, so pages added later (a new rule, /practice) join without a change here.
// Revisions are hashes of the content, so a release re-downloads only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getManifest, type ManifestEntry } from '@serwist/build';
import {
  OFFLINE_LANGS,
  assetLanguageOf,
  crNumberOf,
  isCachedOnVisit,
  isCrHeadPage,
  isCrTextPage,
  isSaveOnlyAsset,
  isSharedAsset,
  languageOf,
  offlinePathOf,
  type OfflinePage,
} from '@/components/offline/offline-paths';

export interface Asset extends ManifestEntry {
  /** Bytes transferred, gzipped. */
  gzip: number;
}

export interface OfflineManifest {
  assets: Asset[];
  pages: OfflinePage[];
}

const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 6 }).length;

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function distDirOf(root: string): string {
  return path.resolve(root, process.env.NEXT_DIST_DIR ?? '.next');
}

/** The build's prerendered output of a route: `<app>/<route>.<ext>`, `/` being `index`. */
function prerendered(appDir: string, route: string, ext: string): string {
  return path.join(appDir, `${route === '/' ? '/index' : route}${ext}`);
}

/** Paths of the built sitemap (origin dropped: SITE_URL may point elsewhere). */
function sitemapPaths(appDir: string): string[] {
  const file = path.join(appDir, 'sitemap.xml.body');
  if (!fs.existsSync(file)) throw new Error(`offline: ${file} not found: the sitemap was not prerendered`);
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1]!)).pathname);
}

/**
 * Hash of a prerendered file without the build's id: Next writes a new id into every page on each
 * build, which alone must not make readers download unchanged pages again (the router reloads the
 * page when its payload comes from another build, so mixing builds is safe).
 */
function revision(buf: Buffer, buildId: string): string {
  return crypto.createHash('sha256').update(buf.toString('utf8').split(buildId).join('')).digest('hex').slice(0, 16);
}

/**
 * What the worker does with a page of the sitemap: `install` (precached), `save` (cached on visit or
 * by "Save everything": examples, steps, the CR's section and subsection pages), or `skip`: a rule
 * or subrule of the CR rendered on demand (not prerendered), opened offline from its subsection's
 * saved page (crFallbackOf). Any other page the build did not prerender is an error.
 */
export function routeRole(route: string, isPrerendered: boolean): 'install' | 'save' | 'skip' {
  if (!isPrerendered) {
    if (crNumberOf(route)?.includes('.')) return 'skip';
    throw new Error(`offline: ${route} is in the sitemap but was not prerendered`);
  }
  return isCachedOnVisit(route) || isCrHeadPage(route) ? 'save' : 'install';
}

function readPage(appDir: string, route: string, buildId: string, install: boolean): OfflinePage {
  const htmlFile = prerendered(appDir, route, '.html');
  const rscFile = prerendered(appDir, route, '.rsc');
  for (const f of [htmlFile, rscFile]) {
    if (!fs.existsSync(f)) throw new Error(`offline: ${route} is in the sitemap but ${path.relative(process.cwd(), f)} was not prerendered`);
  }
  const html = fs.readFileSync(htmlFile);
  const rsc = fs.readFileSync(rscFile);
  const title = /<title>([^<]*)<\/title>/.exec(html.toString('utf8'))?.[1];
  return {
    path: route,
    title: title ? decodeEntities(title) : route,
    lang: languageOf(route),
    install,
    html: revision(html, buildId),
    rsc: revision(rsc, buildId),
    gzip: gzipSize(html) + gzipSize(rsc),
    ...(isCrTextPage(route) ? { cr: true as const } : {}),
  };
}

/** Prerendered route handlers the worker precaches for every language: the manifest and its icons. */
function routeAssets(appDir: string): Asset[] {
  const out: Asset[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.body')) {
        const url = '/' + path.relative(appDir, p).split(path.sep).join('/').replace(/\.body$/, '');
        if (!isSharedAsset(url)) continue;
        const buf = fs.readFileSync(p);
        out.push({ url, revision: crypto.createHash('sha256').update(buf).digest('hex').slice(0, 16), gzip: gzipSize(buf) });
      }
    }
  };
  walk(appDir);
  return out;
}

export async function readOfflineManifest(root: string): Promise<OfflineManifest> {
  const distDir = distDirOf(root);
  const appDir = path.join(distDir, 'server', 'app');
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const rel = path.relative(root, distDir).split(path.sep).join('/');

  // Every script, stylesheet and font of the build (content-hashed names: no revision needed), and
  // the search indexes (one file per language, and the CR's, which only "Save everything" fetches;
  // revisioned by Serwist with their content hashes). Not
  // static/<build id>/: the Pages Router's manifests, which no App Router page loads, under a new URL
  // at every build.
  const { manifestEntries = [], warnings } = await getManifest({
    globDirectory: root,
    globPatterns: [`${rel}/static/{chunks,media}/**/*.{js,css,woff2,woff,svg,png,webp}`, 'public/generated/*.json'],
    modifyURLPrefix: { [`${rel}/static/`]: '/_next/static/', 'public/': '/' },
    dontCacheBustURLsMatching: /^\/_next\/static\//,
  });
  if (warnings.length) console.warn(`offline: ${warnings.join('\n')}`);
  const fileOf = (url: string) =>
    url.startsWith('/_next/static/') ? path.join(distDir, 'static', url.slice('/_next/static/'.length)) : path.join(root, 'public', url);
  const assets: Asset[] = [
    ...manifestEntries.map((e) => ({ ...e, gzip: gzipSize(fs.readFileSync(fileOf(e.url))) })),
    ...routeAssets(appDir),
  ];

  const routes = sitemapPaths(appDir);
  const pages = routes.flatMap((r) => {
    const role = routeRole(r, fs.existsSync(prerendered(appDir, r, '.html')));
    return role === 'skip' ? [] : [readPage(appDir, r, buildId, role === 'install')];
  });
  // The offline page of each language (not in the sitemap: it is no page to land on).
  for (const lang of OFFLINE_LANGS) {
    const route = offlinePathOf(lang);
    if (fs.existsSync(prerendered(appDir, route, '.html'))) pages.push(readPage(appDir, route, buildId, true));
  }
  return { assets, pages };
}

const sum = (xs: { gzip: number }[]) => xs.reduce((n, x) => n + x.gzip, 0);

/** Bytes (gzipped) a reader of `lang` downloads on install (and how many pages that language has). */
export function offlineSizes(m: OfflineManifest, lang: string) {
  const assets = m.assets.filter((a) => !isSaveOnlyAsset(a.url) && (isSharedAsset(a.url) || assetLanguageOf(a.url) === lang));
  const pages = m.pages.filter((p) => p.lang === lang);
  const install = pages.filter((p) => p.install);
  return {
    assets: assets.length,
    installPages: install.length,
    allPages: pages.length,
    installBytes: sum(assets) + sum(install),
  };
}

/**
 * What "Save everything" downloads, which is every language: the shared assets (scripts, styles,
 * icons), then each language's index and pages. `langs` is what the button shows for each language
 * (its own index and pages; the shared assets came with the install).
 */
export function saveEverythingSizes(m: OfflineManifest) {
  const shared = m.assets.filter((a) => isSharedAsset(a.url));
  // The CR's search index is one file for every language: counted once, in the CR's figure.
  const crAssets = m.assets.filter((a) => isSaveOnlyAsset(a.url));
  const langs = OFFLINE_LANGS.map((lang) => {
    const own = m.assets.filter((a) => !isSharedAsset(a.url) && !isSaveOnlyAsset(a.url) && assetLanguageOf(a.url) === lang);
    const pages = m.pages.filter((p) => p.lang === lang);
    return { lang, pages: pages.length, bytes: sum(own) + sum(pages) };
  });
  const crPages = m.pages.filter((p) => p.cr);
  return {
    langs,
    pages: langs.reduce((n, l) => n + l.pages, 0),
    bytes: sum(shared) + sum(crAssets) + langs.reduce((n, l) => n + l.bytes, 0),
    /** The Comprehensive Rules within it: their section and subsection pages, the glossary, and their index. */
    cr: { pages: crPages.length, bytes: sum(crPages) + sum(crAssets) },
  };
}
