// Builds public/generated/search-index.json from content/, through the content layer (run by
// `npm run build` before `next build`).
// The dialog fetches it when search first opens: it is in no page's first-load JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchIndex } from '@/content/library';
import { SEARCH_INDEX_FILE } from '@/components/search/load-index';

async function main() {
  const started = performance.now();
  const root = process.cwd();
  const index = searchIndex('en');

  const json = JSON.stringify(index);
  const out = path.join(root, 'public', SEARCH_INDEX_FILE);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, json);

  const counts = new Map<string, number>();
  for (const e of index.entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `search index: ${index.entries.length} entries (${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}), ` +
      `${kB(Buffer.byteLength(json))} raw, ${kB(gzipSync(json).length)} gzipped → ${path.relative(root, out)} ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
