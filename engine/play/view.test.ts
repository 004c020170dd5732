import { describe, expect, it } from 'vitest';
import { play, scenario } from '../testing';
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
    expect(viewAs(st, 'Ben').choices).toEqual([{ player: 'Ana', choice: null, faceDown: true }]);
    expect(viewAs(st, 'Ana').choices).toEqual([{ player: 'Ana', choice: ['bolt'], faceDown: true }]);
  });
  it('works on every timeline step, showing the board of that moment', () => {
    const t = timeline(s, [{ player: 'Ana', choice: ['bolt'] }, { player: 'Ben', choice: ['island'] }]);
    const last = t.steps.at(-1)!;
    const before = t.steps.at(-2)!;
    expect(viewAs(before.state, 'Ben').board.hand.Ana).toEqual([null]);
    expect(viewAs(before.state, 'Ben').choices).toEqual([
      { player: 'Ana', choice: null, faceDown: true },
      { player: 'Ben', choice: ['island'], faceDown: true },
    ]);
    expect(viewAs(last.state, 'Ben').board.graveyard.Ana).toEqual(['bolt']);
  });
  describe('the teaching view (a view flag, not one view per player)', () => {
    it('shows every hand, and every face-down choice marked as such (101.4a)', () => {
      const st = play(s, [['Ana', 'bolt']]).state;
      const v = viewAs(st, null, { teaching: true });
      expect(v.board.hand).toEqual({ Ana: ['bolt'], Ben: ['island'] });
      expect(v.choices).toEqual([{ player: 'Ana', choice: ['bolt'], faceDown: true }]);
      // Libraries stay hidden even here: no one, not even their owner, knows their order.
      expect(v.board.library).toEqual({ Ana: [null], Ben: [] });
    });
    it('marks a choice made in the open as not face down', () => {
      const open = scenario({
        players: ['Ana', 'Ben'],
        effect: 'each-player-sacrifices-a-creature',
        cards: ['bears:Ana:battlefield:creature:2', 'elves:Ben:battlefield:creature:1'],
      });
      const st = play(open, [['Ana', 'bears']]).state;
      expect(viewAs(st, null, { teaching: true }).choices).toEqual([{ player: 'Ana', choice: ['bears'], faceDown: false }]);
      expect(viewAs(st, 'Ben').choices).toEqual([{ player: 'Ana', choice: ['bears'], faceDown: false }]);
    });
    it('agrees with each chooser’s own view and the onlooker’s on every step', () => {
      const t = timeline(s, [{ player: 'Ana', choice: ['bolt'] }, { player: 'Ben', choice: ['island'] }]);
      for (const step of t.steps) {
        const teaching = viewAs(step.state, null, { teaching: true }).choices;
        const own = step.state.players.flatMap((p) => viewAs(step.state, p).choices.filter((c) => c.player === p));
        expect(teaching).toEqual(own);
        expect(teaching.map((c) => c.faceDown)).toEqual(viewAs(step.state, null).choices.map((c) => c.choice === null));
      }
    });
  });
});
