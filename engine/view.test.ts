import { describe, expect, it } from 'vitest';
import { play, scenario } from './testing';
import { timeline } from './timeline';
import { viewAs } from './view';

const s = scenario({
  players: ['Ana', 'Ben'],
  effect: 'each-player-discards-a-card',
  cards: ['bolt:Ana:hand:instant:1', 'forest:Ana:library:land', 'island:Ben:hand:land', 'bears:Ben:battlefield:creature:2', 'elves:Ben:graveyard:creature:1'],
});

describe('viewAs: what each player can see (101.4a/b)', () => {
  it('hides other players’ hands and every library, shows public zones', () => {
    const v = viewAs(play(s).state, 'Ana');
    expect(v.board.hand).toEqual({ Ana: ['bolt'], Ben: [null] });
    expect(v.board.library).toEqual({ Ana: [null], Ben: [] });
    expect(v.board.battlefield).toEqual([{ card: 'bears', controller: 'Ben' }]);
    expect(v.board.graveyard.Ben).toEqual(['elves']);
  });
  it('shows an onlooker no hand at all', () => {
    expect(viewAs(play(s).state, null).board.hand).toEqual({ Ana: [null], Ben: [null] });
  });
  it('masks the current round’s face-down choices for everyone but the chooser', () => {
    const st = play(s, [['Ana', 'bolt']]).state;
    expect(viewAs(st, 'Ben').choices).toEqual([{ player: 'Ana', choice: null }]);
    expect(viewAs(st, 'Ana').choices).toEqual([{ player: 'Ana', choice: ['bolt'] }]);
  });
  it('works on every timeline step, showing the board of that moment', () => {
    const t = timeline(s, [{ player: 'Ana', choice: ['bolt'] }, { player: 'Ben', choice: ['island'] }]);
    const last = t.steps.at(-1)!;
    const before = t.steps.at(-2)!;
    expect(viewAs(before.state, 'Ben').board.hand.Ana).toEqual([null]);
    expect(viewAs(before.state, 'Ben').choices).toEqual([
      { player: 'Ana', choice: null },
      { player: 'Ben', choice: ['island'] },
    ]);
    expect(viewAs(last.state, 'Ben').board.graveyard.Ana).toEqual(['bolt']);
  });
});
