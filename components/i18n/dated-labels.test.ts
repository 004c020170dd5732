// No label names the Comprehensive Rules as "current" (or « actuelles ») without a date: every quoted
// text carries its edition's date, and "current" drifts the day a new edition is published.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

/** Every string of a message tree, with its key. */
const strings = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v as object, `${prefix}${k}.`)));

/** A label naming the rules as "current" with no date: neither an ICU date nor a written one. */
const undatedCurrent = (text: string) =>
  /\bcurrent (?:Comprehensive Rules|rules?|edition|text)\b|Règles complètes actuelles|règles actuelles|règle actuelle/i.test(text) && !/\{\w+, date|\d{4}-\d{2}-\d{2}|\b(?:19|20)\d{2}\b/.test(text);

describe('the interface strings', () => {
  it('no label says "current" without a date', () => {
    const labels = (['en', 'fr'] as const).flatMap((lang) => Object.entries(MESSAGES[lang]).flatMap(([ns, tree]) => strings(tree, `${lang}:${ns}.`)));
    expect(labels.filter(([, text]) => undatedCurrent(text)).map(([key]) => key)).toEqual([]);
    expect(undatedCurrent('Seed wording, unchanged in the current Comprehensive Rules')).toBe(true);
    expect(undatedCurrent('Seed wording, word for word the Comprehensive Rules effective {date, date, long}')).toBe(false);
  });
});
