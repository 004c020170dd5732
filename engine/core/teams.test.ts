// Two-Headed Giant (805, 810), controlled players (722.3) and leaving (800.4a, 800.4j), rule by rule.
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { primaryOf, teamTurnOrder } from './teams';
import { play } from '../testing';
import type { Scenario, ScenarioCard } from './types';

const creature = (id: string, owner: string, name = 'Grizzly Bears', extra: Partial<ScenarioCard> = {}): ScenarioCard => ({ id, name, owner, zone: 'battlefield', types: ['creature'], manaValue: 2, ...extra });

const giant = (o: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/2',
  players: ['Ana', 'Ben', 'Cleo', 'Dan'],
  teams: [['Ana', 'Ben'], ['Cleo', 'Dan']],
  activePlayer: 'Ben',
  cards: [creature('a1', 'Ana'), creature('b1', 'Ben'), creature('c1', 'Cleo'), creature('d1', 'Dan')],
  effect: { id: 'each-player-sacrifices-a-creature', controller: 'Cleo' },
  ...o,
});

describe('805.2: the primary player sits in the team’s rightmost seat', () => {
  it('is the one whose teammate is next in turn order, seats wrapping around', () => {
    expect(primaryOf(['Ana', 'Ben', 'Cleo', 'Dan'], ['Ana', 'Ben'])).toBe('Ana');
    expect(primaryOf(['Ben', 'Cleo', 'Dan', 'Ana'], ['Ana', 'Ben'])).toBe('Ana');
    expect(primaryOf(['Ana', 'Ben', 'Cleo', 'Dan'], ['Dan', 'Cleo'])).toBe('Cleo');
  });
  it('teams act from the active team, then in turn order (805.4a, 805.6)', () => {
    expect(teamTurnOrder(['Ana', 'Ben', 'Cleo', 'Dan'], [['Ana', 'Ben'], ['Cleo', 'Dan']], 'Dan')).toEqual([['Cleo', 'Dan'], ['Ana', 'Ben']]);
  });
});

describe('805.6: a team chooses in whatever order it likes', () => {
  it('asks the active team first, of its primary player, who names the teammate to choose first', () => {
    const { state } = play(giant());
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '805.6', question: 'team-first', kind: 'named', options: ['Ana', 'Ben'] });
    const after = play(giant(), [['Ana', 'Ben']]).state;
    expect(after.pending).toMatchObject({ player: 'Ben', question: 'sacrifice-creature' });
  });
  it('refuses the teammate answering for the team (805.2) and a player of another team', () => {
    expect(play(giant(), [['Ben', 'Ben']]).error).toMatchObject({ rule: '805.2', code: 'out-of-order', params: { expected: 'Ana' } });
    expect(play(giant(), [['Ana', 'Cleo']]).error).toMatchObject({ rule: '805.6', code: 'illegal-option', params: { why: 'not-teammate' } });
  });
  it('the nonactive team decides its own order when its turn comes, knowing the active team’s choices (101.4b)', () => {
    const { state } = play(giant(), [['Ana', 'Ana'], ['Ana', 'a1'], ['Ben', 'b1']]);
    expect(state.pending).toMatchObject({ player: 'Cleo', question: 'team-first' });
    expect(state.pending!.known.map((k) => k.player)).toEqual(['Ana', 'Ben']);
  });
  it('asks nothing of a team where only one player has a choice to make', () => {
    const { state } = play(giant({ cards: [creature('b1', 'Ben'), creature('c1', 'Cleo'), creature('d1', 'Dan')] }));
    expect(state.pending).toMatchObject({ player: 'Ben', question: 'sacrifice-creature' });
  });
});

describe('810.4 and 810.9: one life total per team', () => {
  it('starts at 30, or at the total given for either head', () => {
    expect(play(giant()).state.board.life).toEqual({ Ana: 30, Ben: 30, Cleo: 30, Dan: 30 });
    expect(play(giant({ life: { Ben: 7 } })).state.board.life).toMatchObject({ Ana: 7, Ben: 7, Cleo: 30 });
  });
  it('each player’s loss applies to the team total: "each player loses 1 life" costs a team 2', () => {
    const out = judge(giant({ effect: { id: 'smallpox', controller: 'Ben' }, cards: [] }));
    expect(out.state.life).toEqual({ Ana: 28, Ben: 28, Cleo: 28, Dan: 28 });
  });
  it('both teams at 0 at once: a draw (104.4a)', () => {
    const out = judge(giant({ effect: { id: 'smallpox', controller: 'Ben' }, cards: [], life: { Ana: 2, Cleo: 2 } }));
    const over = out.events.find((e) => e.type === 'game-over');
    expect(over).toMatchObject({ rule: '104.4a', winner: null });
    expect(out.state.lost.sort()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);
  });
});

