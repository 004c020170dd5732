// Builds the service worker (sw/sw.ts) into public/sw.js, after `next build` (npm run build does both):
// the worker needs the prerendered pages to hash them, and a file in public/ is served by `next start`
// and by the standalone server alike. Serwist's own Next integrations build the worker during
// `next build`, before any page is prerendered, so they cannot revision pages by their content.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import { OFFLINE_LANGS, OFFLINE_SIZES_URL, SW_URL, type OfflineSizes } from '@/components/offline/offline-paths';
import { offlineSizes, readOfflineManifest, saveEverythingSizes } from '../lib/offline-manifest';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const started = performance.now();
  const root = process.cwd();
  // The sizes file is written from the manifest below: the last build's must not be read into it.
  const sizesFile = path.join(root, 'public', OFFLINE_SIZES_URL.slice(1));
  fs.rmSync(sizesFile, { force: true });
  const manifest = await readOfflineManifest(root);
  // What "Save everything" weighs per language, for its button (from the build, never written by hand).
  const save = saveEverythingSizes(manifest);
  const sizes: OfflineSizes = { langs: save.langs, cr: save.cr };
  const sizesJson = JSON.stringify(sizes);
  fs.mkdirSync(path.dirname(sizesFile), { recursive: true });
  fs.writeFileSync(sizesFile, sizesJson);
  const precacheEntries = [
    ...manifest.assets.map(({ url, revision }) => ({ url, revision })),
    { url: OFFLINE_SIZES_URL, revision: crypto.createHash('sha256').update(sizesJson).digest('hex').slice(0, 16) },
  ];

  const out = await esbuild.build({
    entryPoints: [path.join(root, 'sw', 'sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
    alias: { '@': root },
    define: {
      'process.env.NODE_ENV': '"production"',
      'self.__SW_MANIFEST': JSON.stringify(precacheEntries),
      'self.__OFFLINE_PAGES': JSON.stringify(manifest.pages),
    },
  });
  const code = out.outputFiles[0]!.contents;
  const dest = path.join(root, 'public', SW_URL.slice(1));
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, code);

  console.log(`service worker: ${path.relative(root, dest)} ${kB(code.length)} (${kB(gzipSync(code).length)} gzipped), ${manifest.assets.length} assets, ${manifest.pages.length} pages, in ${Math.round(performance.now() - started)} ms`);
  for (const lang of OFFLINE_LANGS) {
    const s = offlineSizes(manifest, lang);
    console.log(`  ${lang}: install precaches ${s.assets} assets + ${s.installPages} pages = ${kB(s.installBytes)} gzipped; its pages and index for "Save everything": ${s.allPages} pages, ${kB(save.langs.find((l) => l.lang === lang)!.bytes)}`);
  }
  console.log(`  "Save everything" (every language): ${save.pages} pages, ${kB(save.bytes)} gzipped → ${path.relative(root, sizesFile)}`);
  console.log(`    of which the Comprehensive Rules: ${save.cr.pages} pages (sections, subsections, the glossary) and their search index, ${kB(save.cr.bytes)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
