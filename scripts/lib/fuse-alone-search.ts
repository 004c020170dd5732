// The alternative the relevance test was written to decide against: fuse.js ranking whole entries
// by itself (weighted keys, a prebuilt index), with the same query normalisation and rule-number
// jump as content/search/search-core.ts. Not shipped: scripts/bench/search.ts measures it next
// to the site's ranker, so the decision can be checked again when the content grows.
import Fuse, { type Expression, type IFuseOptions } from 'fuse.js';
import { compareRuleNumbers, normalizeQuery, parseRuleNumber, ruleNumberPrefix, tokenize } from '@/content/search/search-core';
import type { SearchEntry, SearchIndex } from '@/content/search/search-types';
import { fold, MIN_FUZZY_LENGTH } from '@/content/search/word-match';

/** The same field weights as the site's ranker (FIELD_WEIGHTS): title 3, terms 2, snippet 1. */
export const FUSE_KEYS = [
  { name: 'title', weight: 3 },
  { name: 'terms', weight: 2 },
  { name: 'text', weight: 1 },
];

/**
 * - `extended`: extended search, every query word must match some field (`$and` of words; a word
 *   under MIN_FUZZY_LENGTH letters must appear as typed, `'word`);
 * - `token`: Fuse's token search, each word fuzzy-matched and weighted by its rarity (TF-IDF).
 */
export type FuseMode = 'extended' | 'token';

export type FuseIndexJson = Parameters<typeof Fuse.parseIndex>[0];

/** What the build would write next to the entries: `Fuse.createIndex(...).toJSON()`. */
export function buildFuseIndex(index: SearchIndex): FuseIndexJson {
  return Fuse.createIndex(FUSE_KEYS, index.entries).toJSON();
}

export function createFuseSearcher(index: SearchIndex, prebuilt: FuseIndexJson, mode: FuseMode) {
  const options: IFuseOptions<SearchEntry> = {
    keys: FUSE_KEYS,
    threshold: 0.34, // as FUSE_WORD_OPTIONS: one typo in four or five letters
    ignoreLocation: true,
    ignoreDiacritics: true,
    ...(mode === 'extended' ? { useExtendedSearch: true } : { useTokenSearch: true }),
  };
  const fuse = new Fuse(index.entries, options, Fuse.parseIndex<SearchEntry>(prebuilt));
  const rules = index.entries
    .filter((e): e is SearchEntry & { rule: string } => e.rule !== undefined)
    .sort((a, b) => compareRuleNumbers(a.rule, b.rule));
  const byRule = new Map(rules.map((e) => [e.rule, e]));

  return function search(raw: string, limit = 12): SearchEntry[] {
    const query = normalizeQuery(raw);
    const out = new Set<SearchEntry>();
    const exact = parseRuleNumber(query);
    const exactEntry = exact ? byRule.get(exact) : undefined;
    if (exactEntry) out.add(exactEntry);
    const prefix = ruleNumberPrefix(query) ?? exact;
    if (prefix) for (const e of rules) if (e.rule.startsWith(prefix)) out.add(e);
    const words = tokenize(fold(query));
    if (words.length) {
      const pattern: string | Expression =
        mode === 'extended' ? { $and: words.map((w) => (w.length < MIN_FUZZY_LENGTH ? `'${w}` : w)) } : words.join(' ');
      for (const { item } of fuse.search(pattern, { limit })) out.add(item);
    }
    return [...out].slice(0, limit);
  };
}
