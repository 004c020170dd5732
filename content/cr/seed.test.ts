// The seed's wording of 101.4 (content/seed/rules.json) stays the seed's: which held editions it
// matches word for word (quote style aside), and what differs.
import { describe, expect, it } from 'vitest';
import { seedRule } from '@/content/library';
import { editions, rule } from './history';
import { comparable, wordDiff } from './text';

const seed = seedRule('101.4')!;
const seedExample = seed.example!.replace(/^Example: /, '');
const matching = (id: string, text: string, of: 'text' | 'example') =>
  editions().filter((e) => {
    const r = rule(id, e);
    return r !== null && comparable(of === 'text' ? r.text : r.examples.join('\n')) === comparable(text);
  });
const span = (list: string[]) => `${list[0]}..${list.at(-1)} (${list.length})`;

describe('the seed’s 101.4', () => {
  it('has the rule’s text of every held edition, 2009-07-11 to 2026-01-16', () => {
    expect(span(matching('101.4', seed.text, 'text'))).toBe('2009-07-11..2026-01-16 (85)');
  });

  it('has the example of 2010-02-01 to 2017-09-25 only: "he or she controls" where 2018-07-13 on says "they control"', () => {
    expect(span(matching('101.4', seedExample, 'example'))).toBe('2010-02-01..2017-09-25 (38)');
    const now = rule('101.4')!.examples[0]!;
    expect(wordDiff(seedExample, now).filter((p) => p.op !== 'same').map((p) => p.text.trim())).toEqual(['he or she', 'they', 'controls.', 'control.', 'he or she', 'they', 'controls.', 'control.']);
    // 2009-07-11 to 2009-10-01 lacked "in turn order" and "this way".
    expect(wordDiff(rule('101.4', '2009-07-11')!.examples[0]!, seedExample).filter((p) => p.op === 'added').map((p) => p.text.trim())).toEqual(['players, in turn order,', 'chosen this way']);
  });

  it('quotes 101.4a–c as 2009-07-11 to 2017-09-25 printed them ("he or she"), and 101.4d and 608.2e as today', () => {
    for (const id of ['101.4a', '101.4b', '101.4c']) expect(span(matching(id, seedRule(id)!.text, 'text'))).toBe('2009-07-11..2017-09-25 (41)');
    expect(span(matching('101.4d', seedRule('101.4d')!.text, 'text'))).toBe('2009-07-11..2026-01-16 (85)');
    expect(span(matching('608.2e', seedRule('608.2e')!.text, 'text'))).toBe('2009-10-01..2026-01-16 (83)');
  });
});
