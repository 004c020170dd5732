// Offline budgets (bytes transferred, gzipped), checked on the production build (after `npm run build`):
//   - the install precache of each language (assets + every page but examples and steps) ≤ 3 MB;
//   - "Save everything", which saves every language (every page, no Open Graph images) ≤ 36 MB: 25 MB
//     until the Comprehensive Rules came in (their section and subsection pages in both languages, the
//     glossary and the rules' index: 9.9 MB of 27.2 MB when they did), 30 MB until the nine examples of
//     every rule that says "APNAP order" and their steps (issue 48) brought it to 31.6 MB; never on install.
// Prints the figures; exits 1 when one is over, or when public/sw.js is older than the build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OFFLINE_LANGS, SW_URL } from '@/components/offline/offline-paths';
import { distDirOf, offlineSizes, readOfflineManifest, saveEverythingSizes } from '../lib/offline-manifest';

const INSTALL_LIMIT = 3 * 1024 * 1024;
const SAVE_ALL_LIMIT = 36 * 1024 * 1024;
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
  // One worker for every language; its install precaches the reader's language only.
  for (const lang of OFFLINE_LANGS) {
    const s = offlineSizes(manifest, lang);
    s.installBytes += worker;
    console.log(`  ${lang}  install precache: ${MB(s.installBytes)} (${s.assets} assets, ${s.installPages} pages; limit ${MB(INSTALL_LIMIT)})`);
    if (s.installBytes > INSTALL_LIMIT) failures.push(`${lang}: install precache ${MB(s.installBytes)} > ${MB(INSTALL_LIMIT)}`);
  }
  // "Save everything" saves both languages at once: the budget holds for them together.
  const save = saveEverythingSizes(manifest);
  const each = save.langs.map((l) => `${l.lang} ${MB(l.bytes)}, ${l.pages} pages`).join('; ');
  console.log(`  Save everything (${OFFLINE_LANGS.join(' + ')}): ${MB(save.bytes + worker)} (${save.pages} pages; ${each}; limit ${MB(SAVE_ALL_LIMIT)})`);
  console.log(`    of which the Comprehensive Rules: ${MB(save.cr.bytes)} (${save.cr.pages} pages: sections, subsections, the glossary; and the rules' search index)`);
  if (save.bytes + worker > SAVE_ALL_LIMIT) failures.push(`Save everything: ${MB(save.bytes + worker)} > ${MB(SAVE_ALL_LIMIT)}`);
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
