// The top of a library on the table (701.22c, 701.30c): a card a player looks at is shown at that
// player's seat to that player only; a card revealed for a clash is shown to everyone.
import { describe, expect, it } from 'vitest';
import { judge } from '@/engine';
import type { Scenario } from '@/engine/types';
import { buildTable } from './table-model';

const top = (s: Scenario, viewer: string | null, seat: string) => {
  const state = judge(s).last!;
  const table = buildTable(state, viewer === null ? { kind: 'onlooker' } : { kind: 'player', player: viewer });
  return table.seats.find((x) => x.player === seat)!.libraryTop.map((c) => c.name);
};
const library = (owner: string, names: string[]) => names.map((name, i) => ({ id: `${owner}-${i}`, name, owner, zone: 'library' as const, types: ['instant' as const], manaValue: i + 1 }));
const table = (effect: 'myr-custodian' | 'broken-ambitions', decisions: Scenario['decisions']): Scenario => ({
  format: 'apnap/3',
  players: ['Ana', 'Ben'],
  activePlayer: 'Ben',
  cards: [...library('Ana', ['Counterspell', 'Shock']), ...library('Ben', ['Lightning Bolt', 'Divination'])],
  effect: { id: effect, controller: 'Ana' },
  decisions,
});

describe('the top of a library on the table', () => {
  it('701.22c: Ana sees the two cards she looks at; Ben sees none of them', () => {
    const s = table('myr-custodian', []);
    expect(top(s, 'Ana', 'Ana')).toEqual(['Counterspell', 'Shock']);
    expect(top(s, 'Ben', 'Ana')).toEqual([]);
  });
  it('701.30c: the cards revealed for the clash are shown to everyone', () => {
    const s = table('broken-ambitions', [{ player: 'Ana', choice: ['Ben'] }, { player: 'Ana', choice: ['Ben'] }]);
    expect(top(s, 'Ben', 'Ana')).toEqual(['Counterspell']);
    expect(top(s, null, 'Ben')).toEqual(['Lightning Bolt']);
  });
});
