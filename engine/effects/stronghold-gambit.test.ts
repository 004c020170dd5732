import { describe, expect, it } from 'vitest';
import { play, scenario, whereIs } from '../testing';
import { viewAs } from '../play/view';
import { lineOf } from '@/i18n/narrators/en/testing';

const gambit = (cards: string[]) => scenario({ players: ['Ana', 'Ben', 'Cy'], active: 'Ben', controller: 'Ana', effect: 'stronghold-gambit', cards });

describe('Stronghold Gambit: 101.4a face-down choices, then a reveal', () => {
  const g = gambit(['bolt:Ana:hand:instant:1', 'bears:Ben:hand:creature:2', 'griselbrand:Ben:hand:creature:8', 'lions:Cy:hand:creature:2', 'elves:Ana:hand:creature:1']);
  it('starts with the active player, face down, and the choice is mandatory', () => {
    const { state } = play(g);
    expect(state.pending).toMatchObject({ player: 'Ben', faceDown: true, min: 1, max: 1 });
  });
  it('allows a noncreature card as a bluff', () => {
    const { state, error } = play(g, [['Ben', 'bears'], ['Cy', 'lions'], ['Ana', 'bolt']]);
    expect(error).toBeNull();
    expect(whereIs(state, 'bolt')).toBe('hand:Ana');
  });
  it('puts every revealed creature card tied for the lowest mana value onto the battlefield', () => {
    const { state } = play(g, [['Ben', 'bears'], ['Cy', 'lions'], ['Ana', 'bolt']]);
    expect(whereIs(state, 'bears')).toBe('battlefield:Ben');
    expect(whereIs(state, 'lions')).toBe('battlefield:Cy');
  });
  it('puts only the single lowest one when there is no tie', () => {
    const { state } = play(g, [['Ben', 'griselbrand'], ['Cy', 'lions'], ['Ana', 'elves']]);
    expect(whereIs(state, 'elves')).toBe('battlefield:Ana');
    expect(whereIs(state, 'lions')).toBe('hand:Cy');
    expect(whereIs(state, 'griselbrand')).toBe('hand:Ben');
  });
  it('does nothing when no creature card is revealed', () => {
    const s = gambit(['bolt:Ana:hand:instant:1', 'forest:Ben:hand:land']);
    const { state } = play(s, [['Ben', 'forest'], ['Ana', 'bolt']]);
    expect(state.board.battlefield).toEqual([]);
    expect(state.events.some((e) => /No creature card was revealed/.test(lineOf(e)!))).toBe(true);
  });
  it('reveals the chosen cards to everyone after the choices', () => {
    const { state } = play(g, [['Ben', 'griselbrand'], ['Cy', 'lions'], ['Ana', 'bolt']]);
    expect(viewAs(state, 'Cy').board.hand.Ana).toContain('bolt');
    expect(viewAs(state, 'Cy').board.hand.Ben).toContain('griselbrand');
    expect(viewAs(state, 'Cy').board.hand.Ben).toContain(null);
  });
  it('skips a player with an empty hand', () => {
    const s = gambit(['bears:Ben:hand:creature:2']);
    const { state } = play(s, [['Ben', 'bears']]);
    expect(state.done).toBe(true);
    expect(whereIs(state, 'bears')).toBe('battlefield:Ben');
  });
});
