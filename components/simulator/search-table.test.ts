// 701.23i on the table: a searcher sees their own library's options while choosing; every other
// player (and an onlooker) sees only how many cards an earlier searcher found (701.23e, 101.4a).
import { describe, expect, it } from 'vitest';
import { timeline } from '@/engine';
import { example } from '@/content/library';
import { buildTable } from './table-model';
import { EVERYONE } from './viewer';

const ex = example('veteran-explorer-search')!;
// After Ben's choice: Cy is asked.
const state = timeline(ex.scenario).steps[1]!.state;
const seat = (viewer: Parameters<typeof buildTable>[1], p: string) => buildTable(state, viewer).seats.find((s) => s.player === p)!;

describe('the search on the table (701.23i)', () => {
  it('shows Cy his own library\'s basic lands to find, and Ben\'s count, not Ben\'s cards', () => {
    const cy = { kind: 'player', player: 'Cy' } as const;
    expect(seat(cy, 'Cy').searching.map((c) => c.id)).toEqual(['cy-swamp', 'cy-mountain', 'cy-forest']);
    expect(seat(cy, 'Ben')).toMatchObject({ choseFaceDown: true, faceDownCount: 2, searching: [] });
    expect(buildTable(state, cy).seats.flatMap((s) => s.battlefield)).toEqual([]);
  });
  it('shows Cy\'s library to no one else but the teaching view', () => {
    expect(seat({ kind: 'player', player: 'Dee' }, 'Cy').searching).toEqual([]);
    expect(seat({ kind: 'onlooker' }, 'Cy').searching).toEqual([]);
    expect(seat(EVERYONE, 'Cy').searching.map((c) => c.id)).toEqual(['cy-swamp', 'cy-mountain', 'cy-forest']);
  });
});
