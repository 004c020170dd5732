import { describe, expect, it } from 'vitest';
import { narrate } from '@/i18n/narrators/en/events';
import { reasonOf, said } from '@/i18n/narrators/en/testing';
import { play as playFacts, scenario, whereIs } from '../testing';
import type { Scenario } from '../core/types';

const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));
const v2 = (s: Scenario): Scenario => ({ ...s, format: 'apnap/2' });

// Three players, Ben starts (101.4e: the starting player is the active player while the game starts).
// Hands of two cards (the starting hand size is what the file deals); libraries read top first.
const table = v2(
  scenario({
    players: ['Ana', 'Ben', 'Cy'],
    active: 'Ben',
    effect: 'start-of-game',
    cards: [
      'void:Ana:hand:enchantment:4', 'swamp-a:Ana:hand:land',
      'island-b1:Ben:hand:land', 'island-b2:Ben:hand:land', 'sanctity:Ben:library:enchantment:4', 'plains-b:Ben:library:land', 'forest-b:Ben:library:land',
      'mountain-c1:Cy:hand:land', 'mountain-c2:Cy:hand:land', 'forest-c1:Cy:library:land', 'forest-c2:Cy:library:land', 'forest-c3:Cy:library:land', 'forest-c4:Cy:library:land',
    ],
  }),
);
table.cards.find((c) => c.id === 'void')!.name = 'Leyline of the Void';
table.cards.find((c) => c.id === 'sanctity')!.name = 'Leyline of Sanctity';

