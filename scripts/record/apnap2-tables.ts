// The `apnap/2` scenarios both link corpora hold (issue 45, recorded before the engine decides teams,
// control and opponents in one place): every `apnap/2` worked example, every `apnap/2` engine fixture
// (the five Two-Headed Giant crossings among them: engine/fixtures/crossing-*.json), and random tables
// of four kinds, made from the golden corpus's own generator (engine/testing/arbitraries.ts) with a fixed
// seed per kind, so that re-recording on the same engine gives the same bytes:
// - `team/`: Two-Headed Giant (810; both seatings of two adjacent pairs, 805.1), any `apnap/2` effect;
// - `controlled/`: 2–8 players alone, one or two players controlled by another (722.3);
// - `controlled-team/`: a controlled player at a Two-Headed Giant table (805.8);
// - `left/`: players at 0–2 life among Blood Artists and Zulaport Cutthroats, alone or in teams, so that
//   players leave at the first check or between resolutions (800.4), some of them controlling a
//   player or a permanent that entered under their control.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioArb } from '../../engine/testing/arbitraries';
import { play } from '../../engine/testing/every-table';
import { applyDecision, EFFECT_IDS_V2, parseScenario, startResolution } from '../../engine/index';
import type { CardType, Decision, PlayerId, Scenario, ScenarioCard } from '../../engine/types';
import { exampleFiles } from '../../content/library';

export const APNAP2_SEED = 20261207;
export const APNAP2_RUNS = 300;
export const APNAP2_KINDS = ['team', 'controlled', 'controlled-team', 'left'] as const;
type Kind = (typeof APNAP2_KINDS)[number];

/** Cards the engine reads by name (triggers, layer 4, replacement effects, opening hands), with their types. */
const NAMED: readonly [string, CardType[]][] = [
  ['Blood Artist', ['creature']],
  ['Zulaport Cutthroat', ['creature']],
  ['Archangel of Strife', ['creature']],
  ['Blood Moon', ['enchantment']],
  ['Magus of the Moon', ['creature']],
  ['Prismatic Omen', ['enchantment']],
  ['Dryad of the Ilysian Grove', ['enchantment', 'creature']],
  ['Progenitus', ['creature']],
  ['Rest in Peace', ['enchantment']],
  ['Leyline of the Void', ['enchantment']],
  ['Leyline of Sanctity', ['enchantment']],
  ['Ancient Tomb', ['land']],
  ['Forest', ['land']],
  ['Dryad Arbor', ['land', 'creature']],
  ['Lightning Bolt', ['instant']],
  ['Divination', ['sorcery']],
];
const LEAVERS = NAMED.slice(0, 2);

const extrasArb = fc.record({
  names: fc.array(fc.option(fc.nat({ max: NAMED.length - 1 }), { nil: undefined }), { maxLength: 24 }),
  seating: fc.boolean(),
  control: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 2 }),
  low: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 3 }),
  leavers: fc.array(fc.tuple(fc.nat(), fc.nat({ max: LEAVERS.length - 1 })), { minLength: 1, maxLength: 3 }),
  entered: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
  teams: fc.boolean(),
  seeds: fc.array(fc.nat(), { maxLength: 8 }),
  // One list in five is cut short and one in five ends with a random (often illegal) decision (the
  // apnap/1 recording did so to four in five); the rest resolve to the end, so that the outcome is recorded.
  cut: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
  extra: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.tuple(fc.nat(), fc.oneof(fc.nat(), fc.constant(-1))), weight: 1 }),
});
type Extras = typeof extrasArb extends fc.Arbitrary<infer T> ? T : never;

/** The scenario of one random table of `kind`, before its decisions. */
function table(kind: Kind, base: Scenario, x: Extras): Scenario {
  const { players } = base;
  const p = (i: number) => players[i % players.length]!;
  const teamTable = kind === 'team' || kind === 'controlled-team' || (kind === 'left' && x.teams && players.length === 4);
  // At most 12 cards: every step's board is recorded, and the corpus stays small.
  const cards: ScenarioCard[] = base.cards.slice(0, 12).map((c, i) => {
    const named = c.name === 'Archangel of Strife' ? undefined : x.names[i];
    return named === undefined ? c : { ...c, name: NAMED[named]![0], types: NAMED[named]![1] };
  });
  const s: Scenario = { ...base, format: 'apnap/2', cards };
  if (teamTable) {
    const [a, b, c, d] = players as [PlayerId, PlayerId, PlayerId, PlayerId];
    s.teams = x.seating ? [[a, b], [c, d]] : [[b, c], [d, a]];
  }
  if (kind !== 'team') {
    // 722.3: nobody controls themselves; a second pair may name the same controlled player (the last wins).
    const pairs = x.control.filter(([i, j]) => p(i) !== p(j)).map(([i, j]) => [p(i), p(j)] as const);
    if (kind !== 'left' || pairs.length > 1) s.controlledBy = Object.fromEntries(pairs.length ? pairs : [[p(0), p(1)]]);
  }
  if (kind === 'left' || kind === 'team') {
    const teammates = (q: PlayerId) => s.teams?.find((t) => t.includes(q)) ?? [q];
    // 810.4: a team's one total is given for both heads.
    if (kind === 'left' || x.low.length === 1) s.life = Object.fromEntries(x.low.flatMap(([i, n]) => teammates(p(i)).map((q) => [q, n])));
  }
  if (kind === 'left') {
    for (const [k, [i, which]] of x.leavers.entries()) {
      s.cards.push({ id: `leaver${k}`, name: LEAVERS[which]![0], owner: p(i), zone: 'battlefield', types: LEAVERS[which]![1], manaValue: 2 });
    }
    // 800.4a: a permanent that entered under a leaver's control is exiled when they leave.
    const onField = s.cards.filter((c) => c.zone === 'battlefield' && c.controller === undefined);
    for (const [i, j] of x.entered) if (onField.length) onField[i % onField.length]!.enteredUnder = p(j);
  }
  return s;
}

