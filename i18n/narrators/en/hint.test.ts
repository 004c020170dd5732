import { describe, expect, it } from 'vitest';
import { hintText as hint } from './hint';
import { play, scenario } from '@/engine/testing';

describe('hint: who chooses now, why, and what kind of option', () => {
  it('names the player, the rule and the kind of option without choosing', () => {
    const s = scenario({ players: ['Ana', 'Ben'], active: 'Ben', controller: 'Ana', effect: 'each-player-discards-a-card', cards: ['bolt:Ana:hand:instant:1', 'island:Ben:hand:land', 'forest:Ben:hand:land'] });
    const h = hint(play(s).state)!;
    expect(h).toMatch(/^Ben chooses now \(101\.4: Ben is the active player\)/);
    expect(h).toMatch(/a card in Ben's hand to discard/);
    expect(h).toMatch(/face down/);
    expect(h).toMatch(/2 legal options/);
    expect(h).not.toMatch(/Island|Forest/);
  });
  it('is null once the effect is done', () => {
    const s = scenario({ players: ['Ana', 'Ben'], effect: 'each-player-sacrifices-a-creature', cards: [] });
    expect(hint(play(s).state)).toBeNull();
  });
});
