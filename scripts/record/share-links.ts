// Records the share-link corpus (engine/share-link.corpus.json.gz): links made by the share-link
// encoder of the day (the corpus in the repository: the hand-written encoder of engine/deflate.ts,
// before the platform's CompressionStream replaced it), with the scenario each decodes to, for every worked example, every valid
// engine fixture, every step of each example (the simulator's "Copy link"), and a few hundred
// random tables (2-8 players, unicode names, life totals, decisions). Also damaged links (cut,
// bit-flipped, with bytes added) and what the decoder of the day answered for them.
// engine/scenario/share-link.corpus.test.ts decodes them all with the current code ("Links are promises",
// scenario-format.md). Re-record only on purpose: old links must keep decoding.
// - The first recording (top level, at 5813258): `apnap/1` links of the hand-written encoder. It is
//   kept as it is (today's encoder makes other bytes for the same scenarios).
// - `recordings`: "apnap/2 tables" (issue 45, before the engine decided teams, control and opponents
//   in one place): every `apnap/2` example and each of its steps, every `apnap/2` fixture and 300
//   random tables of each kind (scripts/record/apnap2-tables.ts), the same tables as the golden
//   corpus's, with damaged links made from them.
// Run: npx tsx scripts/record/share-links.ts           adds the apnap/2 recording, keeping the rest byte for byte
//      npx tsx scripts/record/share-links.ts --again   records it again with today's encoder
//      npx tsx scripts/record/share-links.ts --same-tables   the same links again with today's encoder
//        (each recorded scenario, each example step as recorded; the damaged links made from them),
//        adding the apnap/2 files made or changed since (issue 45's corrections of 2026-12-07)
//      npx tsx scripts/record/share-links.ts --all     records everything again with today's encoder
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_TYPES, ZONES, decodeScenario, encodeScenario, parseScenario, timeline } from '../../engine/index';
import { EFFECT_IDS } from '../../engine/effects';
import type { Scenario } from '../../engine/types';
import { exampleFiles } from '../../content/library';
import { apnap2Files, CHANGED_SINCE, randomApnap2Tables } from './apnap2-tables';
import { headCommit, readCorpus, writeCorpus, writeRecording } from './corpus-file';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).sort();
const read = (dir: string, f: string): unknown => JSON.parse(readFileSync(join(root, dir, f), 'utf8'));

type Link = { name: string; link: string; scenario: Scenario };
async function add(links: Link[], name: string, s: Scenario) {
  const link = await encodeScenario(s);
  const decoded = await decodeScenario(link);
  if (!decoded.ok) throw new Error(`${name}: today's decoder refuses today's link (${decoded.error.code})`);
  links.push({ name, link, scenario: decoded.scenario });
}

/** An example's link, and SandboxSimulator's "Copy link" at each step: the decisions made up to it. */
async function addExample(links: Link[], name: string, s: Scenario) {
  await add(links, name, s);
  for (const [i, step] of timeline(s).steps.entries()) await add(links, `${name}#${i}`, { ...s, decisions: [...step.state.decisions] });
}

/** The first recording's links: every `apnap/1` example and its steps, every fixture, 300 random tables. */
async function apnap1Links(): Promise<Link[]> {
  const links: Link[] = [];
  for (const { file: f, example } of exampleFiles()) if (example.scenario.format === 'apnap/1') await addExample(links, `content/examples/${f}`, example.scenario);
  for (const f of files('engine/fixtures')) {
    const parsed = parseScenario(read('engine/fixtures', f));
    if (parsed.ok && parsed.scenario.format === 'apnap/1') await add(links, `engine/fixtures/${f}`, parsed.scenario);
  }
  for (const [i, s] of fc.sample(randomScenario, { seed: 20261201, numRuns: 300 }).entries()) await add(links, `random/${String(i).padStart(3, '0')}`, s);
  return links;
}

/** The apnap/2 recording's links: examples with their steps, fixtures, and the random tables. */
async function apnap2Links(): Promise<Link[]> {
  const links: Link[] = [];
  for (const { name, scenario } of apnap2Files(root)) {
    if (name.startsWith('content/')) await addExample(links, name, scenario);
    else await add(links, name, scenario);
  }
  for (const { name, scenario } of randomApnap2Tables()) await add(links, name, scenario);
  return links;
}

