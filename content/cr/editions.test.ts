// Every held edition, read from the committed dataset: no section lost, 101.4 found, the glossary
// parsed, and no cross-reference to a missing entry but the known ones (dangling.json).
import { describe, expect, it } from 'vitest';
import known from './dangling.json' with { type: 'json' };
import { danglingReferences, editions, glossary, rule, ruleIds } from './history';

const EDITIONS = editions();

describe('every held edition', () => {
  it('is one of the 85 held, 2009-07-11 to 2026-01-16', () => {
    expect(EDITIONS).toHaveLength(85);
    expect([EDITIONS[0], EDITIONS.at(-1)]).toEqual(['2009-07-11', '2026-01-16']);
  });

  it.each(EDITIONS)('%s has its sections, each subsection under one, and 101.4', (edition) => {
    const ids = ruleIds(edition);
    const sections = ids.filter((id) => /^\d$/.test(id));
    // Section 9, Casual Variants, is first held in 2009-09-04 (Planechase).
    expect(sections).toEqual(edition === '2009-07-11' ? ['1', '2', '3', '4', '5', '6', '7', '8'] : ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const subsections = ids.filter((id) => /^\d{3}$/.test(id));
    expect(subsections.length).toBeGreaterThanOrEqual(104);
    const held = new Set(ids);
    expect(ids.filter((id) => id.includes('.') && !held.has(id.slice(0, 3)))).toEqual([]);
    expect(rule('101.4', edition)?.text).toMatch(/^If multiple players would make choices and\/or take actions at the same time, the active player/);
  });

  it.each(EDITIONS)('%s has its glossary', (edition) => {
    const terms = glossary(edition);
    // The archive's 2013-02-01 file is cut short inside its glossary (after "Attack Multiple Players").
    if (edition === '2013-02-01') expect(terms).toHaveLength(30);
    else expect(terms.length).toBeGreaterThanOrEqual(408);
    expect(terms.find((t) => t.term === 'Ability')?.definition).toMatch(/^1\. Text on an object/);
    expect(terms.every((t) => t.definition.length > 0)).toBe(true);
  });

  it('cites no missing entry but the known dangling references', () => {
    const found = EDITIONS.flatMap((edition) => danglingReferences(edition).map((d) => `${edition} ${d.in} cites ${d.cites}`));
    const listed = known.known.flatMap((k) => EDITIONS.filter((e) => e >= k.from && e <= k.to).map((e) => `${e} ${k.in} cites ${k.cites}`));
    expect(found.sort()).toEqual(listed.sort());
    // The two the issue names are among them.
    expect(found).toContain('2009-07-11 605.3b cites 405.3c');
    expect(found.filter((f) => f.includes('702.123d cites 903.11a')).map((f) => f.slice(0, 10))).toEqual(EDITIONS.filter((e) => e >= '2016-11-11' && e <= '2017-09-25'));
  });
});
