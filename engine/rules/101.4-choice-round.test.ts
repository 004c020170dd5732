import { describe, expect, it } from 'vitest';
import { applyDecision, startResolution } from '../play/resolve';
import { dec, play as playFacts, scenario, whereIs } from '../testing';
import { reasonOf, refusalOf, said, told } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const sac = (active: string, controller: string) =>
  scenario({
    active,
    controller,
    effect: 'each-player-sacrifices-a-creature',
    cards: ['bears:Ana:battlefield:creature:2', 'elves:Ben:battlefield:creature:1', 'griselbrand:Cy:battlefield:creature:8', 'solemn:Cy:battlefield:artifact/creature:4'],
  });

describe('101.4 APNAP: the active player chooses first', () => {
  it('asks the active player first even when another player controls the effect', () => {
    const s = startResolution(sac('Cy', 'Ana'));
    expect(told(s.pending)).toMatchObject({ player: 'Cy', rule: '101.4', reason: 'Cy is the active player.' });
  });
  it('rejects the controller choosing first on an opponent’s turn, citing 101.4', () => {
    const { error } = play(sac('Cy', 'Ana'), [['Ana', 'bears']]);
    expect(error).toEqual({
      decision: 0,
      rule: '101.4',
      code: 'out-of-order',
      params: { expected: 'Cy', player: 'Ana', position: 'first' },
      message: 'Cy chooses first: Cy is the active player.',
    });
  });
  it('then the next player in turn order, wrapping around the table', () => {
    const { state } = play(sac('Cy', 'Ana'), [['Cy', 'griselbrand']]);
    expect(told(state.pending)).toMatchObject({ player: 'Ana', reason: 'Ana is next in turn order after Cy.' });
    const r = applyDecision(state, dec(['Ben', 'elves']));
    expect(r).toMatchObject({ ok: false, error: { rule: '101.4', code: 'out-of-order' } });
    if (!r.ok) expect(refusalOf(r.error, state)).toBe('Ana chooses next: Ana is next in turn order after Cy.');
  });
  it('performs the actions only after everyone has chosen, simultaneously', () => {
    const { state } = play(sac('Cy', 'Ana'), [['Cy', 'griselbrand'], ['Ana', 'bears']]);
    expect(whereIs(state, 'griselbrand')).toBe('battlefield:Cy');
    const end = play(sac('Cy', 'Ana'), [['Cy', 'griselbrand'], ['Ana', 'bears'], ['Ben', 'elves']]).state;
    expect(['griselbrand', 'bears', 'elves'].map((id) => whereIs(end, id))).toEqual(['graveyard:Cy', 'graveyard:Ana', 'graveyard:Ben']);
    expect(end.events.filter((e) => e.kind === 'action' && e.cards?.length === 3)).toHaveLength(1);
    expect(end.done).toBe(true);
  });
  it('sends a sacrificed permanent to its owner’s graveyard even when another player controls it', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'each-player-sacrifices-a-creature', cards: ['bears:Ana:battlefield:creature:2:Ben'] });
    const { state } = play(s, [['Ben', 'bears']]);
    expect(whereIs(state, 'bears')).toBe('graveyard:Ana');
  });
});

describe('101.4b: later players know earlier public choices', () => {
  it('shows each earlier choice in `known`', () => {
    const { state } = play(sac('Ana', 'Ana'), [['Ana', 'bears'], ['Ben', 'elves']]);
    expect(state.pending?.known).toEqual([
      { player: 'Ana', choice: ['bears'] },
      { player: 'Ben', choice: ['elves'] },
    ]);
  });
});

