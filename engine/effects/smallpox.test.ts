import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { timeline } from '../play/timeline';
import { said, told } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

// Official Smallpox ruling (2021-03-19), engine.md §2.
const pox = scenario({
  players: ['Ana', 'Ben'],
  active: 'Ben',
  controller: 'Ana',
  effect: 'smallpox',
  cards: [
    'bolt:Ana:hand:instant:1',
    'bears:Ana:battlefield:creature:2',
    'forest:Ana:battlefield:land',
    'arbor:Ben:battlefield:land/creature',
    'island:Ben:battlefield:land',
    'counterspell:Ben:hand:instant:2',
  ],
});

describe('608.2e: each step in turn, choices in APNAP order, results seen by later steps', () => {
  it('makes everyone lose 1 life before anyone chooses', () => {
    const { state } = play(pox);
    expect(state.board.life).toEqual({ Ana: 19, Ben: 19 });
    expect(state.pending).toMatchObject({ player: 'Ben', faceDown: true });
  });
  it('starts every step with the active player, not the controller', () => {
    const { state } = play(pox, [['Ben', 'counterspell'], ['Ana', 'bolt']]);
    expect(told(state.pending)).toMatchObject({ player: 'Ben', prompt: 'Choose a creature you control to sacrifice.' });
  });
  it('discards before creatures are chosen, and sacrifices creatures before lands are chosen', () => {
    const { state } = play(pox, [['Ben', 'counterspell'], ['Ana', 'bolt'], ['Ben', 'arbor'], ['Ana', 'bears']]);
    expect(whereIs(state, 'counterspell')).toBe('graveyard:Ben');
    expect(whereIs(state, 'arbor')).toBe('graveyard:Ben');
    expect(state.pending).toMatchObject({ player: 'Ben', options: ['island'] });
  });
  it('forces a player who sacrificed Dryad Arbor as the creature to sacrifice another land', () => {
    const { state, error } = play(pox, [['Ben', 'counterspell'], ['Ana', 'bolt'], ['Ben', 'arbor'], ['Ana', 'bears'], ['Ben', 'island'], ['Ana', 'forest']]);
    expect(error).toBeNull();
    expect(state.done).toBe(true);
    expect(whereIs(state, 'island')).toBe('graveyard:Ben');
  });
  it('rejects Dryad Arbor as the land once it is gone', () => {
    const { error } = play(pox, [['Ben', 'counterspell'], ['Ana', 'bolt'], ['Ben', 'arbor'], ['Ana', 'bears'], ['Ben', 'arbor']]);
    expect(error).toMatchObject({ rule: '608.2d', message: 'Dryad Arbor is not on the battlefield.' });
  });
  it('skips players with no card, creature or land, and logs it', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'smallpox', cards: ['forest:Ben:battlefield:land'] });
    const { state } = play(s);
    expect(state.pending).toMatchObject({ player: 'Ben', options: ['forest'] });
    expect(state.events.filter((e) => e.kind === 'skip').map((e) => e.player)).toEqual(['Ana', 'Ben', 'Ana', 'Ben', 'Ana']);
  });
  it('shows the life loss as its own step after the start, then one step per simultaneous action', () => {
    const t = timeline(pox, [['Ben', 'counterspell'], ['Ana', 'bolt']].map(([player, c]) => ({ player: player!, choice: [c!] })));
    expect(t.steps.map((s) => s.kind)).toEqual(['start', 'action', 'decision', 'decision', 'action']);
    expect(told(t.steps[1]?.events[0])).toMatchObject({ rule: '608.2e', text: 'Each player loses 1 life.' });
    expect(t.steps[0]?.board.life).toEqual({ Ana: 20, Ben: 20 });
    expect(t.steps[1]?.board.life).toEqual({ Ana: 19, Ben: 19 });
    expect(t.steps[4]?.events[0]?.cards).toEqual(['counterspell', 'bolt']);
  });
});
