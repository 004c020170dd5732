// 101.4e + 103.5 + 103.6 over random 2–8-player tables: in each pass the declarations come in turn
// order from the starting player, no mulligan is taken before every player still deciding has
// declared, and the opening-hand actions go in turn order from the starting player.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { applyDecision, startResolution } from '../play/resolve';
import type { Scenario, ScenarioCard } from '../core/types';
import type { GameState } from '../core/state';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

const caseArb = fc
  .record({
    n: fc.integer({ min: 2, max: 8 }),
    start: fc.nat(),
    leylines: fc.array(fc.nat({ max: 2 }), { minLength: 8, maxLength: 8 }),
    picks: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
  })
  .map(({ n, start, leylines, picks }) => {
    const players = NAMES.slice(0, n);
    const cards: ScenarioCard[] = [];
    players.forEach((p, i) => {
      for (let k = 0; k < 3; k++) cards.push({ id: `${p}-h${k}`, name: k < leylines[i]! ? 'Leyline of the Void' : 'Swamp', owner: p, zone: 'hand', types: k < leylines[i]! ? ['enchantment'] : ['land'] });
      for (let k = 0; k < 6; k++) cards.push({ id: `${p}-l${k}`, name: k % 2 ? 'Leyline of Sanctity' : 'Plains', owner: p, zone: 'library', types: k % 2 ? ['enchantment'] : ['land'] });
    });
    const scenario: Scenario = { format: 'apnap/2', players, activePlayer: players[start % n]!, cards, effect: { id: 'start-of-game', controller: players[start % n]! } };
    return { scenario, picks };
  });

describe('starting the game (2–8 players)', () => {
  it('declares in turn order from the starting player, mulligans all at once after, actions in turn order', () => {
    fc.assert(
      fc.property(caseArb, ({ scenario, picks }) => {
        const order = apnapOrder(scenario.players, scenario.activePlayer);
        let state: GameState = startResolution(scenario);
        let k = 0;
        const asked: { player: string; question: string; pass: number }[] = [];
        while (state.pending && k < picks.length) {
          const p = state.pending;
          // Which pass of the process: how many mulligans were taken before this asking.
          asked.push({ player: p.player, question: p.question, pass: state.events.filter((e) => e.type === 'mulligan').length });
          const options = p.options;
          const pick = picks[k++]!;
          const choice = p.min === 0 && pick % 3 === 0 ? [] : [options[pick % options.length]!];
          const r = applyDecision(state, { player: p.player, choice });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          state = r.state;
        }
        // Within one pass, each question's askings follow turn order from the starting player (a player
        // asked again for another card stays in place).
        const runs: { question: string; pass: number; players: string[] }[] = [];
        for (const a of asked) {
          const last = runs[runs.length - 1];
          if (last && last.question === a.question && last.pass === a.pass) last.players.push(a.player);
          else runs.push({ question: a.question, pass: a.pass, players: [a.player] });
        }
        for (const run of runs) {
          const seats = run.players.map((p) => order.indexOf(p));
          expect(seats).toEqual([...seats].sort((a, b) => a - b));
        }
        // A mulligan is logged only after a declaration from every player who had not kept yet.
        const kept = new Set<string>();
        let declared = new Set<string>();
        for (const e of state.events) {
          if (e.type === 'choose' && e.question === 'mulligan') {
            declared.add(e.player);
            if (e.choice[0] === 'keep') kept.add(e.player);
          }
          if (e.type === 'mulligan') {
            expect(order.filter((p) => !declared.has(p) && !kept.has(p))).toEqual([]);
            declared = new Set();
          }
        }
        if (k < picks.length) expect(state.done).toBe(true);
      }),
      { numRuns: propertyRuns(300), seed: 103_5 },
    );
  });
});
