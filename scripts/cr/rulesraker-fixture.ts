// `npx tsx scripts/cr/rulesraker-fixture.ts <rulesraker-YYYY-MM-DD.json.xz>`: writes the digest of
// the other project's parse beside the tests (fixtures/), which compare our parse with it on a
// fresh clone without ../shared.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { digest, fromRulesraker } from './digest';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx scripts/cr/rulesraker-fixture.ts <rulesraker-YYYY-MM-DD.json.xz>');
const json = JSON.parse(execFileSync('xz', ['-dc', file], { encoding: 'utf8', maxBuffer: 1 << 28 }));
const out = path.join(import.meta.dirname, 'fixtures', path.basename(file).replace(/\.json\.xz$/, '.tsv'));
fs.writeFileSync(out, `${digest(fromRulesraker(json)).join('\n')}\n`);
console.log(`${out}: ${fs.statSync(out).size} bytes`);
