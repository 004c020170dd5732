// The pages' verbatim Comprehensive Rules come from the data by number (<EditionText rule="805.2" />):
// a quote typed by hand that differs from the data fails here (the labels: components/i18n/dated-labels.test.ts).
import { describe, expect, it } from 'vitest';
import { pages, pageSource } from '@/content/library';
import { rule as heldRule } from './history';
import { NEWEST_EDITION } from './reader';
import { comparable } from './text';

/** Every <EditionText> of an MDX source whose hand-written text differs from the data. */
function wrongQuotes(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/<EditionText\b([^>]*)\/?>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1]!)?.[1];
    const id = attr('rule');
    const text = attr('text');
    const entry = id ? heldRule(id, attr('edition') ?? NEWEST_EDITION) : null;
    if (!entry) found.push(`${m[0].slice(0, 60)}: no such rule`);
    else if (text !== undefined && comparable(text) !== comparable(entry.text)) found.push(`${id}: "${text.slice(0, 60)}…" is not the data's text`);
  }
  return found;
}

describe('quotes of the Comprehensive Rules', () => {
  it('are looked up by number: no page has a hand-written quote that differs from the data', () => {
    const all = (['en', 'fr'] as const).flatMap((lang) => pages(lang).map((p) => pageSource(p.path, lang)!.source));
    expect(all.join('\n')).toMatch(/<EditionText rule="805\.2"/);
    expect(all.flatMap(wrongQuotes)).toEqual([]);
  });

  it('the check fails on a quote that differs, and on a number the edition lacks', () => {
    expect(wrongQuotes('<EditionText rule="805.2" text="Within each team, the player seated in the leftmost seat is the primary player." />')).toHaveLength(1);
    expect(wrongQuotes('<EditionText rule="805.2" text="Within each team, the player seated in the rightmost seat from that team’s perspective is the primary player. If the players on a team can’t agree on a choice, such as which creatures attack or what order triggered abilities are put on the stack, the primary player makes that choice." />')).toEqual([]);
    expect(wrongQuotes('<EditionText rule="999.99" />')).toHaveLength(1);
  });
});
