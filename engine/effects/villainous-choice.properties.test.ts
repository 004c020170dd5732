// 701.55d over random 2–8-player tables: each opponent's whole villainous choice (choose, then the
// chosen option is performed) happens before the next opponent, in APNAP order from the active
// player, is asked; the next opponent is asked on the board the earlier ones left (101.4b).
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
    active: fc.nat(),
    controller: fc.nat(),
    hands: fc.array(fc.nat({ max: 3 }), { minLength: 8, maxLength: 8 }),
    graves: fc.array(fc.nat({ max: 2 }), { minLength: 8, maxLength: 8 }),
    options: fc.array(fc.constantFrom('discard-hand', 'lose-life'), { minLength: 8, maxLength: 8 }),
  })
  .map(({ n, active, controller, hands, graves, options }) => {
    const players = NAMES.slice(0, n);
    const cards: ScenarioCard[] = [];
    players.forEach((p, i) => {
      for (let k = 0; k < hands[i]!; k++) cards.push({ id: `${p}-h${k}`, name: 'Island', owner: p, zone: 'hand', types: ['land'] });
      for (let k = 0; k < graves[i]!; k++) cards.push({ id: `${p}-g${k}`, name: 'Grizzly Bears', owner: p, zone: 'graveyard', types: ['creature'] });
    });
    const scenario: Scenario = {
      format: 'apnap/2',
      players,
      activePlayer: players[active % n]!,
      cards,
      effect: { id: 'villainous-choice', controller: players[controller % n]! },
    };
    return { scenario, options };
  });

const graveyards = (s: GameState) => Object.values(s.board.graveyard).reduce((k, g) => k + g.length, 0);

describe('701.55d: one opponent at a time, in APNAP order (2–8 players)', () => {
  it('each opponent chooses and their option is performed before the next opponent is asked', () => {
    fc.assert(
      fc.property(caseArb, ({ scenario, options }) => {
        const { controller } = scenario.effect;
        const opponents = apnapOrder(scenario.players, scenario.activePlayer).filter((p) => p !== controller);
        let state = startResolution(scenario);
        opponents.forEach((p, i) => {
          // Asked in APNAP order from the active player, skipping the controller.
          expect(state.pending?.player).toBe(p);
          // Every earlier opponent has chosen and their option has been performed already (101.4b).
          const done = state.events.filter((e) => e.type === 'villainous').map((e) => e.player);
          expect(done).toEqual(opponents.slice(0, i));
          // The question states the board as it is now (the earlier options already changed it).
          expect(state.pending?.params.graveyards).toBe(graveyards(state));
          const option = options[i]!;
          const before = { hand: state.board.hand[p]!.length, life: state.board.life[p]!, graves: graveyards(state) };
          const r = applyDecision(state, { player: p, choice: [option] });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          state = r.state;
          // The chosen option was performed at once, as much as possible (701.55a-b).
          if (option === 'discard-hand') expect(graveyards(state)).toBe(before.graves + before.hand);
          else expect(state.board.life[p]).toBe(before.life - before.graves);
        });
        expect(state.pending).toBeNull();
        expect(state.done).toBe(true);
      }),
      { numRuns: propertyRuns(500), seed: 701_55 },
    );
  });
});
