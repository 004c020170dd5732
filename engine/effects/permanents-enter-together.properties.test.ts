// 613.7m over random 2–8-player tables: the timestamps come out in APNAP order (the active player's
// objects first, then each other player's in turn order), each player's block in the order that
// player chose; the players who order are asked in APNAP order from the active player.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { applyDecision, startResolution } from '../play/resolve';
import type { CardType, Decision, Scenario, ScenarioCard } from '../core/types';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const KINDS: [string, CardType[]][] = [
  ['Blood Moon', ['enchantment']],
  ['Prismatic Omen', ['enchantment']],
  ['Ancient Tomb', ['land']],
  ['Forest', ['land']],
  ['Grizzly Bears', ['creature']],
  ['Lightning Bolt', ['instant']],
];

const tableArb = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    active: fc.nat(),
    hands: fc.array(fc.array(fc.nat({ max: KINDS.length - 1 }), { maxLength: 4 }), { minLength: 8, maxLength: 8 }),
    seeds: fc.array(fc.nat(), { minLength: 1, maxLength: 16 }),
  })
  .map(({ n, active, hands, seeds }) => {
    const players = NAMES.slice(0, n);
    const cards: ScenarioCard[] = players.flatMap((p, i) =>
      hands[i]!.map((k, j) => ({ id: `${p}-${j}`, name: KINDS[k]![0], owner: p, zone: 'hand' as const, types: KINDS[k]![1] })),
    );
    const s: Scenario = { format: 'apnap/2', players, activePlayer: players[active % n]!, cards, effect: { id: 'permanents-enter-together', controller: players[0]! } };
    return { s, seeds };
  });

/** Resolves to the end: each player orders their permanents by a seeded shuffle. */
function drive(s: Scenario, seeds: number[]) {
  let state = startResolution(s);
  const decisions: Decision[] = [];
  for (let i = 0; state.pending && i < 100; i++) {
    const p = state.pending;
    const choice = p.options.slice();
    const seed = seeds[i % seeds.length]!;
    for (let k = choice.length - 1; k > 0; k--) {
      const j = (seed + k * 7) % (k + 1);
      [choice[k], choice[j]] = [choice[j]!, choice[k]!];
    }
    const r = applyDecision(state, { player: p.player, choice });
    if (!r.ok) throw new Error(`engine refused its own option: ${r.error.code}`);
    state = r.state;
    decisions.push({ player: p.player, choice });
  }
  return { state, decisions };
}

describe('613.7m on random 2–8-player tables', () => {
  it('asks in APNAP order from the active player, and stamps AP’s objects first, then each player’s in turn order, each block in its chosen order', () => {
    fc.assert(
      fc.property(tableArb, ({ s, seeds }) => {
        const { state, decisions } = drive(s, seeds);
        expect(state.done).toBe(true);
        const order = apnapOrder(s.players, s.activePlayer);
        const permanent = (c: ScenarioCard) => !c.types.includes('instant');
        const own = (p: string) => s.cards.filter((c) => c.owner === p && permanent(c)).map((c) => c.id);
        // Asked: exactly the players with two or more permanents entering, in APNAP order.
        expect(decisions.map((d) => d.player)).toEqual(order.filter((p) => own(p).length >= 2));
        // Every such player is asked with their own permanents as the options, and knows the earlier orders (101.4b).
        const chosen = new Map(decisions.map((d) => [d.player, d.choice]));
        const expected = order.flatMap((p) => chosen.get(p) ?? own(p));
        const ts = state.events.find((e) => e.type === 'timestamps');
        expect(ts?.type === 'timestamps' && ts.cards).toEqual(expected);
        expect(ts?.type === 'timestamps' && ts.order.map((x) => x.player)).toEqual(expected.map((id) => s.cards.find((c) => c.id === id)!.owner));
        // Within layer 4 the latest effect wins: a nonbasic land's types are those of its last effect.
        for (const e of state.events) {
          if (e.type !== 'land-types') continue;
          const last = e.effects.at(-1)!;
          if (last.name === 'Blood Moon') expect(e.subtypes).toEqual(['Mountain']);
          else expect(e.subtypes).toHaveLength(5);
        }
      }),
      { numRuns: propertyRuns(500), seed: 613 },
    );
  });
});
