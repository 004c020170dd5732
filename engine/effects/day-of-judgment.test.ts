import { describe, expect, it } from 'vitest';
import { play as playFacts, whereIs } from '../testing';
import type { CardType, Scenario, ScenarioCard } from '../core/types';
import { lineOf, promptOfPending, reasonOf, said } from '@/i18n/narrators/en/testing';

const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const NAMES: Record<string, [string, CardType[]]> = {
  prog: ['Progenitus', ['creature']],
  rip: ['Rest in Peace', ['enchantment']],
  leyline: ['Leyline of the Void', ['enchantment']],
  bears: ['Grizzly Bears', ['creature']],
  artist: ['Blood Artist', ['creature']],
};

/** "prog-ana:Ana" = a Progenitus Ana owns and controls on the battlefield. */
const card = (spec: string): ScenarioCard => {
  const [id = '', owner = ''] = spec.split(':');
  const [name, types] = NAMES[id.replace(/-.*$/, '')]!;
  return { id, name, owner, zone: 'battlefield', types };
};

const table = (active: string, cards: string[], players = ['Ana', 'Ben'], format: Scenario['format'] = 'apnap/2'): Scenario => ({
  format,
  players,
  activePlayer: active,
  cards: cards.map(card),
  effect: { id: 'day-of-judgment', controller: 'Ana' },
});

const EXAMPLE = ['prog-ana:Ana', 'rip:Ana', 'leyline:Ben', 'prog-ben:Ben', 'bears:Ben'];

describe('616.1: each affected creature’s controller chooses, several players in APNAP order', () => {
  it('asks the active player first, for her Progenitus, among every effect that applies, whoever controls it', () => {
    const { state } = play(table('Ana', EXAMPLE));
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '616.1', question: 'replacement-effect', min: 1, max: 1, options: ['prog-ana', 'rip', 'leyline'], params: { creature: 'prog-ana' } });
    expect(reasonOf(state.pending)).toBe('Ana is the active player.');
    expect(promptOfPending(state.pending)).toMatch(/^Progenitus would be put into a graveyard.*its controller.*616\.1/);
  });
  it('then the next player in turn order, knowing the earlier choice (101.4b); Leyline of the Void does not apply to its controller’s own card', () => {
    const { state } = play(table('Ana', EXAMPLE), [['Ana', 'leyline']]);
    expect(state.pending).toMatchObject({ player: 'Ben', options: ['rip', 'prog-ben'], known: [{ player: 'Ana', choice: ['leyline'] }] });
  });
  it('starts from the active player on another player’s turn too', () => {
    const { state } = play(table('Ben', EXAMPLE));
    expect(state.pending?.player).toBe('Ben');
  });
  it('applies the chosen effects; a creature with one effect gets it (614.6); nothing that is replaced dies', () => {
    const { state } = play(table('Ana', [...EXAMPLE, 'artist:Ben']), [['Ana', 'prog-ana'], ['Ben', 'rip']]);
    expect(state.done).toBe(true);
    expect(whereIs(state, 'prog-ana')).toBe('library:Ana');
    expect(whereIs(state, 'prog-ben')).toBe('exile');
    expect(whereIs(state, 'bears')).toBe('exile');
    const replaced = state.events.filter((e) => e.type === 'replaced');
    expect(replaced.map((e) => [e.pick.card, e.by.card, e.to, e.rule])).toEqual([
      ['prog-ana', 'prog-ana', 'library', '616.1'],
      ['prog-ben', 'rip', 'exile', '616.1'],
      ['bears', 'rip', 'exile', '614.6'],
      ['artist', 'rip', 'exile', '614.6'],
    ]);
    expect(lineOf(replaced[0])).toBe("Ana's Progenitus is shuffled into its owner's library instead of going to the graveyard, by Ana's Progenitus (the effect Ana chose); Ana's Rest in Peace and Ben's Leyline of the Void no longer apply: the card is no longer going to a graveyard (616.1f). Its move to the graveyard was replaced (614.6), so it never died (700.4).");
    expect(state.events.some((e) => e.type === 'trigger')).toBe(false);
    // Only a creature put into a graveyard dies (700.4): the destruction does not say they all die.
    expect(lineOf(state.events.find((e) => e.type === 'destroy')!)).toMatch(/at the same moment: .*\. Those put into a graveyard die together \(700\.4\)\.$/);
  });
  it('skips a player with no creature to choose for, citing 616.1', () => {
    const { state } = play(table('Ben', ['prog-ana:Ana', 'rip:Ana', 'bears:Ben']));
    const skip = state.events.find((e) => e.type === 'skip');
    expect(skip).toMatchObject({ player: 'Ben', rule: '616.1', question: 'replacement-effect' });
    expect(state.pending?.player).toBe('Ana');
  });
  it('asks a player with two such creatures for each in turn (101.4c), before the next player', () => {
    const { state } = play(table('Ana', ['prog-a1:Ana', 'prog-a2:Ana', 'rip:Ben', 'prog-b:Ben']), [['Ana', 'rip']]);
    expect(state.pending).toMatchObject({ player: 'Ana', rule: '101.4c', params: { creature: 'prog-a2' }, options: ['prog-a2', 'rip'] });
    expect(reasonOf(state.pending)).toBe('Ana chooses for each of their creatures in turn (101.4c): Progenitus is next.');
    const after = play(table('Ana', ['prog-a1:Ana', 'prog-a2:Ana', 'rip:Ben', 'prog-b:Ben']), [['Ana', 'rip'], ['Ana', 'prog-a2'], ['Ben', 'prog-b']]).state;
    expect([whereIs(after, 'prog-a1'), whereIs(after, 'prog-a2'), whereIs(after, 'prog-b')]).toEqual(['exile', 'library:Ana', 'library:Ben']);
  });
  it('refuses the effects’ controller choosing for another player’s creature, and an effect that does not apply', () => {
    const out = play(table('Ana', EXAMPLE), [['Ben', 'leyline']]);
    expect(out.error).toMatchObject({ rule: '616.1', code: 'out-of-order', params: { expected: 'Ana', player: 'Ben' } });
    const wrong = play(table('Ana', EXAMPLE), [['Ana', 'leyline'], ['Ben', 'leyline']]);
    expect(wrong.error).toMatchObject({ rule: '608.2d', code: 'illegal-option', params: { why: 'not-a-replacement' } });
    expect(wrong.error?.message).toBe('Leyline of the Void has no replacement effect that applies to Progenitus.');
  });
});
