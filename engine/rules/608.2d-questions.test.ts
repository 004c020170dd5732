// Card questions: the legal options (608.2d) and, for an illegal one, why (a key and its params).
import { describe, expect, it } from 'vitest';
import { messageOf } from '@/i18n/narrators/en';
import { candidates, whyNot } from './608.2d-questions';
import { startResolution } from '../play/resolve';
import { draftOf } from '../core/state';
import { scenario } from '../testing';

const d = draftOf(
  startResolution(
    scenario({
      effect: 'councils-judgment',
      players: ['Ana', 'Ben'],
      cards: ['bears:Ana:battlefield:creature:2', 'forest:Ben:battlefield:land', 'elves:Ben:battlefield:creature:1', 'bolt:Ben:hand:instant:1', 'solring:Ben:graveyard:artifact:1'],
    }),
  ),
);
const why = (p: string, q: Parameters<typeof whyNot>[2], id: string) => messageOf('illegal-option', { option: id, ...whyNot(d, p, q, id) });

describe('questions', () => {
  it('lists the legal options by zone, whose and type', () => {
    expect(candidates(d, 'Ana', { zone: 'battlefield', whose: 'self', anyOf: ['creature'] })).toEqual(['bears']);
    expect(candidates(d, 'Ana', { zone: 'battlefield', whose: 'others', nonland: true })).toEqual(['elves']);
    expect(candidates(d, 'Ben', { zone: 'hand', whose: 'self' })).toEqual(['bolt']);
  });
  it('says why an option is not legal, one reason per case', () => {
    expect(why('Ana', { zone: 'battlefield', whose: 'self', anyOf: ['creature'] }, 'nope')).toBe('There is no card "nope" in this game.');
    expect(why('Ana', { zone: 'battlefield', whose: 'self', anyOf: ['creature'] }, 'elves')).toBe("Ana doesn't control Llanowar Elves.");
    expect(why('Ana', { zone: 'battlefield', whose: 'self', anyOf: ['creature'] }, 'solring')).toBe('Sol Ring is not on the battlefield.');
    expect(why('Ben', { zone: 'battlefield', whose: 'self', anyOf: ['creature'] }, 'forest')).toBe('Forest is not a creature.');
    expect(why('Ben', { zone: 'battlefield', whose: 'others', nonland: true }, 'bears')).toBe("Ana controls Grizzly Bears: the choice must be a permanent Ana doesn't control.");
    expect(why('Ana', { zone: 'battlefield', whose: 'others', nonland: true }, 'forest')).toBe('Forest is a land: only a nonland card can be chosen.');
    expect(why('Ana', { zone: 'hand', whose: 'self' }, 'bolt')).toBe("Lightning Bolt is not in Ana's hand.");
  });
});
