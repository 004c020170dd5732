// The parser on the published files themselves, when ../shared/cr/ (85 editions and rulesraker's
// parse of 2026-01-16) is beside the repository; a fresh clone without it checks the committed
// dataset instead (content/cr/editions.test.ts, rulesraker.test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storedDataset } from '@/content/cr/history';
import { buildDataset } from './dataset';
import { decodeEdition } from './decode';
import { digest, fromRulesraker } from './digest';
import { parseEdition } from './parse';
import { contentsOf, readEditions } from './read';

const SHARED = path.join(__dirname, '..', '..', '..', 'shared', 'cr');
const present = fs.existsSync(path.join(SHARED, 'editions.tar.xz'));

describe.skipIf(!present)('the published editions in ../shared/cr', () => {
  const tmp = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'cr-test-'));
  if (present) execFileSync('tar', ['xJf', path.join(SHARED, 'editions.tar.xz'), '-C', tmp]);
  const dir = path.join(tmp, 'txt');
  const files = present ? fs.readdirSync(dir).sort() : [];
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it.each(files)('%s: every section and subsection of its Contents parsed, each number once', (file) => {
    const text = decodeEdition(fs.readFileSync(path.join(dir, file)));
    const { entries } = parseEdition(text);
    const headings = entries.filter((e) => e.kind === 'section' || e.kind === 'subsection').map((e) => e.id);
    expect(headings).toEqual(contentsOf(text));
    const doubled = entries.filter((e) => e.id.includes('#')).map((e) => e.id);
    expect(doubled).toEqual(['2009-09-04.txt', '2009-10-01.txt'].includes(file) ? ['702.30d#2'] : []);
  });

  it('2026-01-16 parses as rulesraker parsed it, text for text', () => {
    const theirs = fromRulesraker(JSON.parse(execFileSync('xz', ['-dc', path.join(SHARED, 'rulesraker-2026-01-16.json.xz')], { encoding: 'utf8', maxBuffer: 1 << 28 })));
    const [ours] = readEditions(dir, (d) => d === '2026-01-16');
    expect(ours!.entries.map(({ id, text, examples }) => ({ id, text, examples }))).toEqual(theirs.entries);
    expect(ours!.glossary).toEqual(theirs.glossary);
    expect(digest(theirs)).toEqual(fs.readFileSync(path.join(__dirname, 'fixtures', 'rulesraker-2026-01-16.tsv'), 'utf8').trimEnd().split('\n'));
  });

  it('make the committed dataset, byte for byte: it is not stale', () => {
    const fresh = buildDataset(readEditions(dir));
    expect(JSON.stringify(fresh.current)).toBe(JSON.stringify(storedDataset().current));
    expect(JSON.stringify(fresh.history)).toBe(JSON.stringify(storedDataset().history));
  }, 180_000);
});
