// Clash (701.30), through Broken Ambitions: "Clash with an opponent. If you win, that spell's
// controller mills four cards." Both reveal at the same time; they decide in APNAP order (101.4)
// whether to put their card on the bottom (701.30a, 701.30c); the cards move at the same time; the
// higher mana value wins, a tie has no winner (701.30d); the winner's spell mills (701.17a).
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { viewAs } from '../play/view';
import { clashWinner } from './701.30c-clash';
import { answeredBy, judged } from '../testing/judged';
import type { GameEvent } from '../core/events';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

/** A library whose cards have the given mana values, top first. */
const library = (owner: string, values: number[]): ScenarioCard[] =>
  values.map((manaValue, i) => ({ id: `${owner}-${i + 1}`, name: `Card ${manaValue}`, owner, zone: 'library', types: ['sorcery'], manaValue }));
const ambitions = (players: string[], active: string, decisions: Decision[], tops: Record<string, number[]>, extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players,
  activePlayer: active,
  cards: players.flatMap((p) => library(p, tops[p] ?? [1, 1, 1, 1, 1, 1])),
  effect: { id: 'broken-ambitions', controller: 'Ana' },
  decisions,
  ...extra,
});
const run = judged;
const asked = answeredBy;
const clashOf = (events: readonly GameEvent[]) => events.find((e) => e.type === 'clash');

describe('701.30d: a player wins with a mana value higher than every other card revealed', () => {
  it('the higher one wins; a tie has no winner', () => {
    expect(clashWinner([{ player: 'Ana', manaValue: 3 }, { player: 'Ben', manaValue: 2 }])).toBe('Ana');
    expect(clashWinner([{ player: 'Ana', manaValue: 2 }, { player: 'Ben', manaValue: 2 }])).toBeNull();
    expect(clashWinner([{ player: 'Ben', manaValue: 0 }])).toBe('Ben');
  });
});

describe('701.30c: both reveal at the same time, then decide in APNAP order; the cards move at the same time', () => {
  const twoPlayers = (keep: string) => [
    { player: 'Ana', choice: ['Ben'] },
    { player: 'Ana', choice: ['Ben'] },
    { player: 'Ben', choice: [keep] },
    { player: 'Ana', choice: ['top'] },
  ];
  it('on Ben’s turn Ben, the active player, decides first, though Ana cast the spell', () => {
    const r = run(ambitions(['Ana', 'Ben'], 'Ben', twoPlayers('top'), { Ana: [3, 0], Ben: [2, 5, 6, 7, 8] }));
    expect(asked(r.events, 'clash-bottom')).toEqual(['Ben', 'Ana']);
    expect(r.events.find((e) => e.type === 'clash-reveal')).toMatchObject({ players: ['Ben', 'Ana'], cards: ['Ben-1', 'Ana-1'] });
  });
  it('Ana decides knowing Ben’s choice and both revealed cards (101.4b); Ben saw neither choice of hers', () => {
    const r = run(ambitions(['Ana', 'Ben'], 'Ben', twoPlayers('top').slice(0, 3), { Ana: [3, 0], Ben: [2, 5] }));
    expect(r.pending).toMatchObject({ player: 'Ana', question: 'clash-bottom', known: [{ player: 'Ben', choice: ['top'] }] });
    expect(viewAs(r.last!, 'Ana').revealed).toEqual(['Ben-1', 'Ana-1']);
  });
  it('Ana wins (3 over 2): Ben mills four, the card he kept on top among them', () => {
    const r = run(ambitions(['Ana', 'Ben'], 'Ben', twoPlayers('top'), { Ana: [3, 0], Ben: [2, 5, 6, 7, 8] }));
    expect(clashOf(r.events)).toMatchObject({ winner: 'Ana', bottom: [], values: [{ player: 'Ben', manaValue: 2 }, { player: 'Ana', manaValue: 3 }] });
    expect(r.events.find((e) => e.type === 'mill')).toMatchObject({ rule: '701.17a', player: 'Ben', cards: ['Ben-1', 'Ben-2', 'Ben-3', 'Ben-4'] });
    expect(r.last!.board.library.Ben).toEqual(['Ben-5']);
    expect(r.last!.resolution.revealed).toEqual([]);
  });
  it('a card put on the bottom goes under the library, and the one kept on top is still milled by a win', () => {
    const r = run(ambitions(['Ana', 'Ben'], 'Ben', twoPlayers('bottom'), { Ana: [3, 0], Ben: [2, 5, 6, 7, 8] }));
    expect(clashOf(r.events)).toMatchObject({ winner: 'Ana', bottom: ['Ben'] });
    expect(r.last!.board.library.Ben).toEqual(['Ben-1']);
  });
  it('a tie: nobody wins, nobody mills', () => {
    const r = run(ambitions(['Ana', 'Ben'], 'Ben', twoPlayers('top'), { Ana: [2], Ben: [2, 5, 6, 7, 8] }));
    expect(clashOf(r.events)).toMatchObject({ winner: null });
    expect(r.events.some((e) => e.type === 'mill')).toBe(false);
  });
});

describe('701.30c at a table of three: APNAP from the active player decides who puts back first', () => {
  it('Ben active; Ana targets Ben’s spell and clashes with Cy: Cy decides before Ana, and Ben mills if Ana wins', () => {
    const decisions = [
      { player: 'Ana', choice: ['Ben'] },
      { player: 'Ana', choice: ['Cy'] },
      { player: 'Cy', choice: ['bottom'] },
      { player: 'Ana', choice: ['top'] },
    ];
    const r = run(ambitions(['Ana', 'Ben', 'Cy'], 'Ben', decisions, { Ana: [4, 0], Ben: [1, 1, 1, 1, 1], Cy: [3, 0] }));
    expect(asked(r.events, 'clash-bottom')).toEqual(['Cy', 'Ana']);
    expect(r.events.filter((e) => e.type === 'skip' && e.question === 'clash-bottom').map((e) => e.player)).toEqual(['Ben']);
    expect(r.events.find((e) => e.type === 'mill')).toMatchObject({ player: 'Ben' });
  });
  it('the opponent must be an opponent (102.3): a teammate is refused at a Two-Headed Giant table', () => {
    const teams = { teams: [['Ana', 'Ben'], ['Cy', 'Dee']] };
    const r = judge(ambitions(['Ana', 'Ben', 'Cy', 'Dee'], 'Cy', [{ player: 'Ana', choice: ['Cy'] }, { player: 'Ana', choice: ['Ben'] }], {}, teams));
    expect(r.error).toMatchObject({ code: 'illegal-option', params: { why: 'not-an-opponent-of' } });
  });
});
