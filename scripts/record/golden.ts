// Records the golden corpus (engine/golden/corpus.json.gz): the judge output, the walkthrough and
// a share link of every worked example, every engine fixture and a few hundred random scenarios.
// engine/golden/golden.test.ts compares the engine against it (scenario-format.md, "Links are
// promises"). Re-record only on purpose, when a difference is intended and named in the log.
// Run: npx tsx scripts/record/golden.ts
import fc from 'fast-check';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { drive, scenarioArb } from '../../engine/testing/arbitraries';
import { encodeScenario, parseScenario } from '../../engine/index';
// The corpus holds what users see: the engine's facts with the English judge and the walkthrough carry.
import { narratedJudge as judge, narratedTimeline } from '../../i18n/narrators/en/judge';
import type { Scenario } from '../../engine/types';
import { exampleFiles } from '../../content/library';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function entry(name: string, scenario: Scenario) {
  return {
    name,
    scenario,
    link: await encodeScenario(scenario),
    judge: judge(scenario),
    timeline: narratedTimeline(scenario),
  };
}

const files = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).sort();
const entries = [];
for (const { file, example } of exampleFiles()) entries.push(await entry(`content/examples/${file}`, example.scenario));
for (const f of files('engine/fixtures')) {
  const parsed = parseScenario(JSON.parse(readFileSync(join(root, 'engine/fixtures', f), 'utf8')));
  if (parsed.ok) entries.push(await entry(`engine/fixtures/${f}`, parsed.scenario));
}

const random = fc.sample(
  fc.record({
    s: scenarioArb(),
    seeds: fc.array(fc.nat(), { maxLength: 8 }),
    // Some tables start with low life totals, so that 704.5a (new) has something to do.
    low: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 12 },
      { arbitrary: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 1 })), { minLength: 1, maxLength: 2 }), weight: 1 },
    ),
    // Some decision lists are cut short, and some end with a random (often illegal) decision.
    cut: fc.option(fc.nat(), { nil: undefined }),
    extra: fc.option(fc.tuple(fc.nat(), fc.oneof(fc.nat(), fc.constant(-1))), { nil: undefined }),
  }),
  { seed: 20261201, numRuns: 300 },
);
for (const [i, { s, seeds, low, cut, extra }] of random.entries()) {
  const life = low && Object.fromEntries(low.map(([p, n]) => [s.players[p % s.players.length]!, n]));
  const base: Scenario = life ? { ...s, life } : s;
  let decisions = drive(base, seeds).decisions;
  if (cut !== undefined) decisions = decisions.slice(0, cut % (decisions.length + 1));
  if (extra) {
    const [p, c] = extra;
    const card = c < 0 || s.cards.length === 0 ? 'nothing' : s.cards[c % s.cards.length]!.id;
    decisions = [...decisions, { player: s.players[p % s.players.length]!, choice: [card] }];
  }
  entries.push(await entry(`random/${String(i).padStart(3, '0')}`, { ...base, decisions }));
}

const json = JSON.stringify({ recordedAt: 'e212420', entries });
writeFileSync(join(root, 'engine/golden/corpus.json.gz'), gzipSync(json, { level: 9 }));
console.log(`${entries.length} entries, ${json.length} bytes of JSON`);
