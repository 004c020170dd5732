import { describe, expect, it } from 'vitest';
import { narrate } from '@/i18n/narrators/en/events';
import { reasonOf, said } from '@/i18n/narrators/en/testing';
import { play as playFacts, scenario, whereIs } from '../testing';
import type { Scenario } from '../core/types';

const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));
const v2 = (s: Scenario): Scenario => ({ ...s, format: 'apnap/2' });

// Ana controls the effect on Ben's turn: the opponents face the choice in APNAP order from Ben.
const table = v2(
  scenario({
    players: ['Ana', 'Ben', 'Cy', 'Dee'],
    active: 'Ben',
    controller: 'Ana',
    effect: 'villainous-choice',
    cards: ['bolt:Ben:hand:instant:1', 'forest-ben:Ben:hand:land', 'island-cy:Cy:hand:land', 'bears:Cy:graveyard:creature:2'],
  }),
);

describe('villainous choice faced by several players (701.55d)', () => {
  it('asks the opponents in APNAP order from the active player, not from the controller', () => {
    const { state } = play(table);
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '701.55d', question: 'villainous-choice', options: ['discard-hand', 'lose-life'], min: 1, max: 1 });
    expect(reasonOf(state.pending)).toBe('Ben is the active player.');
  });
  it('performs the first player\'s option before the next player is asked (an exception to 608.2e)', () => {
    const { state } = play(table, [['Ben', 'discard-hand']]);
    // Ben's hand is already in his graveyard when Cy is asked: Cy chooses on that board.
    expect(whereIs(state, 'bolt')).toBe('graveyard:Ben');
    expect(whereIs(state, 'forest-ben')).toBe('graveyard:Ben');
    expect(state.pending).toMatchObject({ player: 'Cy', params: { graveyards: 3, hand: 1 } });
    // 101.4b: Cy knows Ben's choice.
    expect(state.pending?.known).toEqual([{ player: 'Ben', choice: ['discard-hand'] }]);
    const types = state.events.map((e) => e.type);
    expect(types.indexOf('villainous')).toBeGreaterThan(types.indexOf('choose'));
  });
  it('costs the next player the cards the earlier players put in the graveyards', () => {
    const { state } = play(table, [['Ben', 'discard-hand'], ['Cy', 'lose-life']]);
    expect(state.board.life.Cy).toBe(17);
    const [cy] = state.events.filter((e) => e.type === 'villainous' && e.player === 'Cy');
    expect(narrate(cy!)).toBe("Cy's chosen option is done now, before the next opponent chooses (701.55d): there are 3 cards in all graveyards, so Cy loses 3 life.");
  });
  it('lets a player choose an impossible option: as much as possible is done, here nothing (701.55b)', () => {
    const { state, error } = play(table, [['Ben', 'lose-life'], ['Cy', 'lose-life'], ['Dee', 'discard-hand']]);
    expect(error).toBeNull();
    const dee = state.events.find((e) => e.type === 'villainous' && e.player === 'Dee');
    expect(dee).toMatchObject({ rule: '701.55b', option: 'discard-hand', picks: [] });
    expect(state.board.life).toMatchObject({ Ana: 20, Ben: 19, Cy: 19, Dee: 20 });
  });
  it('skips the controller: not an opponent', () => {
    const { state } = play(table, [['Ben', 'lose-life'], ['Cy', 'lose-life'], ['Dee', 'lose-life']]);
    expect(state.events.find((e) => e.type === 'skip')).toMatchObject({ player: 'Ana', rule: '701.55d', question: 'villainous-choice' });
    expect(state.done).toBe(true);
  });
  it('refuses a player out of order and an option that is not one of the two', () => {
    expect(play(table, [['Cy', 'lose-life']]).error).toMatchObject({ rule: '701.55d', code: 'out-of-order' });
    expect(play(table, [['Ben', 'win']]).error).toMatchObject({ rule: '608.2d', code: 'illegal-option' });
  });
  it('starts after the controller when the controller is the active player', () => {
    const mine = { ...table, activePlayer: 'Ana' };
    const { state } = play(mine);
    expect(state.events.find((e) => e.type === 'skip')).toMatchObject({ player: 'Ana' });
    expect(state.pending?.player).toBe('Ben');
  });
  it('logs a readable line for every event', () => {
    const { state } = play(table, [['Ben', 'discard-hand'], ['Cy', 'lose-life'], ['Dee', 'discard-hand']]);
    const lines = state.events.map((e) => narrate(e));
    expect(lines.every((l) => l.length > 0)).toBe(true);
    expect(lines[1]).toMatch(/^Each opponent faces the villainous choice from start to finish/);
  });
});
