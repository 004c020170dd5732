// 500.7: several players given extra turns at once: added one at a time in APNAP order, the most
// recently created turn taken first, so the last player in APNAP order takes theirs first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { applyDecision, startResolution } from '../play/resolve';
import { timeline } from '../play/timeline';
import type { PlayerId, Scenario } from '../core/types';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

const table = (players: PlayerId[], active: PlayerId): Scenario => ({
  format: 'apnap/2',
  players,
  activePlayer: active,
  cards: [],
  effect: { id: 'each-player-takes-an-extra-turn', controller: players[0]! },
});

describe('each player takes an extra turn (500.7)', () => {
  it('adds the turns one at a time in APNAP order, each directly after this turn', () => {
    const t = timeline(table(['Ana', 'Ben', 'Cy'], 'Ben'));
    expect(t.error).toBeNull();
    expect(t.steps[0]!.events.find((e) => e.type === 'order')).toMatchObject({ rule: '500.7', players: ['Ben', 'Cy', 'Ana'] });
    const added = t.steps.filter((s) => s.events.some((e) => e.type === 'extra-turn'));
    expect(added.map((s) => s.board.turns)).toEqual([['Ben'], ['Cy', 'Ben'], ['Ana', 'Cy', 'Ben']]);
    expect(added.flatMap((s) => s.events).filter((e) => e.type === 'extra-turn').map((e) => e.rule)).toEqual(['500.7', '500.7', '500.7']);
    expect(t.steps[t.steps.length - 1]!.done).toBe(true);
  });

  it('no one chooses anything: there is nothing to decide', () => {
    const s = startResolution(table(['Ana', 'Ben'], 'Ana'));
    expect(s.done).toBe(true);
    expect(s.board.turns).toEqual(['Ben', 'Ana']);
    expect(applyDecision(s, { player: 'Ana', choice: [] })).toMatchObject({ ok: false, error: { code: 'finished' } });
  });

  it('a board with no extra turn has no `turns` field (old links show what they showed)', () => {
    const s = startResolution({ ...table(['Ana', 'Ben'], 'Ana'), format: 'apnap/1', effect: { id: 'wrath-of-god', controller: 'Ana' } });
    expect('turns' in s.board).toBe(false);
  });

  it('property: for 2–8 players and any active player, the turns to come are the APNAP order reversed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(), (n, a) => {
        const players = NAMES.slice(0, n);
        const active = players[a % n]!;
        const s = startResolution(table(players, active));
        const order = apnapOrder(players, active);
        expect(s.board.turns).toEqual(order.slice().reverse());
        // The first extra turn is the last player's in APNAP order; the active player's comes last.
        expect(s.board.turns![0]).toBe(order[order.length - 1]);
        expect(s.board.turns![n - 1]).toBe(active);
      }),
      { numRuns: propertyRuns(200), seed: 500 },
    );
  });
});
