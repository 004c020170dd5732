// A rule text's cross-references as links: each to the first entry it names; a known dangling one
// (dangling.json) shown unlinked; any other reference to a missing entry throws, failing the page.
import { describe, expect, it } from 'vitest';
import { rule as heldRule, ruleIds } from './history';
import { textParts } from './links';
import { rule } from './reader';

const newest = (id: string) => rule(id) !== null;

describe('textParts', () => {
  it('links "rule 702.19", "rules 805.6 and 805.7" and "701.3a–b", keeping the text as printed', () => {
    const text = 'See rule 702.19, rules 805.6 and 805.7, and 101.4a–b.';
    const parts = textParts(text, 'x', '2026-01-16', newest);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.cite).map((p) => [p.text, p.cite])).toEqual([
      ['702.19', '702.19'],
      ['805.6', '805.6'],
      ['805.7', '805.7'],
      ['101.4a–b', '101.4a'],
    ]);
  });

  it('links every reference of 805.6 and 608.2e as the newest edition prints them', () => {
    expect(textParts(rule('805.6')!.text, '805.6', '2026-01-16', newest).filter((p) => p.cite).map((p) => p.cite)).toEqual(['101.4']);
  });

  it('shows a known dangling reference unlinked (605.3b cites 405.3c in 2009-07-11)', () => {
    const held = new Set(ruleIds('2009-07-11'));
    const parts = textParts(heldRule('605.3b', '2009-07-11')!.text, '605.3b', '2009-07-11', (id) => held.has(id));
    expect(parts.find((p) => p.text === '405.3c')).toEqual({ text: '405.3c', dangling: true });
  });

  it('throws on a reference to a missing entry that dangling.json does not list', () => {
    expect(() => textParts('See rule 999.99.', '101.4', '2026-01-16', newest)).toThrow(/cites 999\.99.*dangling\.json/);
  });
});
