import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { lineOf, promptOfPending, reasonOf, said, told } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const sat = (active: string, cards: string[]) => scenario({ players: ['Ana', 'Ben', 'Cy'], active, controller: 'Ana', effect: 'show-and-tell', cards });
const cards = ['griselbrand:Ana:hand:creature:8', 'bolt:Ana:hand:instant:1', 'archangel:Ben:hand:creature:7', 'forest:Cy:hand:land'];

describe('Show and Tell: 101.4 + 101.4a', () => {
  it('is a "may" choice (min 0, max 1), face down, in APNAP order', () => {
    const { state } = play(sat('Ana', cards));
    expect(state.pending).toMatchObject({ player: 'Ana', min: 0, max: 1, faceDown: true, options: ['griselbrand'] });
  });
  it('accepts [] to decline', () => {
    const { state } = play(sat('Ana', cards), [['Ana']]);
    expect(state.pending?.player).toBe('Ben');
    expect(state.pending?.known).toEqual([{ player: 'Ana', choice: [] }]);
  });
  it('refuses an instant', () => {
    expect(play(sat('Ana', cards), [['Ana', 'bolt']]).error?.message).toBe('Lightning Bolt is not an artifact, creature, enchantment or land card.');
  });
  it('puts all chosen cards onto the battlefield at the same time, under their choosers’ control', () => {
    const { state } = play(sat('Ana', ['griselbrand:Ana:hand:creature:8', 'forest:Cy:hand:land']), [['Ana', 'griselbrand'], ['Cy', 'forest']]);
    expect(whereIs(state, 'griselbrand')).toBe('battlefield:Ana');
    expect(whereIs(state, 'forest')).toBe('battlefield:Cy');
    expect(state.events.filter((e) => e.kind === 'action' && e.cards?.length === 2)).toHaveLength(1);
  });
});

const NEW_ROUND = 'Every card is chosen; the cards are revealed and each player chooses war or peace in a new APNAP round, starting with the active player (614.12a)';