describe('608.2d: no illegal choice; no option, no choice', () => {
  it('skips a player with no legal option and logs the skip', () => {
    const s = scenario({ effect: 'each-player-sacrifices-a-creature', cards: ['bears:Ana:battlefield:creature:2', 'griselbrand:Cy:battlefield:creature:8'] });
    const { state } = play(s, [['Ana', 'bears']]);
    expect(state.pending?.player).toBe('Cy');
    expect(reasonOf(state.pending)).toBe('Cy is next in turn order after Ben. Ben had nothing to choose.');
    expect(state.events.find((e) => e.kind === 'skip')).toMatchObject({ rule: '608.2d', player: 'Ben' });
  });
  it('asks a player with exactly one legal option anyway', () => {
    expect(startResolution(sac('Ana', 'Ana')).pending).toMatchObject({ player: 'Ana', options: ['bears'], min: 1, max: 1 });
  });
  it('names the problem: a permanent the player does not control', () => {
    expect(play(sac('Ana', 'Ana'), [['Ana', 'elves']]).error).toMatchObject({ rule: '608.2d', message: "Ana doesn't control Llanowar Elves." });
  });
  it('names the problem: a permanent of the wrong type', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'each-player-sacrifices-a-creature', cards: ['bears:Ana:battlefield:creature', 'forest:Ana:battlefield:land'] });
    expect(play(s, [['Ana', 'forest']]).error).toMatchObject({ rule: '608.2d', message: 'Forest is not a creature.' });
  });
  it('names the problem: an unknown card', () => {
    expect(play(sac('Ana', 'Ana'), [['Ana', 'nope']]).error?.message).toBe('There is no card "nope" in this game.');
  });
  it('says min and max when a mandatory choice is declined or too many are chosen', () => {
    expect(play(sac('Ana', 'Ana'), [['Ana']]).error).toMatchObject({ rule: '608.2d', message: expect.stringContaining('min 1, max 1') });
    expect(play(sac('Ana', 'Ana'), [['Ana', 'bears', 'bears']]).error?.message).toContain('at most 1');
  });
  it('refuses any decision once the effect has finished resolving', () => {
    const { state } = play(sac('Ana', 'Ana'), [['Ana', 'bears'], ['Ben', 'elves'], ['Cy', 'solemn']]);
    expect(state.done).toBe(true);
    const r = applyDecision(state, dec(['Ana', 'bears']));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(refusalOf(r.error, state)).toMatch(/finished resolving/);
  });
  it('never changes the state it is given, legal or not', () => {
    const s = startResolution(sac('Ana', 'Ana'));
    const copy = structuredClone(s);
    applyDecision(s, dec(['Ben', 'elves']));
    applyDecision(s, dec(['Ana', 'bears']));
    expect(s).toEqual(copy);
  });
  it('never throws on a malformed decision', () => {
    const s = startResolution(sac('Ana', 'Ana'));
    expect(applyDecision(s, null as never).ok).toBe(false);
    expect(applyDecision(s, { player: 'Ana', choice: 'bears' } as never).ok).toBe(false);
  });
});

describe('101.4: only a player in the game makes a choice', () => {
  it('refuses a decision from a name that is not a player, naming it', () => {
    expect(play(sac('Ana', 'Ana'), [['Zed', 'bears']]).error).toMatchObject({ rule: '101.4', code: 'unknown-player', params: { player: 'Zed' } });
  });
});

describe('101.4a: the record of a face-down choice names no card', () => {
  it('logs that the player chose, with no choice and no name in it', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'each-player-discards-a-card', cards: ['bolt:Ana:hand:instant:1', 'island:Ben:hand:land'] });
    const e = play(s, [['Ana', 'bolt']]).state.events.find((x) => x.type === 'choose');
    expect(e).toMatchObject({ rule: '101.4a', player: 'Ana', faceDown: true, choice: [], names: [] });
  });
});

describe('101.4: a choice that is not a card points at no card', () => {
  it('war or peace (614.12a) is logged without cards', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'show-and-tell', cards: ['archangel:Ana:hand:creature:7', 'bears:Ben:hand:creature:2'] });
    const { state } = play(s, [['Ana', 'archangel'], ['Ben', 'bears'], ['Ana', 'war']]);
    const e = state.events.at(-1);
    expect(e).toMatchObject({ type: 'choose', rule: '614.12a', player: 'Ana', choice: ['war'] });
    expect(e?.cards).toBeUndefined();
  });
});

describe('A recorded choice is the one made at the time', () => {
  it('changing the decision object afterwards changes nothing in the game', () => {
    const d = { player: 'Ana', choice: ['bears'] };
    const r = applyDecision(startResolution(sac('Ana', 'Ana')), d);
    d.choice[0] = 'elves';
    expect(r.ok && r.state.events.at(-1)).toMatchObject({ type: 'choose', player: 'Ana', choice: ['bears'] });
  });
});
