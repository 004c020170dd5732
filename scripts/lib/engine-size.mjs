// The engine's two size caps (issue 10), measured the same way by `npm run budget` and
// `npm run bench:engine`: esbuild --bundle --minify (ESM, browser), then gzip -9.
//   - the rules engine: everything engine/index.ts offers but share links and scenario validation
//     (and judge, which is validation plus the rules): at most 16.5 kB gzipped. It says no sentence
//     (the narrators, i18n/narrators, are measured apart): 10,202 B when the narration left it
//     (14,255 B before, against a cap of 14 kB), so the cap was that measurement and about 5% more;
//     the APNAP family (Two-Headed Giant's teams, 722.3, 800.4, and the six situations of 405.3, 500.7,
//     613.7m, 616.1, 103.5/103.6 and 701.55d) brought it to 15,920 B, so the cap is 16.5 kB (16,896 B,
//     about 6% more: the rules it adds are the reason); the table authority (one module answering order,
//     teams, opponents, control and added turns for every rule, 805.6, 805.8, 102.3, 722.5) and 121.2c's
//     draws brought it to 17,249 B, so the cap was 18 kB; every other rule that says "APNAP order" (701.22c
//     scry, 701.23i search, 701.30c clash, 701.44d explore, 701.50d connive, 608.2f's targets, and combat:
//     802.4, 802.5, 703.4k, 510.1c-d) brought it to 22.9 kB, so the cap is 24 kB (24,576 B, about 5%
//     more). The simulator loads it only once the reader acts;
//   - share links and scenario validation together: at most 6.5 kB gzipped (6 kB until combat's and
//     Soulfire Eruption's own fields, `attacks` and `targets`, each checked, brought it to 6.1 kB).
import path from 'node:path';
import zlib from 'node:zlib';

export const ENGINE_CAPS = [
  {
    label: 'rules engine (no share links, no validation)',
    cap: 24 * 1024,
    entry: [
      "export { apnapOrder, turnOrderFrom } from './engine/core/order';",
      "export { startResolution, applyDecision, settle } from './engine/play/resolve';",
      "export { timeline } from './engine/play/timeline';",
      "export { walkthrough, judgeStep, resolvingFinished } from './engine/play/walkthrough';",
      "export { checkClaim, citedRules, namedCards, agreement } from './engine/play/claims';",
      "export { viewAs } from './engine/play/view';",
      "export { EFFECTS, effectName } from './engine/effects';",
      "export { describeAbility } from './engine/rules/603.3b-triggers';",
      "export { EVENT_TYPES } from './engine/core/events';",
      "export { ERROR_CODES, PENDING_KINDS, QUESTION_KEYS } from './engine/scenario/lists';",
    ].join('\n'),
  },
  {
    label: 'share links + scenario validation',
    cap: 6.5 * 1024,
    entry: "export { parseScenario, parseScenarioText } from './engine/scenario/parse';\nexport { encodeScenario, decodeScenario } from './engine/scenario/share-link';",
  },
  { label: 'engine/index.ts (all of it, for reference)', cap: Infinity, entry: "export * from './engine/index';" },
];

/** Bundles each entry; returns `{ label, cap, minified, gzipped }` per cap (sizes in bytes). */
export async function engineSizes(root) {
  const esbuild = await import('esbuild');
  const out = [];
  for (const { label, cap, entry } of ENGINE_CAPS) {
    const built = await esbuild.build({
      stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
      alias: { '@': path.resolve(root) },
    });
    const code = built.outputFiles[0].contents;
    out.push({ label, cap, minified: code.length, gzipped: zlib.gzipSync(code, { level: 9 }).length });
  }
  return out;
}

export const kB = (n) => (n / 1024).toFixed(1);

/** Prints each size against its cap; returns the list of caps exceeded. */
export function reportSizes(sizes, log = console.log) {
  const over = [];
  for (const s of sizes) {
    const cap = Number.isFinite(s.cap) ? ` (cap ${kB(s.cap)} kB: ${s.gzipped <= s.cap ? 'met' : 'EXCEEDED'})` : '';
    log(`${s.label}: ${kB(s.minified)} kB minified, ${kB(s.gzipped)} kB gzipped${cap}`);
    if (s.gzipped > s.cap) over.push(`${s.label} is ${kB(s.gzipped)} kB gzipped, over its cap of ${kB(s.cap)} kB`);
  }
  return over;
}