describe('614.12a: war or peace in a new APNAP round once every card is chosen (derived from the rules)', () => {
  it('asks the active player first for war or peace when a nonactive player chose Archangel of Strife', () => {
    const { state } = play(sat('Ana', cards), [['Ana', 'griselbrand'], ['Ben', 'archangel'], ['Cy', 'forest']]);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '614.12a', options: ['war', 'peace'], faceDown: false });
    expect(reasonOf(state.pending)).toBe(`${NEW_ROUND}: Ana is the active player.`);
    const round = state.events.find((e) => e.type === 'restart');
    expect(round).toMatchObject({ rule: '614.12a', kind: 'restart', picks: [{ player: 'Ben', card: 'archangel' }], active: 'Ana' });
    expect(lineOf(round)).toMatch(/^Ben chose Archangel of Strife, which has each player choose war or peace as it enters\. Every card is chosen; the cards are revealed \(.*101\.4a\) and each player chooses war or peace in a new APNAP round, starting with Ana, the active player/);
    expect(lineOf(round)).toMatch(/614\.12a, derived from the rules/);
    expect(lineOf(round)).not.toMatch(/101\.4d|restarts/);
    expect(whereIs(state, 'griselbrand')).toBe('hand:Ana');
  });
  it('cites 101.4 for the later players of the round', () => {
    const { state } = play(sat('Ana', cards), [['Ana', 'griselbrand'], ['Ben', 'archangel'], ['Cy', 'forest'], ['Ana', 'war']]);
    expect(told(state.pending)).toMatchObject({ player: 'Ben', rule: '101.4', reason: 'Ben is next in turn order after Ana.' });
    expect(state.events.at(-1)).toMatchObject({ type: 'choose', rule: '614.12a', player: 'Ana' });
  });
  it('rejects the Archangel’s controller choosing first, citing 101.4 (out of APNAP order)', () => {
    const { error } = play(sat('Ana', cards), [['Ana', 'griselbrand'], ['Ben', 'archangel'], ['Cy', 'forest'], ['Ben', 'war']]);
    expect(error).toMatchObject({ rule: '101.4', code: 'out-of-order', message: `Ana chooses first: ${NEW_ROUND}: Ana is the active player.` });
  });
  it('starts from the active player on an opponent’s turn too', () => {
    const { state } = play(sat('Cy', cards), [['Cy', 'forest'], ['Ana', 'griselbrand'], ['Ben', 'archangel']]);
    expect(told(state.pending)).toMatchObject({ player: 'Cy', rule: '614.12a', reason: `${NEW_ROUND}: Cy is the active player.` });
  });
  it('makes the war-or-peace choices before anything enters, then everything enters together', () => {
    const ds = [['Ana', 'griselbrand'], ['Ben', 'archangel'], ['Cy', 'forest'], ['Ana', 'war'], ['Ben', 'peace']];
    const mid = play(sat('Ana', cards), ds).state;
    expect(mid.pending?.known).toEqual([
      { player: 'Ana', choice: ['war'] },
      { player: 'Ben', choice: ['peace'] },
    ]);
    expect(mid.board.battlefield).toEqual([]);
    const { state } = play(sat('Ana', cards), [...ds, ['Cy', 'war']]);
    expect(['griselbrand', 'archangel', 'forest'].map((id) => whereIs(state, id))).toEqual(['battlefield:Ana', 'battlefield:Ben', 'battlefield:Cy']);
    expect(state.done).toBe(true);
  });
  it('is the same new round, with no `restart` event, when the active player chose the Archangel', () => {
    const c = ['archangel:Ana:hand:creature:7', 'forest:Cy:hand:land'];
    const { state } = play(sat('Ana', c), [['Ana', 'archangel'], ['Cy', 'forest']]);
    expect(told(state.pending)).toMatchObject({ player: 'Ana', rule: '614.12a', reason: `${NEW_ROUND}: Ana is the active player.` });
    expect(state.events.some((e) => e.type === 'restart')).toBe(false);
    expect(told(state.events.find((e) => e.type === 'as-enters'))).toMatchObject({ rule: '614.12a', text: expect.stringMatching(/^Ana's Archangel of Strife has each player choose war or peace as it enters\. Every card is chosen;/) });
  });
  it('asks each player once per Archangel when two were chosen (101.4c order: the Archangels in APNAP order of their choosers)', () => {
    const c = ['archangel:Ana:hand:creature:7', 'archangel2:Ben:hand:creature:7'];
    const { state } = play(sat('Ana', c), [['Ana', 'archangel'], ['Ben', 'archangel2'], ['Ana', 'war']]);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '101.4c' });
    expect(promptOfPending(state.pending)).toBe("Choose war or peace for Ben's Archangel of Strife.");
    const end = play(sat('Ana', c), [['Ana', 'archangel'], ['Ben', 'archangel2'], ['Ana', 'war'], ['Ana', 'peace'], ['Ben', 'war'], ['Ben', 'war'], ['Cy', 'peace'], ['Cy', 'peace']]);
    expect(end.error).toBeNull();
    expect(end.state.done).toBe(true);
  });
  it('cites 101.4 when another player cuts in before the active player has answered for both Archangels', () => {
    // APNAP (101.4) put Ana first in the round; 101.4c only orders her own two answers.
    const c = ['archangel:Ana:hand:creature:7', 'archangel2:Ben:hand:creature:7'];
    const { error } = play(sat('Ana', c), [['Ana', 'archangel'], ['Ben', 'archangel2'], ['Ana', 'war'], ['Ben', 'war']]);
    expect(error).toMatchObject({ rule: '101.4', code: 'out-of-order', message: expect.stringMatching(/^Ana chooses next: /) });
  });
  it('refuses anything but war or peace', () => {
    const { error } = play(sat('Ana', cards), [['Ana', 'griselbrand'], ['Ben', 'archangel'], ['Cy', 'forest'], ['Ana', 'maybe']]);
    expect(error).toMatchObject({ rule: '608.2d', message: expect.stringContaining('choose war or peace') });
  });
});
