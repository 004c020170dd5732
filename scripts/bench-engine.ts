// Engine benchmark: every catalog effect on an 8-player table with full boards (7 cards in hand
// and 10 permanents each), resolved to the end by a driver that always takes the first option;
// then the engine's bundle size (esbuild, minified, gzipped). Targets: < 1 ms per resolution,
// < 12 kB gzipped. Run: npm run bench:engine
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Engine from '../engine/index';
import type { CardType, EffectId, Scenario, ScenarioCard } from '../engine/types';

const root = fileURLToPath(new URL('..', import.meta.url));
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
const { applyDecision, EFFECTS, startResolution } = (await import(pathToFileURL(join(dir, 'engine.mjs')).href)) as typeof Engine;
rmSync(dir, { recursive: true, force: true });

function resolve(s: Scenario): number {
  let state = startResolution(s);
  let n = 0;
  while (state.pending) {
    const p = state.pending;
    const r = applyDecision(state, { player: p.player, choice: [p.options[0]!] });
    if (!r.ok) throw new Error(`${s.effect.id}: ${r.error.message}`);
    state = r.state;
    n++;
  }
  return n;
}

async function size(label: string, contents: string): Promise<number> {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.contents;
  const gz = gzipSync(code, { level: 9 }).length;
  console.log(`${label}: ${code.length} bytes minified, ${gz} bytes gzipped (${(gz / 1024).toFixed(1)} kB)`);
  return gz;
}

console.log('Bundle (esbuild, minified, ESM, browser):');
const whole = await size('engine/index.ts', "export * from './engine/index';");
await size('engine without share links', Object.entries({
  './engine/order': 'apnapOrder, turnOrderFrom',
  './engine/scenario/parse': 'parseScenario, parseScenarioText',
  './engine/resolve': 'startResolution, applyDecision',
  './engine/timeline': 'timeline',
  './engine/view': 'viewAs',
  './engine/judge': 'judge',
  './engine/hint': 'hint',
  './engine/effects': 'EFFECTS, effectName',
}).map(([from, names]) => `export { ${names} } from '${from}';`).join('\n'));
console.log(`bundle target: < 12 kB gzipped: ${whole < 12 * 1024 ? 'met' : 'NOT met'}`);
const links = await size(
  'share links + validation (share-link.ts, scenario/parse.ts)',
  "export { encodeScenario, decodeScenario } from './engine/share-link'; export { parseScenario, parseScenarioText } from './engine/scenario/parse';",
);
console.log(`share links + validation target: <= 6 kB gzipped: ${links <= 6 * 1024 ? 'met' : 'NOT met'}`);

const rows: string[][] = [['effect', 'decisions', 'mean µs', 'p95 µs', 'cpu µs']];
let worst = 0;
for (const { id } of EFFECTS) {
  const s = table(id);
  let decisions = 0;
  for (let i = 0; i < 50; i++) decisions = resolve(s); // warm-up
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < 400; i++) {
    const t0 = performance.now();
    resolve(s);
    times.push((performance.now() - t0) * 1000);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  worst = Math.max(worst, mean);
  rows.push([id, String(decisions), mean.toFixed(0), p95.toFixed(0), ((cpu.user + cpu.system) / times.length).toFixed(0)]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  '));
console.log(`slowest mean: ${(worst / 1000).toFixed(3)} ms per full resolution (target < 1 ms)`);
console.log(`load average while measuring: ${(await import('node:os')).loadavg()[0]!.toFixed(1)} (wall times grow with load; cpu µs less so)`);

