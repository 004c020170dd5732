import { describe, expect, it } from 'vitest';
import { apnapRules as apnapRulesOf } from './history';
import { apnapRules, citedIds, editions, glossary, NEWEST_EDITION, references, rule, ruleIds, wordDiff } from './reader';
import { comparable, compareIds } from './text';

describe('the newest held edition', () => {
  it('is 2026-01-16, the last of the 85 held', () => {
    expect(NEWEST_EDITION).toBe('2026-01-16');
    expect(editions().at(-1)).toBe(NEWEST_EDITION);
  });

  it('gives a rule with its examples, its place and its edition', () => {
    const r = rule('101.4')!;
    expect(r).toMatchObject({ id: '101.4', kind: 'rule', edition: '2026-01-16', parent: '101', children: ['101.4a', '101.4b', '101.4c', '101.4d', '101.4e'] });
    expect(r.text).toMatch(/“Active Player, Nonactive Player \(APNAP\) order” rule\.$/);
    expect(r.examples).toEqual([expect.stringMatching(/^A card reads “Each player sacrifices a creature\.” First, the active player chooses a creature they control\./)]);
    expect(rule('1')).toMatchObject({ kind: 'section', text: 'Game Concepts', parent: null });
    expect(rule('101')!.parent).toBe('1');
    expect(rule('702.19b')!.parent).toBe('702.19');
    expect(rule('999.99')).toBeNull();
  });

  it('lists its entries in the CR’s order, subrules after their rule and 704.5k before 704.5m', () => {
    const ids = ruleIds();
    expect(ids).toHaveLength(3269);
    expect([...ids].sort(compareIds)).toEqual(ids);
    expect(ids.slice(ids.indexOf('704.5k'), ids.indexOf('704.5k') + 2)).toEqual(['704.5k', '704.5m']);
  });

  it('finds the 18 entries whose text says "APNAP order" or "(APNAP) order", 101.4 among them', () => {
    expect(apnapRules()).toEqual(['101.4', '101.4d', '405.3', '500.7', '603.3b', '608.2e', '608.2f', '613.7m', '616.1', '701.22c', '701.23i', '701.30c', '701.44d', '701.50d', '701.55d', '703.4k', '802.4', '802.5']);
    expect(apnapRulesOf('2026-01-16')).toEqual(apnapRules());
    expect(apnapRulesOf('2009-07-11')).toContain('101.4');
  });

  it('gives the glossary with the entries each definition cites', () => {
    const terms = glossary();
    expect(terms).toHaveLength(725);
    expect(terms.find((t) => t.term === 'Active Player, Nonactive Player Order')).toMatchObject({ cites: ['101.4', '805.6'], edition: '2026-01-16' });
  });
});

describe('references', () => {
  it('finds each cited number in its forms, with the entries it names', () => {
    const text = 'See rules 103.2a, 103.2b, and 103.2c, section 8, rules 805.6 and 805.7, and 701.3a–b, except as specified in 101.4a (see rule 101.4).';
    expect(references(text).map((r) => [r.text, r.targets])).toEqual([
      ['103.2a', ['103.2a']],
      ['103.2b', ['103.2b']],
      ['103.2c', ['103.2c']],
      ['8', ['8']],
      ['805.6', ['805.6']],
      ['805.7', ['805.7']],
      ['701.3a–b', ['701.3a', '701.3b']],
      ['101.4a', ['101.4a']],
      ['101.4', ['101.4']],
    ]);
    const [first] = references(text);
    expect(text.slice(first!.start, first!.end)).toBe('103.2a');
  });

  it('expands a letter range skipping l and o, and takes no number that is not a rule’s', () => {
    expect(citedIds('rules 704.5k–n')).toEqual(['704.5k', '704.5m', '704.5n']);
    expect(citedIds('starting life total is 20, a 60-card deck, 2.5 inches, 100 cards')).toEqual([]);
  });
});

describe('wordDiff', () => {
  it('shows a change of words, not of quote style or spacing', () => {
    expect(wordDiff('a creature he or she controls', 'a creature they control')).toEqual([
      { op: 'same', text: 'a creature ' },
      { op: 'removed', text: 'he or she' },
      { op: 'added', text: 'they' },
      { op: 'same', text: ' ' },
      { op: 'removed', text: 'controls' },
      { op: 'added', text: 'control' },
    ]);
    expect(wordDiff("it's  \"basic\"", 'it’s “basic”')).toEqual([{ op: 'same', text: 'it’s “basic”' }]);
    expect(comparable('cards -- even a card')).toBe(comparable('cards—even a card'));
  });
});
