// Several players searching at once (701.23i): they look at the same time, then decide in APNAP order
// which cards to find; the found cards are not revealed (701.23e), so a later searcher knows only how
// many an earlier one found (101.4a). Through Veteran Explorer's ability ("each player may search their
// library for up to two basic land cards, put them onto the battlefield, then shuffle").
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { viewAs } from '../play/view';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

const lib = (owner: string, names: string[]): ScenarioCard[] =>
  names.map((name, i) => ({ id: `${owner}-${i}`, name, owner, zone: 'library', types: ['land'] }));
const cards = [
  ...lib('Ana', ['Forest', 'Island', 'Forest']),
  ...lib('Ben', ['Plains', 'Ancient Tomb', 'Plains']),
  ...lib('Cy', ['Swamp', 'Snow-Covered Swamp']),
  ...lib('Dee', ['Ancient Tomb']),
  { id: 'explorer', name: 'Veteran Explorer', owner: 'Ana', zone: 'graveyard', types: ['creature'], manaValue: 1 } as ScenarioCard,
];
const explorer = (decisions: Decision[] = [], extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players: ['Ana', 'Ben', 'Cy', 'Dee'],
  activePlayer: 'Ben',
  cards,
  effect: { id: 'veteran-explorer', controller: 'Ana' },
  decisions,
  ...extra,
});
const run = (s: Scenario) => {
  const r = judge(s);
  expect(r.invalid).toBeUndefined();
  return r;
};
const bens = { player: 'Ben', choice: ['Ben-0', 'Ben-2'] };
const cys = { player: 'Cy', choice: ['Cy-1'] };
const anas = { player: 'Ana', choice: ['Ana-0', 'Ana-2'] };

describe('701.23i: searchers decide in APNAP order which cards to find', () => {
  it('asks the active player first, not the ability\'s controller, and passes over a player with nothing to find', () => {
    const r = run(explorer());
    expect(r.pending).toMatchObject({ player: 'Ben', question: 'search-basic-lands', rule: '701.23i', min: 0, max: 2, faceDown: true });
    expect(r.pending!.options).toEqual(['Ben-0', 'Ben-2']);
    const after = run(explorer([bens, cys]));
    // Dee's library holds no basic land card (608.2d): Ana, whose trigger it is, decides last.
    expect(after.events.some((e) => e.type === 'skip' && e.player === 'Dee')).toBe(true);
    expect(after.pending).toMatchObject({ player: 'Ana', rule: '701.23i' });
  });
  it('refuses a card out of turn, a nonbasic land, a card of another library and a card chosen twice', () => {
    expect(run(explorer([cys])).error).toMatchObject({ code: 'out-of-order', rule: '701.23i', params: { expected: 'Ben' } });
    expect(run(explorer([{ player: 'Ben', choice: ['Ben-1'] }])).error).toMatchObject({ code: 'illegal-option', params: { why: 'not-basic-land', name: 'Ancient Tomb' } });
    expect(run(explorer([{ player: 'Ben', choice: ['Ana-0'] }])).error).toMatchObject({ code: 'illegal-option', params: { why: 'not-in-library', player: 'Ben' } });
    expect(run(explorer([{ player: 'Ben', choice: ['Ben-0', 'Ben-0'] }])).error).toMatchObject({ code: 'illegal-option', params: { why: 'chosen-twice' } });
    expect(run(explorer([{ player: 'Ben', choice: ['Ben-0', 'Ben-2', 'Ben-1'] }])).error).toMatchObject({ code: 'wrong-count', params: { max: 2 } });
  });
  it('puts every found land onto the battlefield together after the last choice, then each searcher shuffles', () => {
    const r = run(explorer([bens, cys, { player: 'Ana', choice: [] }]));
    expect(r.done).toBe(true);
    const enter = r.events.find((e) => e.type === 'enter');
    expect(enter).toMatchObject({ how: 'found', rule: '701.23i', cards: ['Ben-0', 'Ben-2', 'Cy-1'] });
    expect(r.state.battlefield.map((e) => [e.card, e.controller])).toEqual([['Ben-0', 'Ben'], ['Ben-2', 'Ben'], ['Cy-1', 'Cy']]);
    // Ana declined to search, so she does not shuffle (the ability's "may").
    expect(r.events.find((e) => e.type === 'shuffle')).toMatchObject({ rule: '701.24a', players: ['Ben', 'Cy'], library: [1, 1] });
    // Deterministic shuffle: the rest of each library keeps the file's order.
    expect(r.state.library.Ben).toEqual(['Ben-1']);
    expect(r.state.library.Ana).toEqual(['Ana-0', 'Ana-1', 'Ana-2']);
  });
});

describe('701.23e, 101.4a: a later searcher knows how many cards were found, not which', () => {
  it('shows Cy the count of Ben\'s choice, not the cards, and Ben his own', () => {
    const r = run(explorer([bens]));
    expect(r.pending!.known).toEqual([{ player: 'Ben', choice: null, count: 2 }]);
    expect(viewAs(r.last!, 'Cy').choices).toEqual([{ player: 'Ben', choice: null, faceDown: true, count: 2 }]);
    expect(viewAs(r.last!, 'Ben').choices).toEqual([{ player: 'Ben', choice: ['Ben-0', 'Ben-2'], faceDown: true, count: 2 }]);
    const chose = r.events.find((e) => e.type === 'choose');
    expect(chose).toMatchObject({ faceDown: true, count: 2, choice: [], names: [] });
    expect(chose?.cards).toBeUndefined();
  });
  it('makes the lands public only as they enter together', () => {
    const r = run(explorer([bens, cys, anas]));
    expect(viewAs(r.last!, 'Cy').board.battlefield.map((e) => e.card)).toEqual(['Ben-0', 'Ben-2', 'Cy-1', 'Ana-0', 'Ana-2']);
  });
});

describe('805.6: at a team table the active team searches first, in the order it chooses', () => {
  it('asks the active team which of its players decides first, then the other team', () => {
    const r = run(explorer([], { teams: [['Ana', 'Ben'], ['Cy', 'Dee']] }));
    expect(r.pending).toMatchObject({ question: 'team-first' });
    expect(r.pending!.options.sort()).toEqual(['Ana', 'Ben']);
  });
});

describe('722.3: a controlled player searches in their own place, the controller deciding', () => {
  it('lets Dee find Cy\'s lands for Cy, in Cy\'s place in APNAP order', () => {
    const r = run(explorer([bens, { player: 'Cy', choice: ['Cy-0'] }], { controlledBy: { Cy: 'Dee' } }));
    expect(r.events.find((e) => e.type === 'choose' && e.player === 'Cy')).toMatchObject({ by: 'Dee', count: 1 });
  });
});
