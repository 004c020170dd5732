import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
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
