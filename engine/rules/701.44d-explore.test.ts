// Several permanents instructed to explore at the same time (701.44d), each exploring as 701.44a
// says, through Hakbal of the Surging Soul and the rules illustration "each creature explores".
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { instructedTable, runInstructed } from '../testing/instructed';
import { startResolution, applyDecision } from '../play/resolve';
import { viewAs } from '../play/view';
import type { GameEvent } from '../core/events';
import type { ScenarioCard } from '../core/types';

type Explore = Extract<GameEvent, { type: 'explore' }>;
const creature = (id: string, owner: string): ScenarioCard => ({ id, name: `Creature ${id}`, owner, zone: 'battlefield', types: ['creature'], manaValue: 2 });
const lib = (id: string, owner: string, land: boolean): ScenarioCard => ({ id, name: land ? 'Island' : 'Giant Growth', owner, zone: 'library', types: [land ? 'land' : 'instant'], manaValue: land ? 0 : 1 });
const table = instructedTable({ activePlayer: 'Ana', effect: { id: 'hakbal-of-the-surging-soul', controller: 'Ana' } });
const run = runInstructed;
const explores = (events: readonly GameEvent[]) => events.filter((e): e is Explore => e.type === 'explore');

describe('701.44a: the controller reveals the top card; a land goes to the hand, otherwise a +1/+1 counter', () => {
  it('puts a revealed land into the hand, with no counter', () => {
    const r = run(table([creature('a', 'Ana'), lib('l', 'Ana', true)], [{ player: 'Ana', choice: ['a'] }]));
    expect(explores(r.events)).toMatchObject([{ pick: { card: 'a' }, revealed: { card: 'l' }, land: true, counters: 0 }]);
    expect(r.state.hand.Ana).toEqual(['l']);
    expect(r.state.counters).toBeUndefined();
  });
  it('puts a counter for a nonland card, which stays on top or goes to the graveyard as the controller chooses', () => {
    const kept = run(table([creature('a', 'Ana'), lib('g', 'Ana', false)], [{ player: 'Ana', choice: ['a'] }, { player: 'Ana', choice: ['top'] }]));
    expect(kept.state.library.Ana).toEqual(['g']);
    expect(kept.state.counters).toEqual({ a: 1 });
    const binned = run(table([creature('a', 'Ana'), lib('g', 'Ana', false)], [{ player: 'Ana', choice: ['a'] }, { player: 'Ana', choice: ['graveyard'] }]));
    expect(binned.state.library.Ana).toEqual([]);
    expect(binned.state.graveyard.Ana).toEqual(['g']);
  });
  it('reveals nothing from an empty library, which is not a land card: the counter is put', () => {
    const r = run(table([creature('a', 'Ana')], [{ player: 'Ana', choice: ['a'] }]));
    expect(explores(r.events)[0]).not.toHaveProperty('revealed');
    expect(r.state.counters).toEqual({ a: 1 });
    expect(r.done).toBe(true);
  });
});