describe('805.7: the active team puts all its members’ abilities on the stack, interleaved', () => {
  const wrath = giant({
    activePlayer: 'Ana',
    cards: [creature('aa', 'Ana', 'Blood Artist'), creature('bz', 'Ben', 'Zulaport Cutthroat'), creature('cb', 'Cleo')],
    effect: { id: 'wrath-of-god', controller: 'Ana' },
  });
  it('one ordering decision for the team, by its primary player, over both heads’ abilities', () => {
    const { state } = play(wrath);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '805.7', question: 'order-triggers' });
    expect(state.pending!.options.sort()).toEqual(['aa:aa', 'aa:bz', 'aa:cb', 'bz:bz']);
  });
  it('an interleaved order is legal, and each Blood Artist target is chosen by its controller (603.3d)', () => {
    const { state, error } = play(wrath, [['Ana', 'aa:aa', 'bz:bz', 'aa:bz', 'aa:cb']]);
    expect(error).toBeNull();
    expect(state.pending).toMatchObject({ player: 'Ana', question: 'target-player' });
  });
  it('Zulaport Cutthroat’s "each opponent" is the other team, never a teammate (102.3)', () => {
    const { state } = play(wrath, [['Ana', 'bz:bz', 'aa:aa', 'aa:bz', 'aa:cb'], ['Ana', 'Cleo'], ['Ana', 'Cleo'], ['Ana', 'Cleo']]);
    const zulaport = state.events.find((e) => e.type === 'resolve' && e.ability.ability === 'bz:bz');
    expect(zulaport && zulaport.type === 'resolve' ? zulaport.changes.map((c) => c.player).sort() : null).toEqual(['Ben', 'Cleo', 'Dan']);
  });
});

describe('722.3: a controlled player is still the active player; the controller decides', () => {
  const slaver: Scenario = {
    format: 'apnap/2',
    players: ['Ana', 'Ben', 'Cy'],
    activePlayer: 'Ana',
    controlledBy: { Ana: 'Ben' },
    cards: [creature('a1', 'Ana'), creature('b1', 'Ben'), creature('c1', 'Cy')],
    effect: { id: 'each-player-sacrifices-a-creature', controller: 'Ana' },
  };
  it('asks Ana first, with Ben as the decider, and logs who made the choice', () => {
    const { state } = play(slaver);
    expect(state.pending).toMatchObject({ player: 'Ana', decider: 'Ben', rule: '101.4' });
    const next = play(slaver, [['Ana', 'a1']]).state;
    expect(next.pending).toMatchObject({ player: 'Ben' });
    expect(next.pending!.decider).toBeUndefined();
    expect(next.events.find((e) => e.type === 'choose')).toMatchObject({ player: 'Ana', by: 'Ben' });
  });
  it('a decision naming Ben before Ana is out of order: Ana is still the active player', () => {
    expect(play(slaver, [['Ben', 'b1']]).error).toMatchObject({ rule: '101.4', code: 'out-of-order', params: { expected: 'Ana' } });
  });
});

describe('800.4a and 800.4j: the active player leaves between two resolutions', () => {
  const table: Scenario = {
    format: 'apnap/2',
    players: ['Ana', 'Ben', 'Cy', 'Dee'],
    activePlayer: 'Ana',
    life: { Ana: 1 },
    cards: [
      creature('az', 'Ana', 'Zulaport Cutthroat'),
      creature('da', 'Dee', 'Blood Artist'),
      { id: 'ring', name: 'Sol Ring', owner: 'Ben', zone: 'battlefield', types: ['artifact'], enteredUnder: 'Ana' },
      { id: 'forest', name: 'Forest', owner: 'Cy', zone: 'battlefield', types: ['land'], controller: 'Ana' },
    ],
    effect: { id: 'wrath-of-god', controller: 'Ana' },
    decisions: [
      { player: 'Dee', choice: ['da:az', 'da:da'] },
      { player: 'Dee', choice: ['Ana'] },
      { player: 'Dee', choice: ['Ana'] },
    ],
  };
  const out = judge(table);
  const leave = out.events.find((e) => e.type === 'leave-game');
  it('her ability on the stack ceases to exist; the turn goes on without an active player', () => {
    expect(leave).toMatchObject({ player: 'Ana', ceased: ['az:az'], active: true });
    expect(out.state.stack).toEqual([]);
    expect(out.events.filter((e) => e.type === 'resolve').map((e) => (e.type === 'resolve' ? e.ability.controller : ''))).toEqual(['Dee', 'Dee']);
  });
  it('what entered under her control is exiled; what a control-changing effect gave her returns', () => {
    expect(out.state.exile).toContain('ring');
    expect(out.state.battlefield).toContainEqual({ card: 'forest', controller: 'Cy' });
    expect(leave).toMatchObject({ exiled: [{ player: 'Ben', card: 'ring' }], returned: [{ player: 'Cy', card: 'forest' }] });
  });
  it('in apnap/1, which cannot say "entered under", a stolen permanent still returns to its owner', () => {
    const cards = table.cards.map((c) => (c.id === 'ring' ? { id: c.id, name: c.name, owner: c.owner, zone: c.zone, types: c.types, controller: 'Ana' } : c));
    const v1 = judge({ ...table, format: 'apnap/1', cards });
    expect(v1.state.battlefield).toContainEqual({ card: 'ring', controller: 'Ben' });
  });
});
