// Several permanents instructed to connive at the same time (701.50d), each conniving as 701.50a
// says, through Change of Plans and the rules illustration "each creature connives".
import { describe, expect, it } from 'vitest';
import { instructedTable, runInstructed } from '../testing/instructed';
import { viewAs } from '../play/view';
import type { GameEvent } from '../core/events';
import type { ScenarioCard } from '../core/types';

type Connive = Extract<GameEvent, { type: 'connive' }>;
const card = (id: string, owner: string, zone: ScenarioCard['zone'], type: 'creature' | 'land' | 'instant'): ScenarioCard => ({ id, name: `Card ${id}`, owner, zone, types: [type], manaValue: type === 'land' ? 0 : 1 });
const table = instructedTable({ activePlayer: 'Ben', effect: { id: 'change-of-plans', controller: 'Ana' } });
const run = runInstructed;
const connives = (events: readonly GameEvent[], step: Connive['step']) => events.filter((e): e is Connive => e.type === 'connive' && e.step === step);

describe('701.50a: draw a card, then discard a card; a +1/+1 counter if the discarded card is nonland', () => {
  it('puts a counter for a nonland discard, none for a land', () => {
    const cards = [card('a1', 'Ana', 'battlefield', 'creature'), card('h', 'Ana', 'hand', 'land'), card('t', 'Ana', 'library', 'instant')];
    const nonland = run(table(cards, [{ player: 'Ana', choice: ['a1'] }, { player: 'Ana', choice: ['t'] }]));
    expect(nonland.state.counters).toEqual({ a1: 1 });
    expect(nonland.state.graveyard.Ana).toEqual(['t']);
    expect(nonland.state.hand.Ana).toEqual(['h']);
    const land = run(table(cards, [{ player: 'Ana', choice: ['a1'] }, { player: 'Ana', choice: ['h'] }]));
    expect(land.state.counters).toBeUndefined();
    expect(connives(land.events, 'discard')).toMatchObject([{ discarded: { card: 'h' }, counter: false }]);
  });
  it('draws before the discard: the drawn card can be discarded', () => {
    const cards = [card('a1', 'Ana', 'battlefield', 'creature'), card('t', 'Ana', 'library', 'instant')];
    const r = run(table(cards, [{ player: 'Ana', choice: ['a1'] }, { player: 'Ana', choice: ['t'] }]));
    expect(connives(r.events, 'draw')).toMatchObject([{ drawn: 1, library: 0 }]);
    expect(r.state.counters).toEqual({ a1: 1 });
  });
  it('with no card to draw or discard: the draw is attempted (704.5b), nothing is discarded, no counter', () => {
    const r = run(table([card('a1', 'Ana', 'battlefield', 'creature')], [{ player: 'Ana', choice: ['a1'] }]));
    expect(connives(r.events, 'draw')).toMatchObject([{ drawn: 0 }]);
    expect(connives(r.events, 'no-discard')).toHaveLength(1);
    expect(r.events.filter((e) => e.type === 'lose-game')).toMatchObject([{ player: 'Ana', rule: '704.5b' }]);
  });
  it('121.6b: Laboratory Maniac replaces a draw from an empty library, and its controller wins at once', () => {
    const maniac: ScenarioCard = { id: 'lm', name: 'Laboratory Maniac', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 3 };
    const r = run(table([maniac, card('a1', 'Ana', 'battlefield', 'creature')], [{ player: 'Ana', choice: ['a1'] }]));
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', rule: '104.2b', winner: 'Ana' });
    expect(r.done).toBe(true);
  });
  it('400.2: another player sees the discard, never the drawn card', () => {
    const cards = [card('a1', 'Ana', 'battlefield', 'creature'), card('a2', 'Ana', 'battlefield', 'creature'), card('h', 'Ana', 'hand', 'land'), card('t', 'Ana', 'library', 'instant')];
    const r = run(table(cards, [{ player: 'Ana', choice: ['a1'] }, { player: 'Ana', choice: ['h'] }]));
    const ben = viewAs(r.last!, 'Ben').board;
    expect(ben.hand.Ana).toEqual([null]);
    expect(ben.graveyard.Ana).toEqual(['h']);
    expect(connives(r.events, 'draw')[0]!.cards).toEqual(['a1']);
  });
});

describe('701.50d: one permanent at a time, chosen by the first player in APNAP order who controls one still to connive', () => {
  it('Change of Plans on Ben’s turn: Ben controls none, so Ana chooses, each creature conniving completely before the next', () => {
    const cards = [card('a1', 'Ana', 'battlefield', 'creature'), card('a2', 'Ana', 'battlefield', 'creature'), card('b1', 'Ben', 'battlefield', 'creature'), card('h', 'Ana', 'hand', 'land'), card('t1', 'Ana', 'library', 'instant'), card('t2', 'Ana', 'library', 'land')];
    const r = run(table(cards, [{ player: 'Ana', choice: ['a2'] }, { player: 'Ana', choice: ['h'] }, { player: 'Ana', choice: ['a1'] }, { player: 'Ana', choice: ['t1'] }]));
    expect(r.events.filter((e) => e.type === 'connive').map((e) => [(e as Connive).step, (e as Connive).pick.card])).toEqual([
      ['draw', 'a2'],
      ['discard', 'a2'],
      ['draw', 'a1'],
      ['discard', 'a1'],
    ]);
    expect(r.state.counters).toEqual({ a1: 1 });
    expect(r.events.some((e) => e.type === 'choose' && e.player === 'Ben')).toBe(false);
  });
  it('each creature connives: the active player’s first, then turn order', () => {
    const cards = ['Ana', 'Ben', 'Cy'].flatMap((p) => [card(`${p}-c`, p, 'battlefield', 'creature'), card(`${p}-t`, p, 'library', 'instant')]);
    const decisions = ['Cy', 'Ana', 'Ben'].flatMap((p) => [{ player: p, choice: [`${p}-c`] }, { player: p, choice: [`${p}-t`] }]);
    const r = run(table(cards, decisions, { activePlayer: 'Cy', effect: { id: 'each-creature-connives', controller: 'Ben' } }));
    expect(connives(r.events, 'discard').map((e) => e.player)).toEqual(['Cy', 'Ana', 'Ben']);
  });
});
