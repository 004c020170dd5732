// The relevance score of a search over relevance-queries.json: how often the entry a judge wants
// comes first (top-1) and how high it comes on average (mean reciprocal rank, MRR: 1 for first,
// 1/2 for second, … 0 when not in the results), in each language's index. Used by relevance.test.ts
// and scripts/bench/search.ts.
import file from './relevance-queries.json';
import type { SearchEntry } from '@/content/search/search-types';

export type QueryKind = 'number' | 'card' | 'question' | 'typo' | 'term' | 'wording';

export type QueryLang = 'en' | 'fr';

export interface RelevanceQuery {
  kind: QueryKind;
  /** The index searched: the page's language (English when absent). */
  lang?: QueryLang;
  q: string;
  /** The url of the entry wanted first; several when either is right. */
  expect: string | string[];
}

export const RELEVANCE_QUERIES = file.queries as RelevanceQuery[];

/** Results looked at per query: what the dialog shows. */
export const RELEVANCE_DEPTH = 12;

export interface QueryResult extends RelevanceQuery {
  /** 1-based rank of the first wanted entry, or null when it is not in the first RELEVANCE_DEPTH. */
  rank: number | null;
  /** The url that came first instead, when it was not a wanted one. */
  got?: string;
}

export interface RelevanceScore {
  queries: number;
  top1: number;
  mrr: number;
  byKind: Record<string, { queries: number; top1: number; mrr: number }>;
  byLang: Record<string, { queries: number; top1: number; mrr: number }>;
  results: QueryResult[];
}

/** A search in one language's index. */
export type LangSearch = (query: string, limit: number, lang: QueryLang) => SearchEntry[];

export const langOf = (q: RelevanceQuery): QueryLang => q.lang ?? 'en';

const reciprocal = (r: QueryResult) => (r.rank ? 1 / r.rank : 0);

function summarise(results: QueryResult[]) {
  return {
    queries: results.length,
    top1: results.filter((r) => r.rank === 1).length,
    mrr: results.reduce((sum, r) => sum + reciprocal(r), 0) / Math.max(results.length, 1),
  };
}

export function scoreRelevance(search: LangSearch, queries: readonly RelevanceQuery[] = RELEVANCE_QUERIES): RelevanceScore {
  const results = queries.map((query): QueryResult => {
    const wanted = new Set([query.expect].flat());
    const urls = search(query.q, RELEVANCE_DEPTH, langOf(query)).map((e) => e.url);
    const at = urls.findIndex((url) => wanted.has(url));
    return { ...query, rank: at < 0 ? null : at + 1, ...(at === 0 ? {} : { got: urls[0] ?? '(nothing)' }) };
  });
  const kinds = [...new Set(results.map((r) => r.kind))];
  const langs = [...new Set(results.map(langOf))];
  return {
    ...summarise(results),
    byKind: Object.fromEntries(kinds.map((k) => [k, summarise(results.filter((r) => r.kind === k))])),
    byLang: Object.fromEntries(langs.map((l) => [l, summarise(results.filter((r) => langOf(r) === l))])),
    results,
  };
}

/** One line: "top-1 52/60 (87%), MRR 0.912 · number 11/11 · card … · en 40/44 · fr …". */
export function formatScore(score: RelevanceScore): string {
  const pct = (n: number, of: number) => `${Math.round((100 * n) / Math.max(of, 1))}%`;
  const kinds = Object.entries(score.byKind).map(([k, s]) => `${k} ${s.top1}/${s.queries}`);
  const langs = Object.keys(score.byLang).length > 1 ? Object.entries(score.byLang).map(([l, s]) => `${l} ${s.top1}/${s.queries}`) : [];
  return `top-1 ${score.top1}/${score.queries} (${pct(score.top1, score.queries)}), MRR ${score.mrr.toFixed(3)} · ${[...kinds, ...langs].join(' · ')}`;
}

/** The queries whose wanted entry did not come first, one per line. */
export function formatMisses(score: RelevanceScore): string {
  return score.results
    .filter((r) => r.rank !== 1)
    .map((r) => `  ${langOf(r)} "${r.q}": wanted ${[r.expect].flat().join(' or ')} at ${r.rank ?? `>${RELEVANCE_DEPTH}`}, first was ${r.got}`)
    .join('\n');
}
