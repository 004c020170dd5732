// 616.1 over random 2–8-player tables: the players choosing replacement effects for their own
// creatures are asked in APNAP order from the active player, each making all of their choices
// (101.4c) before the next player; each creature ends where its chosen (or only) effect sends it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { applyDecision, startResolution } from '../play/resolve';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

const tableArb = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    active: fc.nat(),
    seats: fc.array(fc.record({ prog: fc.nat({ max: 2 }), bears: fc.boolean(), rip: fc.boolean(), leyline: fc.boolean() }), { minLength: 8, maxLength: 8 }),
    seeds: fc.array(fc.nat(), { minLength: 1, maxLength: 16 }),
  })
  .map(({ n, active, seats, seeds }) => {
    const players = NAMES.slice(0, n);
    const cards: ScenarioCard[] = players.flatMap((p, i) => {
      const s = seats[i]!;
      const c = (id: string, name: string, types: ScenarioCard['types']): ScenarioCard => ({ id: `${p}-${id}`, name, owner: p, zone: 'battlefield', types });
      return [
        ...Array.from({ length: s.prog }, (_, k) => c(`prog${k}`, 'Progenitus', ['creature'])),
        ...(s.bears ? [c('bears', 'Grizzly Bears', ['creature'])] : []),
        ...(s.rip ? [c('rip', 'Rest in Peace', ['enchantment'])] : []),
        ...(s.leyline ? [c('leyline', 'Leyline of the Void', ['enchantment'])] : []),
      ];
    });
    const s: Scenario = { format: 'apnap/2', players, activePlayer: players[active % n]!, cards, effect: { id: 'day-of-judgment', controller: players[0]! } };
    return { s, seeds };
  });

describe('616.1 on random 2–8-player tables', () => {
  it('asks in APNAP order from the active player, each player for all of their creatures first; every creature leaves the battlefield', () => {
    fc.assert(
      fc.property(tableArb, ({ s, seeds }) => {
        let state = startResolution(s);
        const decisions: Decision[] = [];
        for (let i = 0; state.pending && i < 200; i++) {
          const p = state.pending;
          expect(p.question).toBe('replacement-effect');
          const choice = [p.options[seeds[i % seeds.length]! % p.options.length]!];
          const r = applyDecision(state, { player: p.player, choice });
          if (!r.ok) throw new Error(r.error.code);
          state = r.state;
          decisions.push({ player: p.player, choice });
        }
        expect(state.done).toBe(true);
        const order = apnapOrder(s.players, s.activePlayer);
        const asked = decisions.map((d) => d.player).filter((p, i, xs) => xs[i - 1] !== p);
        // Each player asked once, as one block, in APNAP order.
        expect(asked).toEqual(order.filter((p) => asked.includes(p)));
        // Each player is asked once for each creature they control with two or more effects that apply.
        const rips = s.cards.filter((c) => c.name === 'Rest in Peace').length;
        for (const p of order) {
          const leylines = s.cards.filter((c) => c.name === 'Leyline of the Void' && c.owner !== p).length;
          const creatures = s.cards.filter((c) => c.owner === p && c.types.includes('creature'));
          const contested = creatures.filter((c) => (c.name === 'Progenitus' ? 1 : 0) + rips + leylines >= 2).length;
          expect(decisions.filter((d) => d.player === p)).toHaveLength(contested);
        }
        expect(state.board.battlefield.some((e) => s.cards.find((c) => c.id === e.card)!.types.includes('creature'))).toBe(false);
      }),
      { numRuns: propertyRuns(300), seed: 616 },
    );
  });
});
