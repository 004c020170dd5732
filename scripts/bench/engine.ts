// Engine benchmark: every catalog effect on an 8-player table with full boards (7 cards in hand
// and 10 permanents each), resolved to the end by a driver that always takes the first option
// (target < 1 ms per resolution); then Wrath of God on 8 players who each control Blood Artist,
// Zulaport Cutthroat and 4 other creatures: 48 deaths, 432 abilities, every order and target
// decided, resolved to the end (target < 5 ms); then the engine's two size caps (esbuild, minified,
// gzipped: the rules engine <= 10.5 kB, share links + validation <= 6 kB). Run: npm run bench:engine
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { engineSizes, reportSizes } from '../lib/engine-size.mjs';
import type * as Engine from '../../engine/index';
import type { CardType, EffectId, Scenario, ScenarioCard } from '../../engine/types';

const root = fileURLToPath(new URL('../..', import.meta.url));
const players = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

function table(effect: EffectId): Scenario {
  const cards: ScenarioCard[] = [];
  const handTypes: CardType[][] = [['creature'], ['instant'], ['land'], ['sorcery'], ['artifact'], ['enchantment'], ['creature']];
  const permTypes: CardType[][] = [['creature'], ['creature'], ['artifact', 'creature'], ['land'], ['land'], ['land', 'creature'], ['artifact'], ['enchantment'], ['planeswalker'], ['creature']];
  players.forEach((p, i) => {
    handTypes.forEach((types, k) => {
      // Ben's first card is an Archangel of Strife: Show and Tell then restarts APNAP (101.4d).
      const angel = i === 1 && k === 0;
      cards.push({ id: `${p}-h${k}`, name: angel ? 'Archangel of Strife' : `${p} card ${k}`, owner: p, zone: 'hand', types, manaValue: (k * 3 + i) % 7 });
    });
    permTypes.forEach((types, k) => cards.push({ id: `${p}-b${k}`, name: `${p} permanent ${k}`, owner: p, zone: 'battlefield', types, manaValue: k % 5 }));
  });
  return { format: 'apnap/1', players, activePlayer: 'Cy', cards, effect: { id: effect, controller: 'Ana' } };
}

// The engine as shipped: the minified bundle, loaded once (not the TypeScript sources via tsx).
const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
const bundled = await build({ entryPoints: [join(root, 'engine/index.ts')], bundle: true, minify: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
writeFileSync(join(dir, 'engine.mjs'), bundled.outputFiles[0]!.contents);
const { applyDecision, EFFECTS, settle, startResolution } = (await import(pathToFileURL(join(dir, 'engine.mjs')).href)) as typeof Engine;
rmSync(dir, { recursive: true, force: true });

function resolve(s: Scenario): number {
  let state = startResolution(s);
  let n = 0;
  while (state.pending) {
    const p = state.pending;
    // An ordering (613.7m's timestamps, 603.3b's triggers) lists every option: the options as given.
    const choice = p.min === p.options.length && p.options.length > 1 ? p.options.slice() : [p.options[0]!];
    const r = applyDecision(state, { player: p.player, choice });
    if (!r.ok) throw new Error(`${s.effect.id}: ${r.error.code}`);
    state = r.state;
    n++;
  }
  return n;
}

console.log('Bundle (esbuild, minified, ESM, browser, gzip -9):');
const over = reportSizes(await engineSizes(root), (l) => console.log(`  ${l}`));

/** The life race at scale: life 1000 each so that every one of the 432 abilities resolves. */
function wrathTable(): Scenario {
  const cards: ScenarioCard[] = [];
  for (const p of players) {
    const add = (id: string, name: string) => cards.push({ id: `${p}-${id}`, name, owner: p, zone: 'battlefield', types: ['creature'], manaValue: 2 });
    add('artist', 'Blood Artist');
    add('zulaport', 'Zulaport Cutthroat');
    for (let k = 0; k < 4; k++) add(`c${k}`, `${p} creature ${k}`);
  }
  const life = Object.fromEntries(players.map((p) => [p, 1000]));
  return { format: 'apnap/1', players, activePlayer: 'Cy', life, cards, effect: { id: 'wrath-of-god', controller: 'Ana' } };
}

/** Every ordering as offered, every target the next player in the options: decided, then resolved. */
function resolveWrath(s: Scenario): { decisions: number; abilities: number } {
  let state = startResolution(s);
  let decisions = 0;
  while (state.pending) {
    const p = state.pending;
    const choice = p.kind === 'order' ? p.options : [p.options[(p.options.indexOf(p.player) + 1) % p.options.length]!];
    const r = applyDecision(state, { player: p.player, choice });
    if (!r.ok) throw new Error(`wrath: ${r.error.code}`);
    state = r.state;
    decisions++;
  }
  state = settle(state);
  const abilities = state.events.filter((e) => e.type === 'resolve').length;
  if (!state.done || state.board.stack.length) throw new Error('wrath: did not resolve to the end');
  return { decisions, abilities };
}

const rows: string[][] = [['effect', 'decisions', 'mean µs', 'p95 µs', 'cpu µs']];
/** Runs `f` after a warm-up; mean and p95 wall time and mean CPU time per run, in µs. */
function measure(f: () => void, warmup: number, runs: number): { mean: number; p95: number; cpu: number } {
  for (let i = 0; i < warmup; i++) f();
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push((performance.now() - t0) * 1000);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / runs, p95: times[Math.floor(runs * 0.95)]!, cpu: (cpu.user + cpu.system) / runs };
}

let worst = 0;
for (const { id } of EFFECTS) {
  const s = table(id);
  const decisions = resolve(s);
  const { mean, p95, cpu } = measure(() => resolve(s), 50, 400);
  worst = Math.max(worst, mean);
  rows.push([id, String(decisions), mean.toFixed(0), p95.toFixed(0), cpu.toFixed(0)]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  '));
console.log(`slowest mean: ${(worst / 1000).toFixed(3)} ms per full resolution (target < 1 ms: ${worst < 1000 ? 'met' : 'NOT met'})`);

const wrath = wrathTable();
const shape = resolveWrath(wrath);
const w = measure(() => resolveWrath(wrath), 20, 100);
console.log(`\nWrath of God, 8 players x (Blood Artist, Zulaport Cutthroat, 4 creatures): 48 deaths, ${shape.abilities} abilities resolved, ${shape.decisions} decisions`);
console.log(`  mean ${w.mean.toFixed(0)} µs, p95 ${w.p95.toFixed(0)} µs, cpu ${w.cpu.toFixed(0)} µs per full resolution (target < 5 ms: ${w.mean < 5000 ? 'met' : 'NOT met'})`);
console.log(`load average while measuring: ${(await import('node:os')).loadavg()[0]!.toFixed(1)} (wall times grow with load; cpu µs less so)`);
if (over.length) console.log(`size caps exceeded: ${over.join('; ')}`);