describe('starting the game: mulligans (103.5) and opening-hand actions (103.6)', () => {
  it('asks the starting player first: they are considered the active player (101.4e)', () => {
    const { state } = play(table);
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '103.5', question: 'mulligan', options: ['keep', 'mulligan'], faceDown: false });
    expect(state.events[1]).toMatchObject({ type: 'order', rule: '101.4e', players: ['Ben', 'Cy', 'Ana'] });
    expect(reasonOf(state.pending)).toBe('Ben is the active player.');
  });
  it('declarations are public: each later player knows the earlier ones (101.4b), never the cards', () => {
    const { state } = play(table, [['Ben', 'mulligan']]);
    expect(state.pending).toMatchObject({ player: 'Cy', known: [{ player: 'Ben', choice: ['mulligan'] }] });
    // Nobody has taken a mulligan yet: they all happen once every player has declared.
    expect(state.board.hand.Ben).toEqual(['island-b1', 'island-b2']);
  });
  it('takes every declared mulligan at the same time, once each player has declared', () => {
    const { state } = play(table, [['Ben', 'mulligan'], ['Cy', 'mulligan'], ['Ana', 'keep']]);
    const m = state.events.filter((e) => e.type === 'mulligan');
    expect(m).toEqual([expect.objectContaining({ rule: '103.5', mulligans: [{ player: 'Ben', times: 1, drawn: 2 }, { player: 'Cy', times: 1, drawn: 2 }] })]);
    expect(state.board.hand.Ben).toEqual(['sanctity', 'plains-b']);
    expect(state.board.hand.Cy).toEqual(['forest-c1', 'forest-c2']);
  });
  it('in a multiplayer game the first mulligan puts nothing on the bottom (103.5c)', () => {
    const { state } = play(table, [['Ben', 'mulligan'], ['Cy', 'mulligan'], ['Ana', 'keep']]);
    const skips = state.events.filter((e) => e.type === 'skip' && e.question === 'mulligan-bottom');
    expect(skips.map((e) => [e.player, e.type === 'skip' && e.params.free])).toEqual([['Ben', 1], ['Cy', 1], ['Ana', 0]]);
    expect(narrate(skips[0]!)).toMatch(/first mulligan does not count toward the cards they put on the bottom \(103\.5c\)/);
    // The declarations repeat at once, without Ana, who kept (103.5).
    expect(state.pending).toMatchObject({ player: 'Ben', question: 'mulligan' });
  });
  it('a counted mulligan puts cards on the bottom, face down, then the declarations repeat', () => {
    const { state } = play(table, [['Ben', 'mulligan'], ['Cy', 'mulligan'], ['Ana', 'keep'], ['Ben', 'mulligan'], ['Cy', 'keep']]);
    expect(state.events.filter((e) => e.type === 'mulligan').at(-1)).toMatchObject({ mulligans: [{ player: 'Ben', times: 2, drawn: 2 }] });
    // London mulligan: a hidden zone, so the choice is face down (101.4a).
    expect(state.pending).toMatchObject({ player: 'Ben', question: 'mulligan-bottom', faceDown: true, options: ['forest-b', 'island-b1'], params: { owed: 1 } });
    const after = play(table, [['Ben', 'mulligan'], ['Cy', 'mulligan'], ['Ana', 'keep'], ['Ben', 'mulligan'], ['Cy', 'keep'], ['Ben', 'forest-b']]).state;
    expect(after.board.library.Ben!.at(-1)).toBe('forest-b');
    expect(after.board.hand.Ben).toEqual(['island-b1']);
    expect(after.events.find((e) => e.type === 'bottom')).toMatchObject({ players: [{ player: 'Ben', count: 1 }] });
    expect(after.pending).toMatchObject({ player: 'Ben', question: 'mulligan' });
  });
  it('in a two-player game every mulligan counts: the second puts two cards on the bottom, one at a time', () => {
    const duel = v2(scenario({ players: ['Ana', 'Ben'], effect: 'start-of-game', cards: ['a1:Ana:hand:land', 'a2:Ana:hand:land', 'a3:Ana:library:land', 'a4:Ana:library:land', 'a5:Ana:library:land', 'b1:Ben:hand:land'] }));
    const first = play(duel, [['Ana', 'mulligan'], ['Ben', 'keep']]).state;
    expect(first.pending).toMatchObject({ player: 'Ana', question: 'mulligan-bottom', params: { owed: 1 } });
    const { state } = play(duel, [['Ana', 'mulligan'], ['Ben', 'keep'], ['Ana', 'a3'], ['Ana', 'mulligan'], ['Ana', 'a5']]);
    expect(state.pending).toMatchObject({ player: 'Ana', question: 'mulligan-bottom', rule: '101.4c', params: { owed: 1 } });
    expect(reasonOf(state.pending)).toMatch(/one at a time: 1 still to put there/);
  });
  it('skips a player who kept, citing 103.5', () => {
    const { state } = play(table, [['Ben', 'keep'], ['Cy', 'mulligan'], ['Ana', 'keep']]);
    const skips = state.events.filter((e) => e.type === 'skip' && e.question === 'mulligan');
    expect(skips.map((e) => [e.player, e.rule])).toEqual([['Ben', '103.5']]);
    expect(state.pending).toMatchObject({ player: 'Cy', question: 'mulligan' });
  });
  it('after the mulligans, the starting player first puts their Leyline onto the battlefield (103.6, 103.6a)', () => {
    const base = [['Ben', 'mulligan'], ['Cy', 'keep'], ['Ana', 'keep'], ['Ben', 'keep']];
    const { state } = play(table, base);
    expect(state.pending).toMatchObject({ player: 'Ben', question: 'opening-hand-action', rule: '103.6', options: ['sanctity'], min: 0 });
    const after = play(table, [...base, ['Ben', 'sanctity']]).state;
    expect(whereIs(after, 'sanctity')).toBe('battlefield:Ben');
    expect(after.events.find((e) => e.type === 'enter')).toMatchObject({ rule: '103.6a' });
    // Cy has no such card (skipped, 103.6); Ana is next.
    expect(after.pending).toMatchObject({ player: 'Ana', options: ['void'] });
    const done = play(table, [...base, ['Ben', 'sanctity'], ['Ana', 'void']]).state;
    expect(whereIs(done, 'void')).toBe('battlefield:Ana');
    expect(done.done).toBe(true);
    expect(done.events.map((e) => narrate(e)).at(-1)).toBe('The mulligans and the opening-hand actions are done: the first turn can begin.');
  });
  it('refuses a player out of turn and a card that cannot begin the game on the battlefield', () => {
    expect(play(table, [['Ana', 'keep']]).error).toMatchObject({ code: 'out-of-order', rule: '103.5' });
    // Ben has no such card in his kept hand (skipped, 103.6): Ana is asked, and a Swamp can't.
    const { error } = play(table, [['Ben', 'keep'], ['Cy', 'keep'], ['Ana', 'keep'], ['Ana', 'swamp-a']]);
    expect(error).toMatchObject({ code: 'illegal-option', rule: '608.2d', params: { why: 'no-opening-action' } });
  });
  it('a player with two such cards takes the actions one at a time before the next player', () => {
    const two = v2({ ...table, cards: table.cards.map((c) => (c.id === 'swamp-a' ? { ...c, name: 'Leyline of Sanctity', types: ['enchantment'] } : c)) });
    const { state } = play(two, [['Ben', 'keep'], ['Cy', 'keep'], ['Ana', 'keep'], ['Ana', 'void']]);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '101.4c', options: ['swamp-a'] });
  });
  it('no more mulligans once the hand would be empty: only keep is offered (two players: every mulligan counts)', () => {
    const one = v2(scenario({ players: ['Ana', 'Ben'], effect: 'start-of-game', cards: ['x:Ana:hand:land', 'y:Ana:library:land', 'z:Ben:hand:land'] }));
    const { state } = play(one, [['Ana', 'mulligan'], ['Ben', 'keep'], ['Ana', 'y']]);
    expect(state.pending).toMatchObject({ player: 'Ana', question: 'mulligan', options: ['keep'] });
  });
});

