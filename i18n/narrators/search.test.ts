// The searches' lines in both languages (701.23i, 701.23e, 701.24a): the variants the one-row-per-type
// table (narrators.test.ts) does not reach, written out, and the French ones checked for style and
// terminology (« chercher », « carte de terrain de base », « mélanger »: terminology.ts).
import { describe, expect, it } from 'vitest';
import type { EventData } from '@/engine';
import { narratorFor } from './index';
import './fr';
import { agreementSlips, frenchStyleSlips } from '@/i18n/french-style';
import { terminologySlips } from './fr/terminology';

const N = '\u202f';
const choose = (count: number | undefined): EventData => ({
  type: 'choose',
  rule: '101.4a',
  player: 'Ben',
  question: 'search-basic-lands',
  params: { max: 2, library: 3 },
  choice: [],
  names: [],
  ...(count === undefined ? {} : { faceDown: true as const, count }),
});
const ROWS: { facts: EventData; en: string; fr: string }[] = [
  {
    facts: choose(1),
    en: 'Ben finds 1 card face down: the others know how many, not which (701.23e, 101.4a).',
    fr: `Ben trouve 1 carte face cachée${N}: les autres joueurs savent combien, pas lesquelles (701.23e, 101.4a).`,
  },
  {
    facts: choose(2),
    en: 'Ben finds 2 cards face down: the others know how many, not which (701.23e, 101.4a).',
    fr: `Ben trouve 2 cartes face cachée${N}: les autres joueurs savent combien, pas lesquelles (701.23e, 101.4a).`,
  },
  { facts: choose(undefined), en: 'Ben does not search (finds no card).', fr: 'Ben ne cherche pas (ne trouve aucune carte).' },
  {
    facts: { type: 'enter', rule: '701.23i', how: 'found', picks: [{ player: 'Ana', card: 'f', name: 'Forest' }], lowest: 0, cards: ['f'] },
    en: "The found cards are put onto the battlefield at the same time, and only now does everyone see them: Ana's Forest.",
    fr: `Les cartes trouvées sont mises sur le champ de bataille en même temps, et ce n’est qu’alors que tous les voient${N}: Forêt d’Ana.`,
  },
  {
    facts: { type: 'enter', rule: '701.23i', how: 'found', picks: [], lowest: 0 },
    en: 'No player found a card, so nothing is put onto the battlefield.',
    fr: `Aucun joueur n’a trouvé de carte${N}: rien n’est mis sur le champ de bataille.`,
  },
  {
    facts: { type: 'shuffle', rule: '701.24a', players: [], library: [] },
    en: 'No player searched, so no library is shuffled.',
    fr: 'Aucun joueur n’a cherché dans sa bibliothèque, donc aucune bibliothèque n’est mélangée.',
  },
];

describe('701.23i, 701.24a: the searches said in both languages', () => {
  it.each(ROWS.map((r, i) => [`${r.facts.type} ${i}`, r] as const))('%s', (_name, row) => {
    expect(narratorFor('en').event(row.facts)).toBe(row.en);
    const fr = narratorFor('fr').event(row.facts);
    expect(fr).toBe(row.fr);
    expect([...frenchStyleSlips(fr), ...agreementSlips(fr, ['Ana', 'Ben', 'Cy', 'Dee']), ...terminologySlips(fr)]).toEqual([]);
  });
  it('refuses « fouiller » for a search (terminology: « chercher »)', () => {
    expect(terminologySlips('Ben fouille sa bibliothèque.')).toEqual([{ found: 'fouille', use: 'chercher' }]);
  });
  it('says why a card can\'t be found, in both languages', () => {
    const error = { rule: '608.2d', code: 'illegal-option' as const, params: { option: 'tomb', why: 'not-basic-land', name: 'Ancient Tomb' } };
    expect(narratorFor('en').refusal(error)).toBe('Ancient Tomb is not a basic land card.');
    expect(narratorFor('fr').refusal(error)).toBe('Ancient Tomb n’est pas une carte de terrain de base.');
  });
});
