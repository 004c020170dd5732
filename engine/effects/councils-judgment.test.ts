import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { reasonOf, said, told } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const cj = (active: string) =>
  scenario({
    players: ['Ana', 'Ben', 'Cy', 'Dee'],
    active,
    controller: 'Ben',
    effect: 'councils-judgment',
    cards: ['bears:Ana:battlefield:creature:2', 'elves:Ben:battlefield:creature:1', 'solring:Cy:battlefield:artifact:1', 'forest:Cy:battlefield:land', 'griselbrand:Dee:battlefield:creature:8'],
  });

describe('Vote (701.38): "starting with you", in turn order, public', () => {
  it('starts with the controller even on another player’s turn', () => {
    const { state } = play(cj('Dee'));
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '701.38', faceDown: false });
    expect(reasonOf(state.pending)).toMatch(/starting with you/);
  });
  it('rejects the active player voting first, citing the Vote rule', () => {
    const { error } = play(cj('Dee'), [['Dee', 'bears']]);
    expect(error).toMatchObject({ rule: '701.38', message: expect.stringMatching(/^Ben chooses first: .*Vote/) });
  });
  it('goes on in turn order from the controller, naming them', () => {
    const { state } = play(cj('Dee'), [['Ben', 'bears']]);
    expect(told(state.pending)).toMatchObject({ player: 'Cy', reason: 'Starting with Ben (the controller), Cy votes next.', known: [{ player: 'Ben', choice: ['bears'] }] });
  });
  it('offers nonland permanents the controller doesn’t control, a voter’s own included', () => {
    const { state } = play(cj('Ana'), [['Ben', 'bears']]);
    expect(state.pending?.options).toEqual(['bears', 'solring', 'griselbrand']);
    expect(play(cj('Ana'), [['Ben', 'elves']]).error?.message).toMatch(/^Ben controls Llanowar Elves/);
    expect(play(cj('Ana'), [['Ben', 'forest']]).error?.message).toMatch(/is a land/);
  });
  it('exiles every permanent tied for the most votes', () => {
    const { state } = play(cj('Ana'), [['Ben', 'bears'], ['Cy', 'griselbrand'], ['Dee', 'bears'], ['Ana', 'griselbrand']]);
    expect(whereIs(state, 'bears')).toBe('exile');
    expect(whereIs(state, 'griselbrand')).toBe('exile');
    expect(whereIs(state, 'solring')).toBe('battlefield:Cy');
    expect(state.events.at(-2)).toMatchObject({ rule: '701.38', cards: ['bears', 'griselbrand'] });
  });
  it('exiles only the single most-voted permanent when there is no tie', () => {
    const { state } = play(cj('Ana'), [['Ben', 'bears'], ['Cy', 'bears'], ['Dee', 'solring'], ['Ana', 'griselbrand']]);
    expect(state.board.exile).toEqual(['bears']);
  });
});
