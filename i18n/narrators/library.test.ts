// Scry (701.22), clash (701.30) and mill (701.17) said in both languages, the French checked for style,
// agreement (whoever the players are) and the official terms: « regard », « confronter »,
// « au-dessous de sa bibliothèque » (terminology.ts).
import { describe, expect, it } from 'vitest';
import type { EventData } from '@/engine/types';
import { narratorFor } from './index';
import './fr';
import { agreementSlips, frenchStyleSlips } from '@/i18n/french-style';
import { terminologySlips } from './fr/terminology';

const FACTS: EventData[] = [
  { type: 'look', rule: '701.22a', players: [{ player: 'Ana', count: 2 }], count: 2 },
  { type: 'look', rule: '701.22c', players: [{ player: 'Ben', count: 1 }, { player: 'Cy', count: 0 }], count: 1 },
  { type: 'scry', rule: '701.22a', moves: [{ player: 'Ana', top: 1, bottom: 1 }] },
  { type: 'scry', rule: '701.22c', moves: [{ player: 'Ben', top: 0, bottom: 1 }, { player: 'Cy', top: 1, bottom: 0 }] },
  { type: 'scry', rule: '701.22c', moves: [] },
  { type: 'clash-reveal', rule: '701.30c', players: ['Ben', 'Ana'], picks: [{ player: 'Ana', card: 'a', name: 'Island' }] },
  { type: 'clash', rule: '701.30c', bottom: [], values: [{ player: 'Ben', manaValue: 2 }, { player: 'Ana', manaValue: 2 }], winner: null, controller: 'Ana' },
  { type: 'clash', rule: '701.30c', bottom: ['Ana'], values: [{ player: 'Ben', manaValue: 3 }, { player: 'Ana', manaValue: 2 }], winner: 'Ben', controller: 'Ana' },
  { type: 'mill', rule: '701.17a', player: 'Ben', count: 4, picks: [] },
];

describe('701.22, 701.30, 701.17: the top of the library said in both languages', () => {
  it.each(FACTS.map((f, i) => [`${f.type} ${i}`, f] as const))('%s', (_name, facts) => {
    const en = narratorFor('en').event(facts);
    const fr = narratorFor('fr').event(facts);
    expect(en).toContain(`(${facts.rule})`);
    expect(fr).toContain(`(${facts.rule})`);
    expect([...frenchStyleSlips(fr), ...agreementSlips(fr, ['Ana', 'Ben', 'Cy', 'Dee']), ...terminologySlips(fr)]).toEqual([]);
  });
  it('never names a card looked at or scried: only how many went where', () => {
    const fr = narratorFor('fr').event(FACTS[3]!);
    expect(fr).toContain('Ben met sa carte au-dessous de sa bibliothèque et Cy laisse sa carte au-dessus');
    expect(narratorFor('en').event(FACTS[2]!)).toBe('The cards move (701.22a): Ana puts 1 on top and 1 on the bottom. How many went where is public; which cards is not.');
  });
  it('says a tie has no winner, and a winner who is not the caster sets off nothing (701.30d)', () => {
    expect(narratorFor('en').event(FACTS[6]!)).toContain('Nobody wins the clash');
    expect(narratorFor('fr').event(FACTS[7]!)).toContain('Ben gagne la confrontation');
    expect(narratorFor('en').event(FACTS[7]!)).toContain('Ben is not the caster: nothing more happens.');
  });
  it('refuses « scruter » for scry and « sous sa bibliothèque » for its bottom (terminology)', () => {
    expect(terminologySlips('Ben scrute la carte du dessus.')).toEqual([{ found: 'scrute', use: 'regard' }]);
    expect(terminologySlips('Ben met sa carte sous sa bibliothèque.')).toEqual([{ found: 'sous sa bibliothèque', use: 'au-dessous de sa bibliothèque' }]);
    expect(terminologySlips('Ben met sa carte au-dessous de sa bibliothèque.')).toEqual([]);
  });
});
