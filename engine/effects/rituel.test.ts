import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { viewAs } from '../play/view';
import type { EffectId } from '../core/types';
import { lineOf, said } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

// Ana casts Rituel. Her hand: Lightning Bolt, Divination, Wrath of God, Dryad Arbor (a land).
const rituel = (effect: EffectId, active: string) =>
  scenario({
    players: ['Ana', 'Ben', 'Cy'],
    active,
    controller: 'Ana',
    effect,
    cards: ['bolt:Ana:hand:instant:1', 'divination:Ana:hand:sorcery:3', 'wrath:Ana:hand:sorcery:4', 'arbor:Ana:hand:land/creature', 'counterspell:Ben:hand:instant:2'],
  });

describe('"Reveal your hand": the caster’s hand is public (101.4b)', () => {
  it('shows the caster’s hand to every viewer, but not the other hands', () => {
    const { state } = play(rituel('rituel-original', 'Ana'));
    expect(viewAs(state, 'Cy').board.hand.Ana).toEqual(['bolt', 'divination', 'wrath', 'arbor']);
    expect(viewAs(state, 'Cy').board.hand.Ben).toEqual([null]);
    expect(viewAs(state, null).board.hand.Ana).toEqual(['bolt', 'divination', 'wrath', 'arbor']);
  });
  it('offers only nonland cards: a land creature such as Dryad Arbor is a land', () => {
    const { state, error } = play(rituel('rituel-original', 'Ana'), [['Ana', 'arbor']]);
    expect(state.pending?.options).toEqual(['bolt', 'divination', 'wrath']);
    expect(error?.message).toMatch(/Dryad Arbor is a land/);
  });
  it('lets the caster choose too, and lets anyone decline', () => {
    const { state } = play(rituel('rituel-errata', 'Ana'));
    expect(state.pending).toMatchObject({ player: 'Ana', min: 0, max: 1 });
  });
});

describe('Rituel, original wording: 101.4, then 608.2f casts one at a time, 608.2g stack', () => {
  it('difference 1: on an opponent’s turn the active player chooses first', () => {
    expect(play(rituel('rituel-original', 'Ben')).state.pending).toMatchObject({ player: 'Ben', rule: '101.4' });
    expect(play(rituel('rituel-original', 'Ben'), [['Ana', 'bolt']]).error).toMatchObject({ rule: '101.4', message: 'Ben chooses first: Ben is the active player.' });
  });
  it('difference 2: every choice is made before any card is cast', () => {
    const { state } = play(rituel('rituel-original', 'Ana'), [['Ana', 'bolt'], ['Ben', 'divination']]);
    expect(state.board.stack).toEqual([]);
    expect(whereIs(state, 'bolt')).toBe('hand:Ana');
  });
  it('difference 3: a later player may pick the card an earlier one is about to cast; that cast then does nothing', () => {
    const { state, error } = play(rituel('rituel-original', 'Ben'), [['Ben', 'bolt'], ['Cy', 'bolt'], ['Ana', 'divination']]);
    expect(error).toBeNull();
    expect(state.board.stack).toEqual([
      { card: 'bolt', controller: 'Ben', owner: 'Ana' },
      { card: 'divination', controller: 'Ana', owner: 'Ana' },
    ]);
    expect(state.events.some((e) => e.rule === '400.7' && /Cy's cast of Lightning Bolt does nothing/.test(lineOf(e)!))).toBe(true);
  });
  it('casts in APNAP order, each spell the new top of the stack: the first cast resolves last', () => {
    const { state } = play(rituel('rituel-original', 'Cy'), [['Cy', 'wrath'], ['Ana', 'divination'], ['Ben', 'bolt']]);
    expect(state.board.stack.map((e) => ('card' in e ? `${e.card}:${e.controller}:${e.owner}` : 'ability' in e ? e.ability : e.copy))).toEqual(['wrath:Cy:Ana', 'divination:Ana:Ana', 'bolt:Ben:Ana']);
    expect(state.events.at(-1)).toMatchObject({ kind: 'end', rule: '608.2g' });
  });
});

describe('Rituel, revised wording ("Starting with you"): sequential from the caster', () => {
  it('difference 1: the caster chooses first even on an opponent’s turn', () => {
    expect(play(rituel('rituel-errata', 'Ben')).state.pending).toMatchObject({ player: 'Ana' });
    expect(play(rituel('rituel-errata', 'Ben'), [['Ben', 'bolt']]).error?.message).toMatch(/^Ana chooses first: Rituel says "starting with you"/);
  });
  it('difference 2: each card is cast at once, before the next player chooses', () => {
    const { state } = play(rituel('rituel-errata', 'Ben'), [['Ana', 'bolt']]);
    expect(state.board.stack).toEqual([{ card: 'bolt', controller: 'Ana', owner: 'Ana' }]);
    expect(state.pending).toMatchObject({ player: 'Ben', options: ['divination', 'wrath'] });
  });
  it('difference 3: a later player can’t pick a card already cast', () => {
    expect(play(rituel('rituel-errata', 'Ben'), [['Ana', 'bolt'], ['Ben', 'bolt']]).error).toMatchObject({
      rule: '608.2d',
      message: "Lightning Bolt is not in Ana's hand (it has already been cast).",
    });
  });
  it('the spell is controlled by whoever cast it and owned by the Rituel’s caster; the last cast is on top', () => {
    const { state } = play(rituel('rituel-errata', 'Ben'), [['Ana', 'divination'], ['Ben', 'bolt'], ['Cy', 'wrath']]);
    expect(state.done).toBe(true);
    expect(state.board.stack).toEqual([
      { card: 'divination', controller: 'Ana', owner: 'Ana' },
      { card: 'bolt', controller: 'Ben', owner: 'Ana' },
      { card: 'wrath', controller: 'Cy', owner: 'Ana' },
    ]);
  });
});
