// The stack after the effect (603.3b, 603.3d, 608.2, 608.2b): the facts of each decision and event,
// stated rule by rule (these are what the narrators say; a wrong fact is a wrong sentence).
import { describe, expect, it } from 'vitest';
import { applyDecision } from '../play/resolve';
import { describeAbility } from './603.3b-triggers';
import { play, scenario } from '../testing';
import { timeline } from '../play/timeline';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';

/** triggers.md's life race: Ana (active) has Zulaport Cutthroat and Grizzly Bears; Ben Blood Artist. */
const race = scenario({
  effect: 'wrath-of-god',
  players: ['Ana', 'Ben'],
  life: { Ana: 2, Ben: 3 },
  cards: ['zulaport:Ana:battlefield:creature:2', 'bears:Ana:battlefield:creature:2', 'artist:Ben:battlefield:creature:2'],
});
const anaOrders = ['Ana', 'zulaport:zulaport', 'zulaport:bears'];
const benOrders = ['Ben', 'artist:zulaport', 'artist:bears', 'artist:artist'];
// Ben's first ability targets Ben himself, the other two Ana: each ability keeps its own target.
const benTargets = [['Ben', 'Ben'], ['Ben', 'Ana'], ['Ben', 'Ana']];
const ofType = (s: GameState, type: GameEvent['type']) => s.events.filter((e) => e.type === type);

describe('603.3b: a player puts their abilities on the stack in the order they choose', () => {
  it('asks for an order of all of them: no earlier choices to know, nothing face down', () => {
    expect(play(race).state.pending).toEqual({
      player: 'Ana',
      rule: '603.3b',
      kind: 'order',
      question: 'order-triggers',
      params: { count: 2 },
      options: ['zulaport:zulaport', 'zulaport:bears'],
      min: 2,
      max: 2,
      why: { kind: 'place', player: 'Ana', active: 'Ana' },
      known: [],
      faceDown: false,
    });
  });
  it('records the order chosen, each ability named by its source and the creature that died', () => {
    const { state } = play(race, [anaOrders, benOrders]);
    expect(ofType(state, 'choose').at(-1)).toMatchObject({
      rule: '603.3b',
      player: 'Ben',
      question: 'order-triggers',
      choice: benOrders.slice(1),
      names: ['Blood Artist (Zulaport Cutthroat died)', 'Blood Artist (Grizzly Bears died)', 'Blood Artist (Blood Artist died)'],
    });
  });
  it('an ability with no target goes on the stack with no target', () => {
    const { state } = play(race, [anaOrders]);
    const put = ofType(state, 'put-on-stack')[0];
    expect(put).toMatchObject({ rule: '603.3b', player: 'Ana' });
    expect(put?.type === 'put-on-stack' && put.abilities.map((a) => a.targets)).toEqual([[], []]);
  });
  it('refuses the later player ordering first, at the first position, citing 603.3b', () => {
    expect(play(race, [benOrders]).error).toMatchObject({ rule: '603.3b', code: 'out-of-order', params: { expected: 'Ana', player: 'Ben', position: 'first' } });
  });
});

describe('603.3d: the player putting an ability on the stack chooses its target', () => {
  it('records each target with the question it answers', () => {
    const { state } = play(race, [anaOrders, benOrders, benTargets[0]!]);
    expect(ofType(state, 'choose').at(-1)).toMatchObject({ rule: '603.3d', player: 'Ben', question: 'target-player', choice: ['Ben'], names: ['Ben'] });
  });
  it('another player answering the target question is out of order (603.3b), not a wrong target', () => {
    expect(play(race, [anaOrders, benOrders, ['Ana', 'Ben']]).error).toMatchObject({
      rule: '603.3b',
      code: 'out-of-order',
      params: { expected: 'Ben', player: 'Ana', position: 'first' },
    });
  });
  it('names the refused target: not a player, or a player no longer in the game', () => {
    expect(play(race, [anaOrders, benOrders, ['Ben', 'Zed']]).error).toMatchObject({ rule: '603.3d', code: 'unknown-player', params: { option: 'Zed' } });
    const gone = scenario({ effect: 'wrath-of-god', players: ['Ana', 'Ben', 'Cy'], life: { Cy: 0 }, cards: ['artist:Ben:battlefield:creature:2'] });
    expect(play(gone, [['Ben', 'Cy']]).error).toMatchObject({ rule: '603.3d', code: 'not-in-game', params: { option: 'Cy' } });
  });
  it('an ability on the stack is described with its own target; one still waiting has none', () => {
    const waiting = play(race).state;
    expect(describeAbility(waiting, 'artist:bears')?.targets).toEqual([]);
    const t = timeline({ ...race, decisions: [anaOrders, benOrders, ...benTargets].map(([player, ...choice]) => ({ player: player!, choice })) });
    // The step where Ben's abilities have just gone on the stack, before any resolves.
    const placed = t.steps.findLast((x) => x.events.some((e) => e.type === 'put-on-stack'))!.state;
    expect(['artist:zulaport', 'artist:bears', 'artist:artist', 'zulaport:bears'].map((id) => describeAbility(placed, id)?.targets)).toEqual([['Ben'], ['Ana'], ['Ana'], []]);
  });
});

