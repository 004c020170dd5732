import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { COUNT_BEFORE_PLURAL } from '@/i18n/french-style';
import { MESSAGES, clientMessages, type MessageTree } from './messages';

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(MESSAGES.en as unknown as MessageTree);
const fr = flatten(MESSAGES.fr as unknown as MessageTree);

describe('interface messages', () => {
  it('French has exactly the English keys', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('every %s message is valid ICU', (lang, messages) => {
    const bad: string[] = [];
    for (const [key, value] of messages) {
      try {
        new IntlMessageFormat(value, lang);
      } catch (e) {
        bad.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(bad).toEqual([]);
  });

  // "{count} pages" says "1 pages": a count is said through an ICU plural in every language.
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('every %s count goes through an ICU plural', (_lang, messages) => {
    const bad = [...messages].filter(([, v]) => [...v.matchAll(COUNT_BEFORE_PLURAL)].length > 0).map(([k, v]) => `${k}: ${v}`);
    expect(bad).toEqual([]);
  });

  // The first Intl.NumberFormat or DateTimeFormat a page makes sets up ICU's data: one long task of
  // 200–460 ms at a phone's pace (4× CPU slowdown, measured). A plural's `#` and `{x, number}` make
  // one, so messages that the browser formats as a simulator, a drill or the sandbox first renders
  // say a count as `{count}` (a plain string; these counts are small). The footer's offline figures
  // and search's counts keep `#`: they are formatted only once the reader goes to them.
  it.each([
    ['en', MESSAGES.en],
    ['fr', MESSAGES.fr],
  ] as const)('%s messages of simulators, drills and the sandbox set up no number or date formatter', (lang, tree) => {
    const formatting = (elements: MessageFormatElement[]): boolean =>
      elements.some(
        (e) =>
          e.type === TYPE.pound ||
          e.type === TYPE.number ||
          e.type === TYPE.date ||
          e.type === TYPE.time ||
          ((e.type === TYPE.plural || e.type === TYPE.select) && Object.values(e.options).some((o) => formatting(o.value))) ||
          (e.type === TYPE.tag && formatting(e.children)),
      );
    const bad: string[] = [];
    for (const ns of ['simulator', 'practice', 'sandbox'] as const) {
      for (const [key, value] of flatten(tree[ns] as unknown as MessageTree, ns)) {
        if (formatting(new IntlMessageFormat(value, lang).getAst())) bad.push(`${key}: ${value}`);
      }
    }
    expect(bad).toEqual([]);
    // The check sees them: the footer's size is a number format, a page count a `#`.
    const offline = flatten(tree.offline as unknown as MessageTree, 'offline');
    expect(formatting(new IntlMessageFormat(offline.get('offline.megabytes')!, lang).getAst())).toBe(true);
    expect(formatting(new IntlMessageFormat(offline.get('offline.savedState')!, lang).getAst())).toBe(true);
  });

  it('uses typographic apostrophes (an ASCII one is an ICU escape and would swallow text)', () => {
    const bad = [...en, ...fr].filter(([, v]) => v.includes("'")).map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('clientMessages picks whole namespaces or one key of one', () => {
    const picked = clientMessages('fr', ['site.language', 'errors']);
    expect(Object.keys(picked).sort()).toEqual(['errors', 'site']);
    expect(Object.keys(picked.site!)).toEqual(['language']);
    expect(() => clientMessages('en', ['site.nope'])).toThrow(/site\.nope/);
  });
});
