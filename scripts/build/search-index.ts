// Builds the search indexes from content/, through the content layer (run by `npm run build` before
// `next build`): public/generated/search-index.json (English) and search-index.fr.json (French, its
// own pages, examples, rulings and glossary with French URLs). The dialog fetches the page's
// language's index when search first opens: neither is in any page's first-load JavaScript. And
// public/generated/cr-index.json: the Comprehensive Rules' entries, fetched beside it.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rulesIndex, searchIndex } from '@/content/library';
import { LANGS } from '@/i18n/lang';
import { searchIndexFile } from '@/components/search/load-index';
import { NEWEST_EDITION } from '@/content/cr/reader';
import { CR_INDEX_FILE } from '@/content/search/cr-index';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const root = process.cwd();
  for (const lang of LANGS) {
    const started = performance.now();
    const index = searchIndex(lang);
    const json = JSON.stringify(index);
    const out = path.join(root, 'public', searchIndexFile(lang));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, json);

    const counts = new Map<string, number>();
    for (const e of index.entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
    console.log(
      `search index (${lang}): ${index.entries.length} entries (${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}), ` +
        `${kB(Buffer.byteLength(json))} raw, ${kB(gzipSync(json).length)} gzipped → ${path.relative(root, out)} ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  }
  // The Comprehensive Rules' entries, one file for both languages, fetched on first search.
  const cr = JSON.stringify(rulesIndex());
  const crOut = path.join(root, 'public', CR_INDEX_FILE);
  fs.writeFileSync(crOut, cr);
  console.log(`rules index (${NEWEST_EDITION}): ${kB(Buffer.byteLength(cr))} raw, ${kB(gzipSync(cr).length)} gzipped → ${path.relative(root, crOut)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
