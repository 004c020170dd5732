// Draws by several players at once (121.2c; 805.6a with teams), a draw replaced within the sequence
// (121.6b: Laboratory Maniac, 614.1a, 104.2b) and the loss for an empty library (704.5b), through
// Wheel of Fortune ("Each player discards their hand, then draws seven cards.").
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { viewAs } from '../play/view';
import type { GameEvent } from '../core/events';
import type { Scenario, ScenarioCard } from '../core/types';

type Draw = Extract<GameEvent, { type: 'draw' }>;
const library = (owner: string, n: number): ScenarioCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${owner}-lib-${i}`, name: 'Island', owner, zone: 'library', types: ['land'] }));
const maniac = (owner: string): ScenarioCard => ({ id: `${owner}-maniac`, name: 'Laboratory Maniac', owner, zone: 'battlefield', types: ['creature'], manaValue: 3 });
const wheel = (players: string[], active: string, cards: ScenarioCard[], extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players,
  activePlayer: active,
  cards,
  effect: { id: 'wheel-of-fortune', controller: active },
  ...extra,
});
const run = (s: Scenario) => {
  const r = judge(s);
  expect(r.invalid).toBeUndefined();
  return r;
};
const draws = (events: readonly GameEvent[]) => events.filter((e): e is Draw => e.type === 'draw');

describe('121.2c: the active player performs all of their draws first, then each other player in turn order', () => {
  it('orders the draws from the active player, whoever cast the spell', () => {
    const cards = ['Ana', 'Ben', 'Cy'].flatMap((p) => library(p, 9));
    expect(draws(run(wheel(['Ana', 'Ben', 'Cy'], 'Ana', cards)).events).map((e) => e.player)).toEqual(['Ana', 'Ben', 'Cy']);
    const onBens = run({ ...wheel(['Ana', 'Ben', 'Cy'], 'Ben', cards), effect: { id: 'wheel-of-fortune', controller: 'Ana' } });
    expect(draws(onBens.events).map((e) => [e.player, e.rule, e.drawn])).toEqual([
      ['Ben', '121.2c', 7],
      ['Cy', '121.2c', 7],
      ['Ana', '121.2c', 7],
    ]);
  });
  it('discards every hand at once before any draw, and moves the top cards into the hand', () => {
    const cards: ScenarioCard[] = [{ id: 'bolt', name: 'Lightning Bolt', owner: 'Ana', zone: 'hand', types: ['instant'] }, ...library('Ana', 8), ...library('Ben', 7)];
    const r = run(wheel(['Ana', 'Ben'], 'Ana', cards));
    expect(r.events.map((e) => e.type).filter((t) => t === 'discard-hands' || t === 'draw')).toEqual(['discard-hands', 'draw', 'draw']);
    expect(r.state.graveyard.Ana).toEqual(['bolt']);
    expect(r.state.hand.Ana).toEqual(library('Ana', 7).map((c) => c.id));
    expect(r.state.library.Ana).toEqual(['Ana-lib-7']);
    expect(r.state.library.Ben).toEqual([]);
    expect(r.state.lost).toEqual([]);
  });
  it('names no drawn card in the log, and shows a player only their own new hand (400.2)', () => {
    const r = run(wheel(['Ana', 'Ben'], 'Ana', [...library('Ana', 7), ...library('Ben', 7)]));
    expect(draws(r.events).every((e) => e.cards === undefined)).toBe(true);
    const seenByBen = viewAs(r.last!, 'Ben').board.hand;
    expect(seenByBen.Ana).toEqual(Array(7).fill(null));
    expect(seenByBen.Ben).toEqual(library('Ben', 7).map((c) => c.id));
  });
});

describe('121.6b, 614.1a, 104.2b: a draw replaced within the sequence (Laboratory Maniac)', () => {
  const cards = [maniac('Ana'), maniac('Ben'), ...library('Ana', 3), ...library('Ben', 2)];
  it('the first player in the order whose library runs out wins, at once; later players never draw', () => {
    const r = run(wheel(['Ana', 'Ben'], 'Ana', cards));
    expect(draws(r.events).map((e) => [e.player, e.drawn, e.replaced?.card])).toEqual([['Ana', 3, 'Ana-maniac']]);
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', rule: '104.2b', winner: 'Ana' });
    expect(r.done).toBe(true);
    expect(r.events.some((e) => e.type === 'finish' || e.type === 'check')).toBe(false);
  });
  it('on Ben’s turn the same table makes Ben win', () => {
    expect(run(wheel(['Ana', 'Ben'], 'Ben', cards)).events.at(-1)).toMatchObject({ type: 'game-over', winner: 'Ben' });
  });
  it('applies only to its controller: a Maniac Ana controls does not replace Ben’s draws', () => {
    const stolen = { ...maniac('Ben'), controller: 'Ana' };
    const r = run(wheel(['Ana', 'Ben'], 'Ana', [stolen, ...library('Ana', 7), ...library('Ben', 2)]));
    expect(draws(r.events).map((e) => [e.player, e.empty, e.replaced])).toEqual([
      ['Ana', 0, undefined],
      ['Ben', 5, undefined],
    ]);
  });
});

describe('704.5b: an empty library matters only when state-based actions are checked, after all the draws', () => {
  it('every player who drew from an empty library loses at the check, together (104.4a: a draw when none is left)', () => {
    const r = run(wheel(['Ana', 'Ben', 'Cy'], 'Ana', [...library('Ana', 2), ...library('Ben', 7), ...library('Cy', 0)]));
    expect(draws(r.events).map((e) => [e.player, e.empty])).toEqual([
      ['Ana', 5],
      ['Ben', 0],
      ['Cy', 7],
    ]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('check')).toBeGreaterThan(types.lastIndexOf('draw'));
    expect(r.events.find((e) => e.type === 'check')).toMatchObject({ losers: ['Ana', 'Cy'], emptyDraws: ['Ana', 'Cy'] });
    expect(r.events.filter((e) => e.type === 'lose-game')).toMatchObject([
      { rule: '704.5b', player: 'Ana', emptyDraw: 'Ana' },
      { rule: '704.5b', player: 'Cy', emptyDraw: 'Cy' },
    ]);
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', rule: '104.2a', winner: 'Ben' });
  });
});

describe('805.6a: with shared team turns, the active team draws first, then each player of the other team in turn order', () => {
  const players = ['Ana', 'Ben', 'Cy', 'Dan'];
  const teams = [
    ['Ana', 'Ben'],
    ['Cy', 'Dan'],
  ];
  it('orders the draws team by team from the active team, and a player’s win is the team’s (810.8a)', () => {
    const cards = [maniac('Dan'), ...library('Ana', 7), ...library('Ben', 7), ...library('Cy', 7), ...library('Dan', 1)];
    const r = run(wheel(players, 'Cy', cards, { teams }));
    expect(draws(r.events).map((e) => [e.player, e.rule])).toEqual([
      ['Cy', '805.6a'],
      ['Dan', '805.6a'],
    ]);
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', rule: '104.2b', winner: null, winners: ['Cy', 'Dan'], player: 'Dan' });
  });
  it('a team loses when either of its players drew from an empty library (704.5b, 810.8a)', () => {
    const r = run(wheel(players, 'Ana', [...library('Ana', 7), ...library('Ben', 3), ...library('Cy', 7), ...library('Dan', 7)], { teams }));
    expect(r.events.filter((e) => e.type === 'lose-game')).toMatchObject([
      { rule: '704.5b', player: 'Ana', emptyDraw: 'Ben' },
      { rule: '704.5b', player: 'Ben', emptyDraw: 'Ben' },
    ]);
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', winners: ['Cy', 'Dan'] });
  });
});
