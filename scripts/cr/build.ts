// `npm run cr:data -- <folder>`: regenerates content/cr/data/ (current.json, history.json) from a
// folder of edition files named `<effective date>.txt`, or from a folder holding the archive
// editions.tar.xz (as ../shared/cr/ does), and prints the dataset's figures. docs/cr-data.md.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_DIR } from '@/content/library';
import { buildDataset } from './dataset';
import { readEditions } from './read';

/** JSON with each item of each top-level list on a line of its own: a new edition's diff reads as the lines it adds. */
function linePerItem(data: Record<string, unknown[]>): string {
  const lists = Object.entries(data).map(([key, items]) => `${JSON.stringify(key)}: [\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`);
  return `{\n${lists.join(',\n')}\n}\n`;
}

function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: npm run cr:data -- <folder of edition files, or of editions.tar.xz>');
  const started = performance.now();
  const { current, history } = buildDataset(readEditions(folder));
  const out = path.join(CONTENT_DIR, 'cr', 'data');
  fs.mkdirSync(out, { recursive: true });
  const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  for (const [name, data] of [['current.json', current], ['history.json', history]] as const) {
    const json = linePerItem(data as unknown as Record<string, unknown[]>);
    fs.writeFileSync(path.join(out, name), json);
    console.log(`${name}: ${kB(Buffer.byteLength(json))} raw, ${kB(gzipSync(json, { level: 9 }).length)} gzipped`);
  }
  const versions = history.lineages.reduce((n, l) => n + l.length, 0);
  console.log(
    `${current.editions.length} editions (${current.editions[0]} to ${current.editions.at(-1)}), ${history.lineages.length} lineages, ` +
      `${versions} versions, ${current.texts.length + history.texts.length} distinct texts, ${current.entries.length} entries and ` +
      `${current.glossary.length} glossary terms in the newest; ${Math.round(performance.now() - started)} ms`,
  );
}

main();
