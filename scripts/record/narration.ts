// Records everything the site and `judge` say, in both languages, to a folder outside the repository
// (`npx tsx scripts/record/narration.ts /tmp/narration`): every example's rendered steps (log lines,
// question and reason, verdict, hint, finished line, abilities, step caption, "Copy as text"), `judge`'s
// output on every example and fixture (through the CLI itself), a few hundred random tables driven
// to their end, every refusal of the narrator corpus and a set of refused scenario files and links.
// Two recordings of different commits must be byte-identical unless a wording changed on purpose.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { decodeScenario, parseScenario, parseScenarioText, timeline } from '@/engine';
import { narratedJudge as judge } from '@/i18n/narrators/en/judge';
import type { GameState, ScenarioError } from '@/engine/types';
import { drive, scenarioArb } from '@/engine/testing/arbitraries';
import { example as exampleIn, exampleFiles, stepCaption } from '@/content/library';
import { samples } from '@/components/i18n/testing/corpus';
import { walkthroughOf } from '@/components/simulator/walkthrough';
import { narratorFor } from '@/i18n/narrators';
import '@/i18n/narrators/fr';

const OUT = process.argv[2] ?? '/tmp/narration';
const ROOT = process.cwd();
const LANGS = ['en', 'fr'] as const;
mkdirSync(OUT, { recursive: true });

const counts: Record<string, number> = {};
const out: Record<string, string[]> = {};
function put(file: string, line: string): void {
  (out[file] ??= []).push(line);
  counts[file] = (counts[file] ?? 0) + 1;
}

/** Abilities on the table at a state: waiting ones, then the stack's. */
const abilityIds = (s: GameState) => [...s.board.waiting, ...s.board.stack.flatMap((x) => ('ability' in x ? [x.ability] : []))];

