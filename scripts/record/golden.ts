// Records the golden corpus (engine/golden/corpus.json.gz): the judge output, the walkthrough and
// a share link of worked examples, engine fixtures and random scenarios.
// i18n/narrators/golden.test.ts compares the engine against it (scenario-format.md, "Links are
// promises"). Re-record only on purpose, when a difference is intended and named in the log.
// - The first recording (top level, at e212420): every example and fixture of the day and 300 random
//   `apnap/1` scenarios. It is kept as it is: today's engine differs from it by the named changes.
// - `recordings`: "apnap/2 tables" (issue 45, before the engine decided teams, control and opponents
//   in one place): every `apnap/2` example and fixture and 300 random tables of each kind
//   (scripts/record/apnap2-tables.ts).
// Run: npx tsx scripts/record/golden.ts           adds the apnap/2 recording, keeping the rest byte for byte
//      npx tsx scripts/record/golden.ts --again   records it again on today's engine
//      npx tsx scripts/record/golden.ts --same-tables   records it again on today's engine for the
//        scenarios it holds (the random tables are not driven again: each link stays), adding the
//        apnap/2 files made or changed since (issue 45's corrections of 2026-12-07)
//      npx tsx scripts/record/golden.ts --all     records everything again on today's engine (apnap/1 too)
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drive, scenarioArb } from '../../engine/testing/arbitraries';
import { encodeScenario, parseScenario } from '../../engine/index';
// The corpus holds what users see: the engine's facts with the English judge and the walkthrough carry.
import { narratedJudge as judge, narratedTimeline } from '../../i18n/narrators/en/judge';
import type { Scenario } from '../../engine/types';
import { exampleFiles } from '../../content/library';
import { apnap2Files, randomApnap2Tables, sameTables } from './apnap2-tables';
import { headCommit, readCorpus, writeCorpus, writeRecording } from './corpus-file';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FILE = join(root, 'engine/golden/corpus.json.gz');

async function entry(name: string, scenario: Scenario) {
  return {
    name,
    scenario,
    link: await encodeScenario(scenario),
    judge: judge(scenario),
    timeline: narratedTimeline(scenario),
  };
}

/** The first recording's entries: every `apnap/1` example and fixture, and 300 random `apnap/1` scenarios. */
async function apnap1Entries() {
  const files = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).sort();
  const entries = [];
  for (const { file, example } of exampleFiles()) {
    if (example.scenario.format === 'apnap/1') entries.push(await entry(`content/examples/${file}`, example.scenario));
  }
  for (const f of files('engine/fixtures')) {
    const parsed = parseScenario(JSON.parse(readFileSync(join(root, 'engine/fixtures', f), 'utf8')));
    if (parsed.ok && parsed.scenario.format === 'apnap/1') entries.push(await entry(`engine/fixtures/${f}`, parsed.scenario));
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
  return entries;
}

const APNAP2 = 'apnap/2 tables';
const args = process.argv.slice(2);
const apnap2 = { what: APNAP2, recordedAt: headCommit(root), entries: [] as Awaited<ReturnType<typeof entry>>[] };
const recorded = () => (readCorpus(FILE)?.json.recordings?.find((r) => r.what === APNAP2)?.entries ?? []) as { name: string; scenario: Scenario }[];
const tables = args.includes('--same-tables') ? sameTables(root, recorded()) : [...apnap2Files(root), ...randomApnap2Tables()];
for (const { name, scenario } of tables) apnap2.entries.push(await entry(name, scenario));

const json = args.includes('--all')
  ? writeCorpus(FILE, { recordedAt: headCommit(root), entries: await apnap1Entries(), recordings: [apnap2] })
  : writeRecording(FILE, apnap2, args.includes('--again') || args.includes('--same-tables'));
console.log(`${APNAP2}: ${apnap2.entries.length} entries; the corpus: ${json.length} bytes of JSON`);
