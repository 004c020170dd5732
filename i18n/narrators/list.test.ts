import { describe, expect, it } from 'vitest';
import { joinList } from './list';
import { listText, typePhrase } from './en/text';
import { either, list } from './fr/text';

// Every length the narrators meet (and more), with names that have commas and spaces of their own.
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dan, the judge', 'Emrakul, the Promised End', 'Grizzly Bears'];
const lists = Array.from({ length: NAMES.length + 1 }, (_, n) => NAMES.slice(0, n));

describe('lists as the platform says them, without its ICU set-up', () => {
  it.each([
    ['en-GB', 'conjunction', 'and'],
    ['en-GB', 'disjunction', 'or'],
    ['fr', 'conjunction', 'et'],
    ['fr', 'disjunction', 'ou'],
  ] as const)('%s %s lists join with "%s" exactly as Intl.ListFormat does', (locale, type, word) => {
    const platform = new Intl.ListFormat(locale, { style: 'long', type });
    for (const items of lists) expect(joinList(items, word)).toBe(platform.format(items));
  });

  it('the narrators say their lists with it', () => {
    expect(listText(['Ana', 'Ben', 'Chloé'])).toBe('Ana, Ben and Chloé');
    expect(typePhrase(['artifact', 'creature', 'land'])).toBe('an artifact, creature or land card');
    expect(list(['Ana', 'Ben', 'Chloé'])).toBe('Ana, Ben et Chloé');
    expect(either(['Ana', 'Ben'])).toBe('Ana ou Ben');
  });
});
