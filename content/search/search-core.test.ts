import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchDocuments } from '@/content/library';
import { compareRuleNumbers, createSearcher, normalizeQuery, parseRuleNumber, ruleNumberPrefix, tokenize } from './search-core';
import type { SearchKind } from './search-types';

// The real content: these tests say what a judge typing into the search gets.
const searcher = createSearcher(buildSearchIndex({ ...searchDocuments(), stepCaption: undefined }));
const first = (q: string) => searcher.search(q)[0];
const urls = (q: string, n = 5) => searcher.search(q).slice(0, n).map((e) => e.url);

describe('query normalisation', () => {
  it('lower-cases, folds curly quotes and collapses spaces', () => {
    expect(normalizeQuery('  Opponent’s   TURN ')).toBe("opponent's turn");
  });

  it('reads a rule number however it is typed', () => {
    for (const q of ['608.2e', '608.2E', ' 608.2e ', 'rule 608.2e', 'CR 608.2e.', '608 2e', '6082e']) {
      expect(parseRuleNumber(q), q).toBe('608.2e');
    }
    expect(parseRuleNumber('101.4')).toBe('101.4');
    expect(parseRuleNumber('sacrifice')).toBeNull();
    expect(parseRuleNumber('101.4cc')).toBeNull();
  });

  it('recognises a rule number being typed', () => {
    expect(ruleNumberPrefix('608.')).toBe('608.');
    expect(ruleNumberPrefix('10')).toBe('10');
    expect(ruleNumberPrefix('608.2e')).toBeNull();
  });

  it('keeps rule numbers and possessives whole and drops stop words', () => {
    expect(tokenize("who goes first on an opponent's turn (608.2e)")).toEqual(['who', 'goes', 'first', "opponent's", 'turn', '608.2e']);
  });

  it('orders rule numbers as the Comprehensive Rules do', () => {
    expect(['608.2e', '101.4a', '603.3b', '101.4', '608.2c'].sort(compareRuleNumbers)).toEqual([
      '101.4',
      '101.4a',
      '603.3b',
      '608.2c',
      '608.2e',
    ]);
  });
});

describe('a rule number typed exactly is the first result, at its anchor', () => {
  it.each([
    ['608.2e', '/rules/608.2e'],
    ['101.4c', '/rules/101.4#101.4c'],
    ['101.4C', '/rules/101.4#101.4c'],
    ['101.4', '/rules/101.4'],
    ['101.4a', '/rules/101.4#101.4a'],
    ['101.4d', '/rules/101.4#101.4d'],
    ['rule 101.4b', '/rules/101.4#101.4b'],
    ['608.2d', '/rules/608.2e#608.2d'],
  ])('%s → %s', (query, url) => {
    expect(first(query)).toMatchObject({ url, rule: parseRuleNumber(query) });
  });

  it('101.4 is followed by its subrules a–d in order', () => {
    expect(searcher.search('101.4').slice(1, 5).map((e) => e.rule)).toEqual(['101.4a', '101.4b', '101.4c', '101.4d']);
  });

  it('a section number lists its subrules', () => {
    // 608.2b is explained only where the 603.3b page mentions it; 608.2c onwards have their own sections.
    expect(searcher.search('608.2').slice(0, 4).map((e) => e.rule)).toEqual(['608.2b', '608.2c', '608.2d', '608.2e']);
  });
});

describe('typos still find things', () => {
  it.each([
    ['sacrifise', /sacrific/i],
    ['apnpa', /APNAP/],
    ['smalpox', /Smallpox/],
    ['nonactiv', /Nonactive/i],
    ['hiden zone', /Hidden zone/i],
    ['rituek', /Rituel/],
    ['lilana', /Liliana/],
  ])('%s', (query, title) => {
    expect(searcher.search(query).slice(0, 3).map((e) => e.title).join(' | ')).toMatch(title);
  });

  it('"apnpa" finds the APNAP glossary entry and rule 101.4 first', () => {
    expect(urls('apnpa', 2)).toEqual(expect.arrayContaining(['/glossary#apnap-order', '/rules/101.4']));
  });

  it('a half-typed word matches the words it starts', () => {
    expect(first('sacri')?.title).toMatch(/sacrific/i);
  });
});

describe('every kind of entry can be found', () => {
  it.each<[string, SearchKind, string | RegExp]>([
    ['hidden zone', 'glossary', '/glossary#hidden-zone'],
    ['can I see their discard first', 'ruling', '/rulings#see-discard-first'],
    ['rituel', 'card', '/cards/rituel'],
    ['smallpox dryad arbor', 'example', '/examples/smallpox-dryad-arbor'],
    ['both chosen cards are revealed and discarded together', 'step', '/examples/smallpox-basic/5'],
    ['face down', 'subrule', '/rules/101.4#101.4a'],
    ['multi-step effects', 'subrule', '/rules/608.2e'],
    ['603.3b', 'subrule', '/rules/603.3b'],
    ['leaves the battlefield look back in time', 'subrule', '/rules/603.3b#603.10a'],
    ['does blood artist see the creatures that die with it', 'ruling', '/rulings#blood-artist-sees-simultaneous-deaths'],
    ['state-based action', 'glossary', '/glossary#state-based-action'],
    ['sequential processing', 'section', '/rules/101.4#sequential-processing'],
  ])('%s → a %s', (query, kind, url) => {
    const hit = searcher.search(query).find((e) => e.kind === kind);
    expect(hit, `${kind} for "${query}"`).toBeDefined();
    expect(hit?.url).toMatch(url);
  });

  it('"sacrifice" finds rulings, examples and the rule that uses it', () => {
    const kinds = new Set(searcher.search('sacrifice').map((e) => e.kind));
    expect(kinds).toContain('ruling');
    expect(kinds).toContain('example');
  });

  it('every word of a query must match: "smallpox forest" finds Smallpox, not every forest', () => {
    for (const e of searcher.search('smallpox forest')) expect(`${e.title} ${e.text}`).toMatch(/smallpox/i);
  });

  it('when no entry has every word, the ones with most words come first', () => {
    expect(searcher.search('sacrifice xyzzyq').length).toBeGreaterThan(0);
  });

  it('nothing at all for gibberish, and nothing for an empty query', () => {
    expect(searcher.search('qzxjv')).toEqual([]);
    expect(searcher.search('   ')).toEqual([]);
  });

  it('steps do not crowd out everything else: at most two per example before the rest', () => {
    const top = searcher.search('liliana').slice(0, 6);
    const lilianaSteps = top.filter((e) => e.url.startsWith('/examples/liliana-discard/'));
    expect(lilianaSteps.length).toBeLessThanOrEqual(2);
    expect(top[0]?.url).toBe('/examples/liliana-discard');
  });

  it('suggests the seed rules before anything is typed', () => {
    expect(searcher.suggestions().map((e) => e.rule)).toEqual(['101.4', '101.4a', '101.4b', '101.4c', '101.4d', '608.2e']);
  });
});
