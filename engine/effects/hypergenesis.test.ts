import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { reasonOf, said } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const hg = scenario({
  players: ['Ana', 'Ben', 'Cy'],
  active: 'Ben',
  controller: 'Ana',
  effect: 'hypergenesis',
  cards: ['griselbrand:Ana:hand:creature:8', 'solring:Ana:hand:artifact:1', 'forest:Ben:hand:land', 'elves:Cy:hand:creature:1', 'bolt:Cy:hand:instant:1'],
});

describe('Hypergenesis: "starting with you", each put enters at once, repeat until nobody puts', () => {
  it('starts with the controller, not the active player', () => {
    expect(play(hg).state.pending).toMatchObject({ player: 'Ana', min: 0, max: 1, faceDown: false });
    expect(play(hg, [['Ben', 'forest']]).error).toMatchObject({ message: expect.stringMatching(/^Ana chooses first: Hypergenesis says "starting with you"/) });
  });
  it('puts each card onto the battlefield before the next player chooses (ruling 2021-03-19)', () => {
    const { state } = play(hg, [['Ana', 'griselbrand']]);
    expect(whereIs(state, 'griselbrand')).toBe('battlefield:Ana');
    expect(state.pending?.player).toBe('Ben');
  });
  it('repeats from the controller after a pass in which someone put a card', () => {
    const { state } = play(hg, [['Ana', 'griselbrand'], ['Ben'], ['Cy']]);
    expect(state.pending).toMatchObject({ player: 'Ana', options: ['solring'] });
    expect(reasonOf(state.pending)).toMatch(/repeats/);
  });
  it('ends after a full pass, starting with the controller, in which nobody puts a card', () => {
    const { state } = play(hg, [['Ana', 'griselbrand'], ['Ben'], ['Cy'], ['Ana'], ['Ben'], ['Cy']]);
    expect(state.done).toBe(true);
  });
  it('keeps going while anyone still puts a card, even a player later in the pass', () => {
    const { state } = play(hg, [['Ana'], ['Ben'], ['Cy', 'elves'], ['Ana'], ['Ben', 'forest']]);
    expect(state.done).toBe(false);
    expect(state.pending?.player).toBe('Ana');
  });
  it('skips a player with no artifact, creature, enchantment or land card in hand', () => {
    const { state } = play(hg, [['Ana', 'griselbrand'], ['Ben', 'forest'], ['Cy', 'elves'], ['Ana', 'solring']]);
    expect(state.done).toBe(true);
    expect(state.events.filter((e) => e.kind === 'skip').length).toBeGreaterThanOrEqual(2);
  });
  it('asks war or peace in APNAP order as an Archangel of Strife enters, then the process goes on', () => {
    const s = scenario({ players: ['Ana', 'Ben'], active: 'Ben', controller: 'Ana', effect: 'hypergenesis', cards: ['archangel:Ana:hand:creature:7', 'forest:Ben:hand:land'] });
    const { state } = play(s, [['Ana', 'archangel']]);
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '101.4', options: ['war', 'peace'] });
    const after = play(s, [['Ana', 'archangel'], ['Ben', 'war'], ['Ana', 'peace']]).state;
    expect(whereIs(after, 'archangel')).toBe('battlefield:Ana');
    expect(after.pending).toMatchObject({ player: 'Ben', options: ['forest'] });
  });
});
