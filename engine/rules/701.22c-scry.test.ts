// Several players scrying at once (701.22c), through Myr Custodian's enters ability: "scry 2. Then
// each opponent may scry 1." The controller scries alone first (608.2c, 701.22a); the opponents who
// scry look at the same time, decide in APNAP order (101.4), and the cards move at the same time.
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { viewAs } from '../play/view';
import { placements, parsePlacement } from './701.22c-scry';
import { answeredBy, judged } from '../testing/judged';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

const library = (owner: string, n: number): ScenarioCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${owner}-${i + 1}`, name: `Card ${i + 1}`, owner, zone: 'library', types: ['instant'], manaValue: i }));
const custodian = (players: string[], active: string, controller: string, decisions: Decision[], extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players,
  activePlayer: active,
  cards: players.flatMap((p) => library(p, 3)),
  effect: { id: 'myr-custodian', controller },
  decisions,
  ...extra,
});
const run = judged;
const asked = answeredBy;

describe('701.22a: scry N puts any number of the cards on the bottom and the rest on top, each in any order', () => {
  it('offers every placement: 2 for one card, 6 for two', () => {
    expect(placements(1)).toEqual(['1/', '/1']);
    expect(placements(2)).toEqual(['1,2/', '2,1/', '2/1', '1/2', '/1,2', '/2,1']);
    expect(parsePlacement('2/1')).toEqual({ top: [2], bottom: [1] });
  });
  it('moves the controller’s two cards as chosen: the second on top, the first on the bottom', () => {
    const r = run(custodian(['Ana', 'Ben'], 'Ana', 'Ana', [{ player: 'Ana', choice: ['2/1'] }, { player: 'Ben', choice: ['decline'] }]));
    expect(r.last!.board.library.Ana).toEqual(['Ana-2', 'Ana-3', 'Ana-1']);
    expect(r.events.find((e) => e.type === 'scry')).toMatchObject({ rule: '701.22a', moves: [{ player: 'Ana', top: 1, bottom: 1 }] });
  });
});

describe('701.22c: the opponents who scry look at the same time, decide in APNAP order, and the cards move at the same time', () => {
  const all = [
    { player: 'Ana', choice: ['1,2/'] },
    { player: 'Ben', choice: ['scry'] },
    { player: 'Cy', choice: ['scry'] },
    { player: 'Ben', choice: ['/1'] },
    { player: 'Cy', choice: ['1/'] },
  ];
  it('the controller first, alone; then Ben before Cy when Ana is active', () => {
    const r = run(custodian(['Ana', 'Ben', 'Cy'], 'Ana', 'Ana', all));
    expect(asked(r.events, 'scry')).toEqual(['Ana', 'Ben', 'Cy']);
    expect(r.events.find((e) => e.type === 'look' && e.rule === '701.22c')).toMatchObject({ players: [{ player: 'Ben', count: 1 }, { player: 'Cy', count: 1 }] });
    expect(r.last!.board.library.Ben).toEqual(['Ben-2', 'Ben-3', 'Ben-1']);
    expect(r.last!.board.library.Cy).toEqual(['Cy-1', 'Cy-2', 'Cy-3']);
    const moves = r.events.filter((e) => e.type === 'scry');
    expect(moves.at(-1)).toMatchObject({ rule: '701.22c', moves: [{ player: 'Ben', top: 0, bottom: 1 }, { player: 'Cy', top: 1, bottom: 0 }] });
  });
  it('follows APNAP, not the controller: on Cy’s turn Cy decides before Ben ("turn order" in the ruling matches only when the controller is active)', () => {
    const order = [
      { player: 'Ana', choice: ['1,2/'] },
      { player: 'Cy', choice: ['scry'] },
      { player: 'Ben', choice: ['scry'] },
      { player: 'Cy', choice: ['/1'] },
      { player: 'Ben', choice: ['1/'] },
    ];
    const r = run(custodian(['Ana', 'Ben', 'Cy'], 'Cy', 'Ana', order));
    expect(asked(r.events, 'scry-may')).toEqual(['Cy', 'Ben']);
    expect(asked(r.events, 'scry')).toEqual(['Ana', 'Cy', 'Ben']);
    const wrong = judge(custodian(['Ana', 'Ben', 'Cy'], 'Cy', 'Ana', all));
    expect(wrong.error).toMatchObject({ code: 'out-of-order' });
  });
  it('a teammate of the controller is not an opponent (102.3): at a Two-Headed Giant table only the other team scries 1', () => {
    const r = judge(custodian(['Ana', 'Ben', 'Cy', 'Dee'], 'Ana', 'Ana', [{ player: 'Ana', choice: ['1,2/'] }], { teams: [['Ana', 'Ben'], ['Cy', 'Dee']] }));
    expect(r.error).toBeNull();
    expect(r.pending?.question).toBe('team-first');
    expect(r.events.filter((e) => e.type === 'skip' && e.question === 'scry-may').map((e) => e.player)).toEqual(['Ana', 'Ben']);
  });
  it('refuses an opponent who decides before the one ahead in APNAP order', () => {
    const r = judge(custodian(['Ana', 'Ben', 'Cy'], 'Ana', 'Ana', all.slice(0, 3).concat([{ player: 'Cy', choice: ['1/'] }])));
    expect(r.error).toMatchObject({ code: 'out-of-order', params: { expected: 'Ben' } });
  });
});

describe('101.4a, 101.4b: what a later player knows', () => {
  const upToCy = [
    { player: 'Ana', choice: ['1,2/'] },
    { player: 'Ben', choice: ['scry'] },
    { player: 'Cy', choice: ['scry'] },
    { player: 'Ben', choice: ['/1'] },
  ];
  it('Cy sees that Ben put one card on the bottom, not which; Cy sees his own top card and nobody else’s', () => {
    const r = run(custodian(['Ana', 'Ben', 'Cy'], 'Ana', 'Ana', upToCy));
    expect(r.pending).toMatchObject({ player: 'Cy', question: 'scry', known: [{ player: 'Ben', choice: ['/1'] }] });
    const cy = viewAs(r.last!, 'Cy');
    expect(cy.choices).toEqual([{ player: 'Ben', choice: ['/1'], faceDown: false }]);
    expect(cy.board.library.Ben).toEqual([null, null, null]);
    expect(cy.board.library.Cy).toEqual(['Cy-1', null, null]);
    expect(JSON.stringify(r.events)).not.toContain('Ben-1');
  });
  it('Ben, deciding first, saw nothing of Cy’s', () => {
    const r = run(custodian(['Ana', 'Ben', 'Cy'], 'Ana', 'Ana', upToCy.slice(0, 3)));
    expect(r.pending).toMatchObject({ player: 'Ben', known: [] });
    expect(viewAs(r.last!, 'Ben').board.library).toEqual({ Ana: [null, null, null], Ben: ['Ben-1', null, null], Cy: [null, null, null] });
  });
});
