// The zones: cards go to their owner's graveyard; a move copies only the zones it changes.
import { describe, expect, it } from 'vitest';
import { initialBoard, record, toBattlefield, toGraveyard } from './board';
import { startResolution } from '../play/resolve';
import { commit, draftOf } from './state';
import { scenario } from '../testing';

const s = scenario({
  effect: 'each-player-sacrifices-a-creature',
  players: ['Ana', 'Ben'],
  cards: ['bears:Ana:battlefield:creature:2:Ben', 'bolt:Ben:hand:instant:1', 'forest:Ana:graveyard:land'],
});

describe('board', () => {
  it('starts from the scenario: zones in the order listed, controller defaulting to the owner, new lists empty', () => {
    const b = initialBoard(s);
    expect(b.battlefield).toEqual([{ card: 'bears', controller: 'Ben' }]);
    expect(b.hand).toEqual({ Ana: [], Ben: ['bolt'] });
    expect(b.graveyard.Ana).toEqual(['forest']);
    expect(b).toMatchObject({ stack: [], waiting: [], lost: [], life: { Ana: 20, Ben: 20 } });
  });
  it("a stolen permanent goes to its owner's graveyard; only the zones that change are copied", () => {
    const before = startResolution(s);
    const d = draftOf(before);
    toGraveyard(d, before.cards.bears!);
    const after = commit(d);
    expect(after.board.graveyard).toEqual({ Ana: ['forest', 'bears'], Ben: [] });
    expect(after.board.battlefield).toEqual([]);
    expect(after.board.hand).toBe(before.board.hand);
    expect(after.board.graveyard.Ben).toBe(before.board.graveyard.Ben);
    expect(before.board.battlefield).toHaveLength(1);
  });
  it('moves a card out of whatever zone it is in', () => {
    const d = draftOf(startResolution(s));
    toBattlefield(d, 'bolt', 'Ana');
    expect(d.board.hand.Ben).toEqual([]);
    expect(d.board.battlefield.map((e) => e.card)).toEqual(['bears', 'bolt']);
  });
  it('builds records safely for any name, "__proto__" included', () => {
    const r = record(['__proto__', 'Ana'], (k) => k.length);
    expect(Object.keys(r)).toEqual(['__proto__', 'Ana']);
    // The name is an own key holding its value, not a prototype swap.
    expect(Object.getOwnPropertyDescriptor(r, '__proto__')?.value).toBe(9);
    expect(Object.getPrototypeOf(r)).toBeNull();
    expect(JSON.parse(JSON.stringify(r))).toEqual({ ['__proto__']: 9, Ana: 3 });
  });
});