// Random tables, wider than the engine's property generator where a codec cares: any unicode in
// names (UTF-8 of 1-4 bytes), ids of every allowed character, life totals, decisions.
const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((n) => n.length <= 24); // 24 UTF-16 units
const randomScenario: fc.Arbitrary<Scenario> = fc
  .record({
    players: fc.uniqueArray(fc.oneof(name, fc.constantFrom('Ana', 'Ben', 'Cy', '__proto__', 'constructor', 'toString')), { minLength: 2, maxLength: 8 }),
    active: fc.nat(),
    controller: fc.nat(),
    effect: fc.constantFrom(...EFFECT_IDS),
    life: fc.option(fc.array(fc.tuple(fc.nat(), fc.integer({ min: -50, max: 1000 })), { maxLength: 3 }), { nil: undefined }),
    cards: fc.array(
      fc.record({
        id: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        name: fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('Archangel of Strife', 'Dryad Arbor', 'Grizzly Bears')),
        owner: fc.nat(),
        zone: fc.constantFrom(...ZONES),
        types: fc.uniqueArray(fc.constantFrom(...CARD_TYPES), { minLength: 1, maxLength: 3 }),
        mv: fc.option(fc.integer({ min: 0, max: 16 }), { nil: undefined }),
        controlledBy: fc.option(fc.nat(), { nil: undefined }),
      }),
      { maxLength: 30 },
    ),
    decisions: fc.option(fc.array(fc.tuple(fc.nat(), fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('war', 'peace')), { maxLength: 3 })), { maxLength: 6 }), { nil: undefined }),
  })
  .map(({ players, active, controller, effect, life, cards, decisions }) => {
    const p = (i: number) => players[i % players.length]!;
    const seen = new Set<string>();
    const s: Scenario = {
      format: 'apnap/1',
      players,
      activePlayer: p(active),
      cards: cards
        .filter((c) => !seen.has(c.id) && seen.add(c.id))
        .map((c) => ({
          id: c.id,
          name: c.name,
          owner: p(c.owner),
          zone: c.zone,
          types: c.types,
          ...(c.mv !== undefined ? { manaValue: c.mv } : {}),
          ...(c.controlledBy !== undefined ? { controller: p(c.controlledBy) } : {}),
        })),
      effect: { id: effect, controller: p(controller) },
    };
    if (life) s.life = Object.fromEntries(life.map(([i, n]) => [p(i), n]));
    if (decisions) s.decisions = decisions.map(([i, choice]) => ({ player: p(i), choice }));
    return s;
  });

// Damaged links: what today's decoder answers (ok and the scenario, or the error).
type Damaged = { name: string; link: string; result: Awaited<ReturnType<typeof decodeScenario>> };
const bytesOf = (link: string) => Buffer.from(link, 'base64url');
const linkOf = (b: Uint8Array) => Buffer.from(b).toString('base64url');
async function damage(links: Link[]): Promise<Damaged[]> {
  const damaged: Damaged[] = [];
  const sources = links.filter((_, i) => i % 10 === 0);
  for (const [k, { name: n, link }] of sources.entries()) {
    const b = bytesOf(link);
    const variants: [string, Uint8Array][] = [
      ['cut in half', b.subarray(0, b.length >> 1)],
      ['last byte cut', b.subarray(0, b.length - 1)],
      ['one bit flipped', b.map((x, i) => (i === (k * 7) % b.length ? x ^ (1 << k % 8) : x))],
      ['zero byte added', Uint8Array.from([...b, 0])],
      ['junk added', Uint8Array.from([...b, 0x13, 0x37, 0xff, k & 255])],
      ['link doubled', Uint8Array.from([...b, ...b])],
    ];
    for (const [what, bytes] of variants) {
      const l = linkOf(bytes);
      damaged.push({ name: `${n}: ${what}`, link: l, result: await decodeScenario(l) });
    }
  }
  return damaged;
}

const FILE = join(root, 'engine/share-link.corpus.json.gz');
const args = process.argv.slice(2);

/**
 * `--same-tables`: every recorded link kept byte for byte (each is a promise; today's decoder must
 * still read it to its recorded scenario), then the apnap/2 files made or changed since (an example
 * with its steps), under their own names.
 */
async function sameLinks(): Promise<Link[]> {
  const recorded = (readCorpus(FILE)?.json.recordings?.find((r) => r.what === 'apnap/2 tables')?.links ?? []) as Link[];
  const byName = new Map(recorded.map((l) => [l.name, JSON.stringify(l.scenario)]));
  const out: Link[] = [];
  for (const l of recorded) {
    const d = await decodeScenario(l.link);
    if (!d.ok || JSON.stringify(d.scenario) !== JSON.stringify(l.scenario)) throw new Error(`${l.name}: today's decoder no longer reads its link to its scenario`);
    out.push(l);
  }
  for (const { name, scenario } of apnap2Files(root)) {
    const d = await decodeScenario(await encodeScenario(scenario));
    const now = d.ok ? JSON.stringify(d.scenario) : '';
    if (byName.get(name) === now || byName.get(`${name}${CHANGED_SINCE}`) === now) continue;
    const n = byName.has(name) ? `${name}${CHANGED_SINCE}` : name;
    if (n.startsWith('content/')) await addExample(out, n, scenario);
    else await add(out, n, scenario);
  }
  return out;
}

const links = args.includes('--same-tables') ? await sameLinks() : await apnap2Links();
const damaged = await damage(links);
const apnap2 = { what: 'apnap/2 tables', recordedAt: headCommit(root), links, damaged };
let json: string;
if (args.includes('--all')) {
  const first = await apnap1Links();
  json = writeCorpus(FILE, { recordedAt: headCommit(root), links: first, damaged: await damage(first), recordings: [apnap2] });
} else json = writeRecording(FILE, apnap2, args.includes('--again') || args.includes('--same-tables'));
console.log(`apnap/2 tables: ${links.length} links, ${damaged.length} damaged links (${damaged.filter((d) => d.result.ok).length} decoded); the corpus: ${json.length} bytes of JSON`);
