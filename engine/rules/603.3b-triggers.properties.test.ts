// Properties of 603.3b over random 2–8-player tables with Blood Artists and Zulaport Cutthroats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { driveSeeded } from '../testing';
import { timeline } from '../play/timeline';
import type { Decision, EffectId, Scenario, ScenarioCard } from '../core/types';
import type { GameEvent } from '../core/events';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

const tableArb: fc.Arbitrary<Scenario> = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    active: fc.nat(),
    effect: fc.constantFrom<EffectId>('wrath-of-god', 'wrath-of-god', 'each-player-sacrifices-a-creature', 'cataclysm'),
    seats: fc.array(
      fc.record({
        artist: fc.boolean(),
        zulaport: fc.boolean(),
        others: fc.nat({ max: 3 }),
        life: fc.oneof(fc.constant(20), fc.integer({ min: 0, max: 3 })),
        stolen: fc.option(fc.nat(), { nil: undefined }),
      }),
      { minLength: 8, maxLength: 8 },
    ),
  })
  .map(({ n, active, effect, seats }) => {
    const players = NAMES.slice(0, n);
    const cards: ScenarioCard[] = [];
    players.forEach((p, i) => {
      const seat = seats[i]!;
      const add = (id: string, name: string, controller?: string) =>
        cards.push({ id, name, owner: p, zone: 'battlefield', types: ['creature'], manaValue: 2, ...(controller ? { controller } : {}) });
      if (seat.artist) add(`${p}-artist`, 'Blood Artist');
      if (seat.zulaport) add(`${p}-zulaport`, 'Zulaport Cutthroat');
      for (let k = 0; k < seat.others; k++) add(`${p}-c${k}`, 'Grizzly Bears', k === 0 && seat.stolen !== undefined ? players[seat.stolen % n] : undefined);
    });
    const life = Object.fromEntries(players.map((p, i) => [p, seats[i]!.life]));
    return { format: 'apnap/1' as const, players, activePlayer: players[active % n]!, life, cards, effect: { id: effect, controller: players[0]! } };
  });

/** Resolves to the end: orderings are seeded permutations, targets and cards seeded picks. */
const drive = (s: Scenario, seeds: number[]): Decision[] => driveSeeded(s, seeds);

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

function run(s: Scenario, seeds: number[]) {
  const t = timeline(s, drive(s, seeds));
  expect(t.error).toBeNull();
  const last = t.steps.at(-1)!;
  const events = last.state.events;
  const placements = ofType(events, 'put-on-stack');
  const placed = placements.flatMap((e) => e.abilities.map((a) => a.ability));
  const triggered = ofType(events, 'trigger').map((e) => e.ability);
  const dropped = ofType(events, 'leave-game').flatMap((e) => e.abilities);
  const resolved = ofType(events, 'resolve').map((e) => e.ability.ability);
  return { t, last, placements, placed, triggered, dropped, resolved };
}

/** Generous per-test limit for a loaded 2-core machine (each property takes about 1 s). */
const LIMIT = 30_000;

/** 150 tables per property at full size (FULL_PROPERTIES=1), 30 in a CI run (testing/property-runs.ts). */
const property = (f: (s: Scenario, seeds: number[]) => void) =>
  fc.assert(fc.property(tableArb, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), f), { numRuns: propertyRuns(150) });

describe('603.3b on random 2–8-player tables', () => {
  it('placement follows APNAP order from the active player (each player once)', () => {
    property((s, seeds) => {
      const { placements } = run(s, seeds);
      const order = apnapOrder(s.players, s.activePlayer);
      const idx = placements.map((e) => order.indexOf(e.player));
      expect(idx.every((v, i) => v >= 0 && (i === 0 || v > idx[i - 1]!))).toBe(true);
      for (const e of placements) expect(e.abilities.every((a) => a.controller === e.player)).toBe(true);
    });
  }, LIMIT);
  it('every waiting ability is placed exactly once (unless its controller left, 800.4d, or the game ended first)', () => {
    property((s, seeds) => {
      const { placed, triggered, dropped, last } = run(s, seeds);
      expect(new Set(placed).size).toBe(placed.length);
      expect(placed.filter((id) => dropped.includes(id))).toEqual([]);
      expect([...placed, ...dropped, ...last.board.waiting].sort()).toEqual(triggered.slice().sort());
      if (last.board.lost.length === 0) expect(placed.sort()).toEqual(triggered.slice().sort());
    });
  }, LIMIT);
  it('resolution is the reverse of placement', () => {
    property((s, seeds) => {
      const { placed, resolved, last } = run(s, seeds);
      const reversed = placed.slice().reverse();
      let k = 0;
      for (const id of resolved) {
        while (k < reversed.length && reversed[k] !== id) k++;
        expect(k, `${id} resolved out of order`).toBeLessThan(reversed.length);
        k++;
      }
      if (last.board.lost.length === 0) expect(resolved).toEqual(reversed);
    });
  }, LIMIT);
  it('state-based actions run between resolutions: no ability resolves while a player in the game is at 0 or less life', () => {
    property((s, seeds) => {
      const { t } = run(s, seeds);
      t.steps.forEach((step, i) => {
        if (!step.events.some((e) => e.type === 'resolve')) return;
        const before = t.steps[i - 1]!.board;
        const alive = s.players.filter((p) => !before.lost.includes(p));
        expect(alive.every((p) => before.life[p]! > 0)).toBe(true);
        expect(step.events.filter((e) => e.type === 'resolve')).toHaveLength(1);
      });
    });
  }, LIMIT);
});
