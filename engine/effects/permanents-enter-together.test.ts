import { describe, expect, it } from 'vitest';
import { play as playFacts } from '../testing';
import type { CardType, Scenario, ScenarioCard } from '../core/types';
import { lineOf, promptOfPending, reasonOf, said } from '@/i18n/narrators/en/testing';

const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const NAMES: Record<string, [string, CardType[]]> = {
  moon: ['Blood Moon', ['enchantment']],
  magus: ['Magus of the Moon', ['creature']],
  omen: ['Prismatic Omen', ['enchantment']],
  dryad: ['Dryad of the Ilysian Grove', ['enchantment', 'creature']],
  tomb: ['Ancient Tomb', ['land']],
  factory: ["Mishra's Factory", ['land']],
  forest: ['Forest', ['land']],
  bolt: ['Lightning Bolt', ['instant']],
};

/** "moon:Ben:hand" (a suffix "-2" makes a second copy). */
const card = (spec: string): ScenarioCard => {
  const [id = '', owner = '', zone = 'hand'] = spec.split(':');
  const [name, types] = NAMES[id.replace(/-.*$/, '')]!;
  return { id, name, owner, zone: zone as ScenarioCard['zone'], types };
};

const table = (active: string, cards: string[], players = ['Ana', 'Ben']): Scenario => ({
  format: 'apnap/2',
  players,
  activePlayer: active,
  cards: cards.map(card),
  effect: { id: 'permanents-enter-together', controller: active },
});

const EXAMPLE = ['omen:Ana', 'tomb:Ana', 'factory:Ben:battlefield', 'moon:Ben', 'dryad:Ben'];

describe('613.7m: permanents entering together get timestamps in APNAP order', () => {
  it('puts every permanent card from every hand onto the battlefield at once, then asks the active player first', () => {
    const { state } = play(table('Ana', [...EXAMPLE, 'bolt:Ben']));
    const enter = state.events.find((e) => e.type === 'enter');
    expect(enter).toMatchObject({ rule: '613.7m', how: 'all', cards: ['omen', 'tomb', 'moon', 'dryad'] });
    expect(state.board.hand.Ben).toEqual(['bolt']);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '613.7m', question: 'timestamp-order', kind: 'cards', min: 2, max: 2, options: ['omen', 'tomb'] });
    expect(reasonOf(state.pending)).toMatch(/Ana is the active player/);
    expect(promptOfPending(state.pending)).toMatch(/^Your 2 permanents entered at the same time/);
  });
  it('asks the next player in turn order once the active player has chosen, knowing that choice (101.4b)', () => {
    const { state } = play(table('Ana', EXAMPLE), [['Ana', 'tomb', 'omen']]);
    expect(state.pending).toMatchObject({ player: 'Ben', options: ['moon', 'dryad'], known: [{ player: 'Ana', choice: ['tomb', 'omen'] }] });
  });
  it('gives the active player’s objects the earliest timestamps, so the nonactive player’s later Blood Moon wins over Prismatic Omen', () => {
    const { state } = play(table('Ana', EXAMPLE), [['Ana', 'omen', 'tomb'], ['Ben', 'moon', 'dryad']]);
    const ts = state.events.find((e) => e.type === 'timestamps');
    expect(ts).toMatchObject({ rule: '613.7m', active: 'Ana', cards: ['omen', 'tomb', 'moon', 'dryad'] });
    const lands = state.events.filter((e) => e.type === 'land-types');
    expect(lands).toHaveLength(2);
    expect(lands[0]).toMatchObject({ rule: '613.7', land: { card: 'factory', player: 'Ben' }, subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] });
    expect(lands[1]).toMatchObject({ land: { card: 'tomb', player: 'Ana' }, subtypes: ['Mountain'], effects: [{ card: 'omen' }, { card: 'moon' }] });
    expect(lineOf(lands[1])).toBe("Ana's Ancient Tomb ends up with Mountain and no other land type: the type-changing effects apply in timestamp order, Ana's Prismatic Omen then Ben's Blood Moon, so the latest, Ben's Blood Moon, has the last word (613.7).");
    expect(state.done).toBe(true);
  });
  it('lets each player’s own order decide between their own conflicting effects', () => {
    const { state } = play(table('Ana', EXAMPLE), [['Ana', 'omen', 'tomb'], ['Ben', 'dryad', 'moon']]);
    const factory = state.events.find((e) => e.type === 'land-types' && e.land.card === 'factory');
    expect(factory).toMatchObject({ subtypes: ['Mountain'], effects: [{ card: 'dryad' }, { card: 'moon' }] });
  });
  it('turns the outcome around when the other player is the active player', () => {
    const { state } = play(table('Ben', EXAMPLE), [['Ben', 'moon', 'dryad'], ['Ana', 'omen', 'tomb']]);
    const tomb = state.events.find((e) => e.type === 'land-types' && e.land.card === 'tomb');
    expect(tomb).toMatchObject({ subtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'], effects: [{ card: 'moon' }, { card: 'omen' }] });
    expect(state.events.find((e) => e.type === 'timestamps')).toMatchObject({ cards: ['moon', 'dryad', 'omen', 'tomb'] });
  });
  it('skips a player with one permanent entering or none, citing 613.7m', () => {
    const { state } = play(table('Ana', ['moon:Ana', 'omen:Ben', 'tomb:Cy', 'forest:Cy'], ['Ana', 'Ben', 'Cy', 'Dan']));
    const skips = state.events.filter((e) => e.type === 'skip');
    expect(skips.map((e) => [e.player, e.rule])).toEqual([['Ana', '613.7m'], ['Ben', '613.7m']]);
    expect(lineOf(skips[0])).toMatch(/^Ana has only one permanent entering, so Ana has no order to choose/);
    expect(state.pending).toMatchObject({ player: 'Cy', options: ['tomb', 'forest'] });
  });
  it('refuses a player out of APNAP order, citing 613.7m', () => {
    const { error } = play(table('Ana', EXAMPLE), [['Ben', 'moon', 'dryad']]);
    expect(error).toMatchObject({ rule: '613.7m', code: 'out-of-order', params: { expected: 'Ana', player: 'Ben' } });
  });
  it('refuses an order that is not a permutation of the player’s own entering permanents', () => {
    const t = table('Ana', EXAMPLE);
    expect(play(t, [['Ana', 'omen', 'omen']]).error).toMatchObject({ rule: '613.7m', code: 'not-a-permutation', params: { why: 'duplicate', option: 'omen', what: 'timestamp-order' } });
    expect(play(t, [['Ana', 'omen']]).error).toMatchObject({ code: 'not-a-permutation', params: { why: 'missing', option: 'tomb' } });
    expect(play(t, [['Ana', 'omen', 'moon']]).error).toMatchObject({ code: 'not-a-permutation', params: { why: 'foreign', option: 'moon' } });
    expect(play(t, [['Ana', 'omen', 'moon']]).error?.message).toBe("Ana must list each of their 2 permanents that entered together exactly once, in the order of their timestamps (613.7m): moon is not one of Ana's permanents that entered together.");
  });
});