// 1. Every example's rendered steps, in both languages.
for (const { example: en } of exampleFiles()) {
  for (const lang of LANGS) {
    const example = exampleIn(en.slug, lang);
    if (!example) continue;
    const n = narratorFor(lang);
    const walk = walkthroughOf(example);
    walk.forEach((step, i) => {
      const p = step.pending;
      put(
        `examples.${lang}.jsonl`,
        JSON.stringify({
          slug: example.slug,
          step: i,
          events: step.events.map((e) => `${n.event(e, step.state)} (${e.rule})`),
          question: p && n.question(p, step.state),
          reason: p && n.reason(p),
          verdict: n.verdict(step),
          hint: n.hint(step.state),
          finished: n.finished(step.state),
          resolving: n.resolving(step.state),
          abilities: abilityIds(step.state).map((id) => n.ability(step.state, id)),
          caption: stepCaption(example, i, lang),
        }),
      );
      put(`copy-text.${lang}.txt`, `${n.copyText(example, walk, i, `https://apnap.example/examples/${example.slug}/${i + 1}`)}\n----`);
    });
  }
}

// 2. judge on every example and fixture, through the CLI (stdout, stderr and exit code).
const judgeCli = (file: string) => {
  try {
    return { code: 0, out: execFileSync('npx', ['tsx', 'i18n/cli/judge.ts', file], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), err: '' };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { code: x.status, out: x.stdout, err: x.stderr };
  }
};
const tmp = join(OUT, 'tmp');
mkdirSync(tmp, { recursive: true });
for (const { example } of exampleFiles()) {
  const f = join(tmp, `${example.slug}.json`);
  writeFileSync(f, JSON.stringify(example.scenario));
  put('judge-cli.txt', `== content/${example.slug}\n${JSON.stringify(judgeCli(f))}`);
}
for (const f of readdirSync(join(ROOT, 'engine/fixtures')).filter((x) => x.endsWith('.json')).sort()) {
  put('judge-cli.txt', `== engine/fixtures/${f}\n${JSON.stringify(judgeCli(join('engine/fixtures', f)))}`);
}

// 3. A few hundred random tables driven to their end: judge's JSON, and every step narrated.
const tables = fc.sample(fc.tuple(scenarioArb(), fc.array(fc.nat(), { minLength: 1, maxLength: 12 })), { seed: 24, numRuns: 300 });
tables.forEach(([scenario, seeds], k) => {
  const { decisions } = drive(scenario, seeds);
  const s = { ...scenario, decisions };
  put('random-judge.jsonl', JSON.stringify(judge(s)));
  const tl = timeline(s);
  for (const lang of LANGS) {
    const n = narratorFor(lang);
    for (const step of tl.steps) {
      const p = step.pending;
      put(
        `random.${lang}.jsonl`,
        JSON.stringify({
          table: k,
          events: step.events.map((e) => n.event(e, step.state)),
          question: p && n.question(p, step.state),
          reason: p && n.reason(p),
          hint: n.hint(step.state),
          finished: n.finished(step.state),
          abilities: abilityIds(step.state).map((id) => n.ability(step.state, id)),
        }),
      );
    }
  }
});

// 4. Every refusal of the narrator corpus (each error code on the examples, fixtures and golden tables).
const corpus = samples();
for (const lang of LANGS) {
  const n = narratorFor(lang);
  for (const { error, state } of corpus.errors) put(`refusals.${lang}.txt`, `${error.code} ${error.rule} ${n.refusal(error, state)}`);
  for (const { event, state } of corpus.events) put(`corpus-events.${lang}.txt`, n.event(event, state));
  for (const { pending, state } of corpus.pendings) put(`corpus-pendings.${lang}.txt`, `${n.question(pending, state)} | ${n.reason(pending)}`);
}

// 5. Refused scenario files and links, as the sandbox and judge say them.
const bad: unknown[] = [
  'not json',
  '[]',
  '{}',
  { format: 'apnap/2' },
  { format: 'apnap/1', players: ['A'] },
  { format: 'apnap/1', players: ['A', 'A'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', ''], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'C', cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', life: [], cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', life: { A: 1.5 }, cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: {}, effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [1], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'a b', name: 'X', owner: 'A', zone: 'hand', types: ['land'] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 'X', owner: 'A', zone: 'hand', types: ['land'] }, { id: 'x', name: 'X', owner: 'A', zone: 'hand', types: ['land'] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 3, owner: 'A', zone: 'hand', types: ['land'] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 'X', owner: 'A', zone: 'deck', types: ['land'] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 'X', owner: 'A', zone: 'hand', types: [] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 'X', owner: 'A', zone: 'hand', types: ['land', 'land'] }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [{ id: 'x', name: 'X', owner: 'A', zone: 'hand', types: ['land'], manaValue: -1 }], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: 'smallpox' },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: { id: 'nope', controller: 'A' } },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' }, decisions: {} },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' }, decisions: [3] },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' }, decisions: [{ player: 3, choice: [] }] },
  { format: 'apnap/1', players: ['A', 'B'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' }, decisions: [{ player: 'A', choice: 'x' }] },
  { format: 'apnap/1', players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], activePlayer: 'A', cards: [], effect: { id: 'smallpox', controller: 'A' } },
  { format: 'apnap/1', players: ['A'.repeat(99), 'B'], activePlayer: 'B', cards: [], effect: { id: 'smallpox', controller: 'B' } },
];
const errors: ScenarioError[] = [];
for (const raw of bad) {
  const r = typeof raw === 'string' ? parseScenarioText(raw) : parseScenario(raw);
  if (!r.ok) errors.push(r.error);
}
for (const f of readdirSync(join(ROOT, 'engine/fixtures')).filter((x) => x.startsWith('invalid')).sort()) {
  const r = parseScenarioText(readFileSync(join(ROOT, 'engine/fixtures', f), 'utf8'));
  if (!r.ok) errors.push(r.error);
}
for (const link of ['!!', 'A'.repeat(20000), 'AAAA', 'eJwrSS0u0c1JzEvPz1EwAAA', 'H4sIAAAAAAAAA0tMSU1RyMsvzUvJzEvXVShIzSvRUUhKLcnPS0nNAwCj0r6SHgAAAA']) {
  const r = await decodeScenario(link);
  if (!r.ok) errors.push(r.error);
}
for (const lang of LANGS) {
  const n = narratorFor(lang);
  for (const e of errors) put(`scenario-errors.${lang}.txt`, `${e.code} ${JSON.stringify(e.params)} ${n.importError(e)}`);
}

for (const [file, lines] of Object.entries(out)) writeFileSync(join(OUT, file), `${lines.join('\n')}\n`);
writeFileSync(join(OUT, 'counts.json'), `${JSON.stringify(counts, null, 2)}\n`);
console.log(JSON.stringify(counts));