describe('701.44d: one permanent at a time, chosen by the first player in APNAP order who controls one still to explore', () => {
  const three = [creature('a1', 'Ana'), creature('a2', 'Ana'), creature('a3', 'Ana'), lib('g', 'Ana', false), lib('i', 'Ana', true)];
  it('lets the controller choose each explorer after the previous one has finished, and reveals a kept card again', () => {
    const r = run(table(three, [
      { player: 'Ana', choice: ['a2'] },
      { player: 'Ana', choice: ['top'] },
      { player: 'Ana', choice: ['a3'] },
      { player: 'Ana', choice: ['graveyard'] },
      { player: 'Ana', choice: ['a1'] },
    ]));
    expect(explores(r.events).map((e) => [e.pick.card, e.revealed?.card, e.land])).toEqual([
      ['a2', 'g', false],
      ['a3', 'g', false],
      ['a1', 'i', true],
    ]);
    expect(r.state.counters).toEqual({ a2: 1, a3: 1 });
    expect(r.state.hand.Ana).toEqual(['i']);
  });
  it('asks for the next explorer only once the keep-or-graveyard choice is made, citing 701.44d', () => {
    const s0 = startResolution(table(three, []));
    expect(s0.pending).toMatchObject({ player: 'Ana', question: 'choose-explorer', rule: '701.44d', options: ['a1', 'a2', 'a3'] });
    const s1 = applyDecision(s0, { player: 'Ana', choice: ['a1'] });
    if (!s1.ok) throw new Error('refused');
    expect(s1.state.pending).toMatchObject({ question: 'explore-keep', options: ['top', 'graveyard'] });
    const wrong = applyDecision(s1.state, { player: 'Ana', choice: ['a2'] });
    expect(wrong.ok).toBe(false);
  });
  it('finishes every creature of the active player before the next player in APNAP order, whoever controls the effect', () => {
    const cards = [creature('a1', 'Ana'), creature('b1', 'Ben'), creature('b2', 'Ben'), creature('c1', 'Cy'), lib('ai', 'Ana', true), lib('bi', 'Ben', true), lib('bj', 'Ben', true), lib('ci', 'Cy', true)];
    const r = run(table(cards, [
      { player: 'Ben', choice: ['b2'] },
      { player: 'Ben', choice: ['b1'] },
      { player: 'Cy', choice: ['c1'] },
      { player: 'Ana', choice: ['a1'] },
    ], { activePlayer: 'Ben', effect: { id: 'each-creature-explores', controller: 'Ana' } }));
    expect(explores(r.events).map((e) => e.player)).toEqual(['Ben', 'Ben', 'Cy', 'Ana']);
  });
  it('passes over a player who controls none of the permanents, saying so', () => {
    const r = run(table([creature('a1', 'Ana'), creature('c1', 'Cy')], [{ player: 'Ana', choice: ['a1'] }, { player: 'Cy', choice: ['c1'] }], { effect: { id: 'each-creature-explores', controller: 'Ana' } }));
    expect(r.events.filter((e) => e.type === 'skip')).toMatchObject([{ player: 'Ben', question: 'choose-explorer', rule: '701.44d' }]);
  });
  it('Hakbal instructs only its controller’s creatures', () => {
    const r = run(table([creature('a1', 'Ana'), creature('b1', 'Ben')], [{ player: 'Ana', choice: ['a1'] }]));
    expect(explores(r.events).map((e) => e.pick.card)).toEqual(['a1']);
    expect(r.done).toBe(true);
  });
  it('805.6: at a team table the active team says which of its players explores first', () => {
    const cards = [creature('a1', 'Ana'), creature('b1', 'Ben'), creature('c1', 'Cy')];
    const s = table(cards, [], { players: ['Ana', 'Ben', 'Cy', 'Dee'], teams: [['Ana', 'Ben'], ['Cy', 'Dee']], effect: { id: 'each-creature-explores', controller: 'Ana' } });
    expect(startResolution(s).pending).toMatchObject({ question: 'team-first', options: ['Ana', 'Ben'] });
    const r = run({ ...s, decisions: [{ player: 'Ana', choice: ['Ben'] }, { player: 'Ben', choice: ['b1'] }, { player: 'Ana', choice: ['a1'] }, { player: 'Cy', choice: ['c1'] }] });
    expect(explores(r.events).map((e) => e.player)).toEqual(['Ben', 'Ana', 'Cy']);
  });
  it('101.4b: a later chooser sees a revealed card kept on top of another player’s library', () => {
    const cards = [creature('b1', 'Ben'), creature('c1', 'Cy'), lib('bg', 'Ben', false), lib('bx', 'Ben', true)];
    const s = table(cards, [{ player: 'Ben', choice: ['b1'] }, { player: 'Ben', choice: ['top'] }], { activePlayer: 'Ben', effect: { id: 'each-creature-explores', controller: 'Ben' } });
    const r = run(s);
    expect(r.pending?.player).toBe('Cy');
    expect(viewAs(r.last!, 'Cy').board.library.Ben).toEqual(['bg', null]);
  });
  it('is refused in an apnap/2 file, naming apnap/3', () => {
    const r = judge({ ...table([creature('a1', 'Ana')], []), format: 'apnap/2' });
    expect(r.invalid).toMatchObject({ code: 'format-effect', params: { format: 'apnap/3' } });
  });
});
