// Practice benchmark: generating a drill from (seed, topic) and grading an answer, per topic,
// over the minified bundle the browser gets (engine/practice with the engine, esbuild); then
// picking the next drill for the easiest settings (the most seeds turned down); then the bundle's
// size. Target: generating and answering a drill < 5 ms. Run: npm run bench:practice
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Practice from '../../engine/practice/index';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundle = (platform: 'node' | 'browser') =>
  build({ entryPoints: [join(root, 'engine/practice/index.ts')], bundle: true, minify: true, format: 'esm', platform, write: false, logLevel: 'silent' });

const dir = mkdtempSync(join(tmpdir(), 'bench-practice-'));
writeFileSync(join(dir, 'practice.mjs'), (await bundle('node')).outputFiles[0]!.contents);
const { generateDrill, grade, pickDrill, TOPIC_IDS } = (await import(pathToFileURL(join(dir, 'practice.mjs')).href)) as typeof Practice;
rmSync(dir, { recursive: true, force: true });

const quantile = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const SEEDS = 2000;
const rows: string[][] = [['topic', 'drills', 'mean ms', 'p50 ms', 'p95 ms', 'max ms', 'cpu ms']];
let worstP95 = 0;
let worstCpu = 0;
let worstP50 = 0;
for (const topic of TOPIC_IDS) {
  for (let s = 0; s < 200; s++) grade(generateDrill(s, topic), {}); // warm-up
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let s = 100_000; s < 100_000 + SEEDS; s++) {
    const t0 = performance.now();
    const d = generateDrill(s, topic);
    grade(d, d.answer);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  times.sort((a, b) => a - b);
  worstP95 = Math.max(worstP95, quantile(times, 0.95));
  worstP50 = Math.max(worstP50, quantile(times, 0.5));
  worstCpu = Math.max(worstCpu, (cpu.user + cpu.system) / 1000 / SEEDS);
  rows.push([topic, String(SEEDS), mean.toFixed(3), quantile(times, 0.5).toFixed(3), quantile(times, 0.95).toFixed(3), times[times.length - 1]!.toFixed(2), ((cpu.user + cpu.system) / 1000 / SEEDS).toFixed(3)]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log('Generate one drill and grade its answer (minified bundle):');
for (const r of rows) console.log(r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  '));
// The verdict uses CPU time per drill and the median: on a shared machine the wall-clock tail
// measures the scheduler more than the code (the p95 is printed for what it is worth).
const met = worstCpu < 5 && worstP50 < 5;
console.log(`slowest topic: ${worstCpu.toFixed(3)} ms CPU per drill, median ${worstP50.toFixed(3)} ms, p95 ${worstP95.toFixed(3)} ms wall (target < 5 ms): ${met ? 'met' : 'NOT met'}`);

// "Next drill" with the narrowest settings: seeds are tried until a drill fits.
const easy = { topics: TOPIC_IDS, maxPlayers: 2, opponentsTurn: false, hidden: false, severalSteps: false };
const picks: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  pickDrill(i * 7919, easy);
  picks.push(performance.now() - t0);
}
picks.sort((a, b) => a - b);
console.log(`Next drill, narrowest settings (2 players, own turn, no hidden zones, one step): p50 ${quantile(picks, 0.5).toFixed(1)} ms, p95 ${quantile(picks, 0.95).toFixed(1)} ms`);

const code = (await bundle('browser')).outputFiles[0]!.contents;
console.log(`Bundle engine/practice with the engine (esbuild, minified): ${(code.length / 1024).toFixed(1)} kB, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} kB gzipped`);
console.log(`load average while measuring: ${loadavg()[0]!.toFixed(1)} (wall times grow with load)`);
