import { describe, expect, it } from 'vitest';
import { play, scenario, whereIs } from '../testing';
import { lineOf, told } from '@/i18n/narrators/en/testing';

describe('101.4 example: "Each player sacrifices a creature."', () => {
  const s = scenario({
    players: ['Ana', 'Ben', 'Cy', 'Dee'],
    active: 'Cy',
    controller: 'Cy',
    effect: 'each-player-sacrifices-a-creature',
    cards: ['solemn:Ben:battlefield:artifact/creature:4', 'bears:Cy:battlefield:creature:2', 'elves:Dee:battlefield:creature:1', 'forest:Ana:battlefield:land'],
  });
  it('an effect resolving on its controller’s turn starts with them as the active player; turn order wraps', () => {
    const { state } = play(s, [['Cy', 'bears'], ['Dee', 'elves']]);
    expect(told(state.pending)).toMatchObject({ player: 'Ben', reason: 'Ben is next in turn order after Ana. Ana had nothing to choose.' });
  });
  it('a player may sacrifice the creature that caused the effect, and a player with no creature loses nothing', () => {
    const { state } = play(s, [['Cy', 'bears'], ['Dee', 'elves'], ['Ben', 'solemn']]);
    expect(state.done).toBe(true);
    expect(whereIs(state, 'forest')).toBe('battlefield:Ana');
    expect(lineOf(state.events.find((e) => e.kind === 'action' && e.cards))).toMatch(/^All chosen creatures are sacrificed simultaneously/);
  });
});
