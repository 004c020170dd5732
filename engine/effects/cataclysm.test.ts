import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { lineOf, promptOfPending, said } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const cata = scenario({
  players: ['Ana', 'Ben'],
  active: 'Ben',
  controller: 'Ana',
  effect: 'cataclysm',
  cards: [
    'solemn:Ana:battlefield:artifact/creature:4',
    'bears:Ana:battlefield:creature:2',
    'liliana:Ana:battlefield:planeswalker:3',
    'forest:Ana:battlefield:land',
    'island:Ana:battlefield:land',
    'elves:Ben:battlefield:creature:1',
    'arbor:Ben:battlefield:land/creature',
  ],
});

describe('101.4c: several choices in the order specified (Cataclysm)', () => {
  it('has the active player make all four choices before the next player, artifact first', () => {
    const { state } = play(cata);
    // Ben has no artifact: skipped and logged; his first question is the creature.
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '101.4', options: ['elves', 'arbor'] });
    expect(lineOf(state.events.find((e) => e.kind === 'skip'))).toMatch(/no artifact/);
    const next = play(cata, [['Ben', 'elves']]).state;
    expect(next.pending).toMatchObject({ player: 'Ben', rule: '101.4c' });
    expect(promptOfPending(next.pending)).toMatch(/land/);
  });
  it('rejects the next player choosing before the current one has made all choices, citing 101.4 (out of APNAP order)', () => {
    // 101.4: the active player makes any choices required, then the next player; 101.4c only
    // orders Ben's own choices, so Ana choosing now breaks 101.4.
    const { error } = play(cata, [['Ben', 'elves'], ['Ana', 'solemn']]);
    expect(error).toMatchObject({ rule: '101.4', message: expect.stringMatching(/^Ben chooses next: /) });
  });
  it('lets a permanent with several types fill several slots (rulings 2004-10-04)', () => {
    const { state, error } = play(cata, [['Ben', 'arbor'], ['Ben', 'arbor'], ['Ana', 'solemn'], ['Ana', 'solemn'], ['Ana', 'forest']]);
    expect(error).toBeNull();
    expect(whereIs(state, 'solemn')).toBe('battlefield:Ana');
    expect(whereIs(state, 'bears')).toBe('graveyard:Ana');
    expect(whereIs(state, 'elves')).toBe('graveyard:Ben');
  });
  it('or one slot only, keeping another permanent for the other type', () => {
    const { state } = play(cata, [['Ben', 'elves'], ['Ben', 'arbor'], ['Ana', 'solemn'], ['Ana', 'bears'], ['Ana', 'island']]);
    expect(['solemn', 'bears', 'island', 'elves', 'arbor'].every((id) => whereIs(state, id).startsWith('battlefield'))).toBe(true);
    expect(whereIs(state, 'forest')).toBe('graveyard:Ana');
  });
  it('never lets a permanent with none of the types be chosen, so it is sacrificed (2014-02-01)', () => {
    const { error } = play(cata, [['Ben', 'elves'], ['Ben', 'arbor'], ['Ana', 'liliana']]);
    expect(error).toMatchObject({ rule: '608.2d', message: 'Liliana of the Veil is not an artifact.' });
    const { state } = play(cata, [['Ben', 'elves'], ['Ben', 'arbor'], ['Ana', 'solemn'], ['Ana', 'bears'], ['Ana', 'island']]);
    expect(whereIs(state, 'liliana')).toBe('graveyard:Ana');
  });
  it('sacrifices everything unchosen in one simultaneous action', () => {
    const { state } = play(cata, [['Ben', 'elves'], ['Ben', 'arbor'], ['Ana', 'solemn'], ['Ana', 'bears'], ['Ana', 'island']]);
    const acts = state.events.filter((e) => e.kind === 'action' && e.cards);
    expect(acts).toHaveLength(1);
    expect(acts[0]?.cards).toEqual(['liliana', 'forest']);
  });
});