describe('starting a Two-Headed Giant game (805.3a, 805.3b, 103.6c)', () => {
  // Ben's team starts: its players declare in whatever order the team likes (its primary player, Ana,
  // says which of them goes first), then the other team's players (805.3a); the Leylines likewise (805.3b).
  const giant: Scenario = {
    format: 'apnap/2',
    players: ['Ana', 'Ben', 'Cleo', 'Dan'],
    teams: [['Ana', 'Ben'], ['Cleo', 'Dan']],
    life: { Ana: 30, Ben: 30, Cleo: 30, Dan: 30 },
    activePlayer: 'Ben',
    cards: [
      { id: 'void', name: 'Leyline of the Void', owner: 'Ana', zone: 'hand', types: ['enchantment'], manaValue: 4 },
      { id: 'sanctity', name: 'Leyline of Sanctity', owner: 'Ben', zone: 'hand', types: ['enchantment'], manaValue: 4 },
      { id: 'swamp', name: 'Swamp', owner: 'Cleo', zone: 'hand', types: ['land'] },
      { id: 'void-dan', name: 'Leyline of the Void', owner: 'Dan', zone: 'hand', types: ['enchantment'], manaValue: 4 },
    ],
    effect: { id: 'start-of-game', controller: 'Ben' },
  };
  it('the starting team chooses which of its players declares first, then the other team', () => {
    const { state } = play(giant);
    expect(state.pending).toMatchObject({ player: 'Ana', question: 'team-first', rule: '805.3a', options: ['Ana', 'Ben'] });
    const next = play(giant, [['Ana', 'Ben'], ['Ben', 'keep'], ['Ana', 'keep']]).state;
    expect(next.pending).toMatchObject({ player: 'Cleo', question: 'team-first' });
  });
  it('the starting team puts its Leylines onto the battlefield first, in the order it likes (805.3b)', () => {
    const keep = [['Ana', 'Ben'], ['Ben', 'keep'], ['Ana', 'keep'], ['Cleo', 'Dan'], ['Dan', 'keep'], ['Cleo', 'keep']];
    const { state } = play(giant, [...keep, ['Ana', 'Ben'], ['Ben', 'sanctity'], ['Ana', 'void']]);
    expect(state.events.filter((e) => e.type === 'team-order').map((e) => e.rule)).toEqual(['805.3a', '805.3a', '805.3b']);
    expect(whereIs(state, 'sanctity')).toBe('battlefield:Ben');
    expect(whereIs(state, 'void')).toBe('battlefield:Ana');
    // Only Dan of the other team has such a card: no team decision, Dan is asked.
    expect(state.pending).toMatchObject({ player: 'Dan', question: 'opening-hand-action' });
  });
});
