// Offline budgets (bytes transferred, gzipped), checked on the production build (after `npm run build`):
//   - the install precache of each language (assets + every page but examples and steps) ≤ 3 MB;
//   - "Save everything" of each language (every page, no Open Graph images) ≤ 25 MB.
// Prints the figures; exits 1 when one is over, or when public/sw.js is older than the build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANG, PREFIXED_LANGS, SW_URL } from '@/components/offline/offline-paths';
import { distDirOf, offlineSizes, readOfflineManifest } from '../lib/offline-manifest';

const INSTALL_LIMIT = 3 * 1024 * 1024;
const SAVE_ALL_LIMIT = 25 * 1024 * 1024;
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const root = process.cwd();
  const failures: string[] = [];
  const sw = path.join(root, 'public', SW_URL.slice(1));
  const buildId = path.join(distDirOf(root), 'BUILD_ID');
  if (!fs.existsSync(buildId)) throw new Error('offline-budget: no production build (run `npm run build`)');
  if (!fs.existsSync(sw) || fs.statSync(sw).mtimeMs < fs.statSync(buildId).mtimeMs) failures.push(`${SW_URL} is missing or older than the build (npm run build writes it)`);

  const manifest = await readOfflineManifest(root);
  // The worker's own script is downloaded with the install too.
  const worker = fs.existsSync(sw) ? gzipSync(fs.readFileSync(sw)).length : 0;
  console.log(`Offline budgets (gzipped bytes; the worker script ${(worker / 1024).toFixed(1)} kB counts in each install):\n`);
  for (const lang of [DEFAULT_LANG, ...PREFIXED_LANGS]) {
    const s = offlineSizes(manifest, lang);
    s.installBytes += worker;
    console.log(`  ${lang}  install precache: ${MB(s.installBytes)} (${s.assets} assets, ${s.installPages} pages; limit ${MB(INSTALL_LIMIT)})`);
    console.log(`  ${lang}  Save everything: ${MB(s.saveAllBytes)} (${s.allPages} pages; limit ${MB(SAVE_ALL_LIMIT)})`);
    if (s.installBytes > INSTALL_LIMIT) failures.push(`${lang}: install precache ${MB(s.installBytes)} > ${MB(INSTALL_LIMIT)}`);
    if (s.saveAllBytes > SAVE_ALL_LIMIT) failures.push(`${lang}: Save everything ${MB(s.saveAllBytes)} > ${MB(SAVE_ALL_LIMIT)}`);
  }
  if (failures.length) {
    console.error(`\nOFFLINE BUDGET FAILED:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nOffline budget ok.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