/**
 * Resolves to the end with seeded picks among the engine's own options: a seeded permutation of the
 * options, of which the first `min` (at least one) are chosen, so that an ordering (613.7m's
 * timestamps, 603.3b's triggers: every option) is a permutation; every third seed declines a "may"
 * (engine/testing/every-table.ts's driver, shared with the property test "every effect at every table").
 */
const drive = (s: Scenario, seeds: number[]): Decision[] => [...play({ startResolution, applyDecision }, s, seeds).at(-1)!.decisions];

function decisionsOf(s: Scenario, x: Extras) {
  let decisions = drive(s, x.seeds);
  if (x.cut !== undefined) decisions = decisions.slice(0, x.cut % (decisions.length + 1));
  if (x.extra) {
    const [i, c] = x.extra;
    const card = c < 0 || s.cards.length === 0 ? 'nothing' : s.cards[c % s.cards.length]!.id;
    decisions = [...decisions, { player: s.players[i % s.players.length]!, choice: [card] }];
  }
  return decisions;
}

/** `runs` random tables of each kind, named `<kind>/NNN`; each is a valid `apnap/2` file. */
export function randomApnap2Tables(runs = APNAP2_RUNS): { name: string; scenario: Scenario }[] {
  return APNAP2_KINDS.flatMap((kind, k) => {
    // Two-Headed Giant needs four seats: every team table, and about a third of the tables players leave.
    const any = scenarioArb(EFFECT_IDS_V2);
    const fourSeats = any.filter((s) => s.players.length === 4);
    const arb = fc.record({ base: kind === 'left' ? fc.oneof(fourSeats, any) : kind === 'controlled' ? any : fourSeats, x: extrasArb });
    return fc.sample(arb, { seed: APNAP2_SEED + k, numRuns: runs }).map(({ base, x }, i) => {
      const name = `${kind}/${String(i).padStart(3, '0')}`;
      const parsed = parseScenario(table(kind, base, x));
      if (!parsed.ok) throw new Error(`${name}: not a valid apnap/2 table (${parsed.error.path}: ${parsed.error.code})`);
      return { name, scenario: { ...parsed.scenario, decisions: decisionsOf(parsed.scenario, x) } };
    });
  });
}

/** Every `apnap/2` worked example and valid `apnap/2` engine fixture, by path. */
export function apnap2Files(root: string): { name: string; scenario: Scenario }[] {
  const out: { name: string; scenario: Scenario }[] = [];
  for (const { file, example } of exampleFiles()) {
    if (example.scenario.format === 'apnap/2') out.push({ name: `content/examples/${file}`, scenario: example.scenario });
  }
  const dir = join(root, 'engine/fixtures');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const parsed = parseScenario(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    if (parsed.ok && parsed.scenario.format === 'apnap/2') out.push({ name: `engine/fixtures/${f}`, scenario: parsed.scenario });
  }
  return out;
}

/** The name under which a file whose scenario changed since it was recorded is added (the old entry stays). */
export const CHANGED_SINCE = ' (as of 2026-12-07)';

/**
 * The same tables again (`--same-tables`, issue 45's corrections of 2026-12-07): every scenario the
 * recording holds, as it holds it (its link is a promise), then each `apnap/2` file not recorded yet,
 * or recorded with another scenario (added under its name and CHANGED_SINCE).
 */
export function sameTables(root: string, recorded: readonly { name: string; scenario: Scenario }[]): { name: string; scenario: Scenario }[] {
  const byName = new Map(recorded.map((e) => [e.name, JSON.stringify(e.scenario)]));
  const added = apnap2Files(root).flatMap(({ name, scenario }) => {
    const was = byName.get(name);
    const now = JSON.stringify(scenario);
    if (was === now || byName.get(`${name}${CHANGED_SINCE}`) === now) return [];
    return [{ name: was === undefined ? name : `${name}${CHANGED_SINCE}`, scenario }];
  });
  return [...recorded.map(({ name, scenario }) => ({ name, scenario })), ...added];
}