describe('608.2b: an ability whose only target has left the game does not resolve', () => {
  // Cy (1 life) is the target of two of Ben's Blood Artist abilities; the first to resolve kills Cy.
  const s = scenario({
    effect: 'wrath-of-god',
    players: ['Ana', 'Ben', 'Cy'],
    life: { Cy: 1 },
    cards: ['artist:Ben:battlefield:creature:2', 'bears:Ben:battlefield:creature:2', 'zulaport:Ana:battlefield:creature:2'],
  });
  it('is removed with no change of life; the others resolve', () => {
    const { state } = play(s, [['Ben', 'artist:zulaport', 'artist:artist', 'artist:bears'], ['Ben', 'Ana'], ['Ben', 'Cy'], ['Ben', 'Cy']]);
    const resolved = ofType(state, 'resolve').map((e) => (e.type === 'resolve' ? [e.rule, e.countered, e.changes.length] : []));
    expect(resolved).toEqual([
      ['608.2', false, 2],
      ['608.2b', true, 0],
      ['608.2', false, 2],
      ['608.2', false, 2],
    ]);
  });
});

describe('603.3b: the order recorded is the one chosen at the time', () => {
  it('changing the decision object afterwards changes nothing in the game', () => {
    const d = { player: 'Ana', choice: anaOrders.slice(1) };
    const r = applyDecision(play(race).state, d);
    d.choice.reverse();
    expect(r.ok && ofType(r.state, 'choose').at(-1)).toMatchObject({ rule: '603.3b', choice: ['zulaport:zulaport', 'zulaport:bears'] });
  });
});

describe('102.3, 810.9: "each opponent" in Two-Headed Giant is the other team, never a teammate', () => {
  // Cleo's Zulaport Cutthroat dies with Ana's Bears; Cleo and Dan are a team (teams [[Ana, Ben], [Cleo, Dan]]).
  const twoHeaded = {
    ...scenario({
      effect: 'wrath-of-god',
      players: ['Ana', 'Ben', 'Cleo', 'Dan'],
      life: { Ana: 10, Cleo: 10 },
      cards: ['bears:Ana:battlefield:creature:2', 'zulaport:Cleo:battlefield:creature:2'],
    }),
    format: 'apnap/2' as const,
    teams: [
      ['Ana', 'Ben'],
      ['Cleo', 'Dan'],
    ],
  };

  it('Zulaport Cutthroat costs each player of the other team 1 (the team 2) and never drains the teammate', () => {
    const t = timeline(twoHeaded);
    expect(t.error).toBeNull();
    const last = t.steps.at(-1)!;
    expect(last.done).toBe(true);
    const resolved = last.state.events.filter((e) => e.type === 'resolve');
    expect(resolved).toHaveLength(1);
    const changes = (resolved[0] as Extract<GameEvent, { type: 'resolve' }>).changes;
    expect(changes).toEqual([
      { player: 'Ana', amount: -1 },
      { player: 'Ben', amount: -1 },
      { player: 'Cleo', amount: 1 },
    ]);
    // Shared life (810.4): Ana and Ben's team lost 2, Cleo and Dan's gained 1.
    expect(last.board.life).toEqual({ Ana: 8, Ben: 8, Cleo: 11, Dan: 11 });
  });

  it('without teams, every other player is an opponent (apnap/1 unchanged)', () => {
    const t = timeline({ ...scenario({ effect: 'wrath-of-god', players: ['Ana', 'Ben', 'Cleo', 'Dan'], cards: ['zulaport:Cleo:battlefield:creature:2'] }) });
    const resolved = t.steps.at(-1)!.state.events.filter((e) => e.type === 'resolve') as Extract<GameEvent, { type: 'resolve' }>[];
    expect(resolved[0]!.changes.map((c) => c.player)).toEqual(['Ana', 'Ben', 'Dan', 'Cleo']);
  });
});
