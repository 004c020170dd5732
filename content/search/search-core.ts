// The search itself, without React: query normalisation, the exact rule-number jump, and the
// ranking of fuse.js's fuzzy word matches (word-match.ts) of a query's words (question-words.ts) by
// field, rarity, kind and phrase. Kept over fuse.js ranking whole entries alone by the relevance
// test (components/search/relevance.test.ts): better first results and ~100× faster (`npm run
// bench:search` measures both). The search dialog (components/search), the index builder beside
// it, the unit tests and scripts/bench/search.ts all use this file.
import { SEE_ALSO_WORD, type SearchEntry, type SearchIndex } from './search-types';
import { crEntries, type CrIndex } from './cr-index';
import { fold, Vocabulary } from './word-match';
import { queryTerms, stem, SYNONYMS, SYNONYM_WEIGHT, tokenize } from './question-words';

export type { SearchEntry, SearchIndex, SearchKind } from './search-types';
export { queryTerms, stem, tokenize } from './question-words';
export { FUSE_WORD_OPTIONS } from './word-match';

/** How many results the dialog shows: a judge needs the first few, not the whole site. */
export const DEFAULT_LIMIT = 12;

/** Lower-cases, folds typographic quotes and dashes, collapses spaces. */
export function normalizeQuery(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// "608.2e", "rule 608.2e", "CR 101.4c.", "608 2e", "6082e" all mean rule 608.2e (and in French
// "règle 608.2e", "RC 101.4c").
const RULE_NUMBER = /^(?:(?:cr|rc|rule|r[eè]gle)\s*)?(\d{3})(?:\.\s*|\s+)?(\d{1,3})([a-z])?\.?$/;
// A section ("7") or a subsection ("702") of the Comprehensive Rules, typed whole.
const SECTION_NUMBER = /^(?:(?:cr|rc|rule|r[eè]gle|section)\s*)?(\d|\d{3})\.?$/;
// A rule number being typed: "6", "608", "608.", "608.2" (sections and their subrules).
const RULE_PREFIX = /^(?:(?:cr|rc|rule|r[eè]gle)\s*)?(\d{1,3}(?:\.\d{0,3})?)$/;

/** The canonical rule number a query names ("101.4c"), or null when it is not a rule number. */
export function parseRuleNumber(raw: string): string | null {
  const m = RULE_NUMBER.exec(normalizeQuery(raw));
  if (!m) return null;
  return `${m[1]}.${m[2]}${m[3] ?? ''}`;
}

/** The section or subsection a query names whole ("7", "702", "section 702"), or null. */
export function parseSectionNumber(raw: string): string | null {
  return SECTION_NUMBER.exec(normalizeQuery(raw))?.[1] ?? null;
}

/** The start of a rule number ("608.2"), when the query is one being typed; null otherwise. */
export function ruleNumberPrefix(raw: string): string | null {
  const m = RULE_PREFIX.exec(normalizeQuery(raw));
  return m?.[1] ?? null;
}

/** Orders rule numbers as the Comprehensive Rules do: 101.4 < 101.4a < 101.4e < 101.10 < 603.3b < 608.2c. */
export const compareRuleNumbers = new Intl.Collator('en', { numeric: true }).compare;

/** Field weights: a word in the title counts three times one in the snippet. */
export const FIELD_WEIGHTS = { title: 3, terms: 2, text: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

// At equal match, a rule outranks a ruling, which outranks the example step that cites it. A card
// page, then a card's worked example, come before one ruling about the card: "Cataclysm" wants the
// whole case; a question ("cataclysm artifact and creature") matches the ruling's own words.
// Set by the relevance test (relevance-queries.json): card names went from 8/12 to 11/12 first. A
// page's introduction (a rule page's title says what it answers: "who chooses first") ranks with a
// ruling, no longer below it: « qui choisit en premier » wants 101.4, not the one Rituel ruling.
const KIND_BOOST: Record<SearchEntry['kind'], number> = {
  rule: 1.3,
  subrule: 1.3,
  glossary: 1.2,
  card: 1.2,
  example: 1.15,
  ruling: 1.1,
  page: 1.1,
  section: 0.95,
  step: 0.85,
  // The CR's own text, all 3,000 entries of it: found by its words, but a plain question wants the
  // page that answers it first (the relevance test's plain questions).
  cr: 0.8,
};

/** An entry whose title or aliases hold the query's words in a row ranks this much higher. */
const PHRASE_BOOST = 1.3;

/** Query words whose scores a searcher keeps by default (see `cachedTermScores`; 0: none). */
const TERM_CACHE_SIZE = 256;

/** Steps of one example shown before the others' results: the rest would crowd them out. */
const STEPS_PER_EXAMPLE = 2;

export interface Searcher {
  search(query: string, limit?: number): SearchEntry[];
  /** What the dialog shows before anything is typed: the seed's rules, in order. */
  suggestions(): SearchEntry[];
  /** Whether the Comprehensive Rules' entries are searched too (their index has loaded). */
  hasRules: boolean;
}

interface Posting {
  entry: number;
  field: number;
  /**
   * Shorter fields weigh more: "APNAP order" is more about APNAP than a 40-word snippet. Gently
   * (length^-0.1; it was ^-0.2): a two-word title no longer outweighs a title that holds every word of
   * the question (relevance test: plain questions and card names, +2 first, MRR 0.916 → 0.923).
   */
  norm: number;
}

/**
 * The searcher over a language's index and, once loaded, the Comprehensive Rules' (`rulesIndex`): every
 * CR number jumps to its entry; a number a page of the site explains jumps to that page instead.
 */
export function createSearcher(index: SearchIndex, rulesIndex?: CrIndex, options: { termCache?: number } = {}): Searcher {
  const cacheSize = options.termCache ?? TERM_CACHE_SIZE;
  const lang = index.lang ?? 'en';
  const entries = rulesIndex ? [...index.entries, ...crEntries(rulesIndex, lang)] : index.entries;
  const words = (text: string) => tokenize(fold(text), lang).map((w) => stem(w, lang));
  const synonyms = SYNONYMS[lang];
  const postings = new Map<string, Posting[]>();
  /** What is searched of a field: a see-also title without its "(see". */
  const seeAlso = `(${SEE_ALSO_WORD[lang]} `;
  const fieldText = (entry: SearchEntry, field: Field) => (field === 'title' && entry.seeAlso ? entry.title.replace(seeAlso, '(') : (entry[field] ?? ''));
  /** Each entry's title and terms as word sequences, joined by spaces, for the phrase bonus. */
  const phrases: string[] = [];
  entries.forEach((entry, e) => {
    FIELDS.forEach((field, f) => {
      const fieldWords = words(fieldText(entry, field));
      if (field !== 'text') phrases[e] = `${phrases[e] ?? ''} ${fieldWords.join(' ')} |`;
      const norm = fieldWords.length ? fieldWords.length ** -0.1 : 0;
      for (const word of new Set(fieldWords)) {
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push({ entry: e, field: f, norm });
      }
    });
  });
  const vocabulary = new Vocabulary(postings.keys());
  // One entry per number: the site's page explaining it; else the CR's entry (rather than a section
  // that only mentions it); else that section.
  const byRule = new Map<string, SearchEntry & { rule: string }>();
  const precedence = (e: SearchEntry) => (e.kind === 'cr' ? 1 : e.seeAlso ? 2 : 0);
  for (const e of entries) {
    if (e.rule === undefined) continue;
    const held = byRule.get(e.rule);
    if (!held || precedence(e) < precedence(held)) byRule.set(e.rule, e as SearchEntry & { rule: string });
  }
  const rules = [...byRule.values()].sort((a, b) => compareRuleNumbers(a.rule, b.rule));

  // A query typed letter by letter repeats its earlier words at every keystroke: each word's scores
  // are kept (a few hundred words at most), so a keystroke costs its last word, not the whole query.
  const termCache = new Map<string, Float64Array>();
  function cachedTermScores(term: string): Float64Array {
    let scores = termCache.get(term);
    if (!scores) {
      if (!cacheSize) return termScores(term);
      if (termCache.size >= cacheSize) termCache.delete(termCache.keys().next().value!);
      termCache.set(term, (scores = termScores(term)));
    }
    return scores;
  }

  /** Each entry's best match for one query word or its synonyms, weighted by field (0 when it has none). */
  function termScores(term: string): Float64Array {
    const best = new Float64Array(entries.length * FIELDS.length);
    const hits = [
      ...vocabulary.match(term),
      ...(synonyms.get(term) ?? []).flatMap((w) => vocabulary.match(w).map((h) => ({ ...h, quality: h.quality * SYNONYM_WEIGHT }))),
    ];
    for (const hit of hits) {
      for (const p of postings.get(hit.word) ?? []) {
        const i = p.entry * FIELDS.length + p.field;
        const s = hit.quality * FIELD_WEIGHTS[FIELDS[p.field]!] * p.norm;
        if (s > best[i]!) best[i] = s;
      }
    }
    const scores = new Float64Array(entries.length);
    for (let e = 0; e < entries.length; e++) {
      let max = 0;
      let sum = 0;
      for (let f = 0; f < FIELDS.length; f++) {
        const s = best[e * FIELDS.length + f]!;
        sum += s;
        if (s > max) max = s;
      }
      // The best field counts; a match in other fields as well counts a little more.
      scores[e] = max ? max + 0.15 * (sum - max) : 0;
    }
    return scores;
  }

  function ranked(query: string): SearchEntry[] {
    const terms = queryTerms(query, lang);
    if (!terms.length) return [];
    const perTerm = terms.map(cachedTermScores);
    // A word that matches fewer entries says more (inverse document frequency).
    const idf = perTerm.map((scores) => {
      let df = 0;
      for (const s of scores) if (s > 0) df++;
      return Math.log(1 + entries.length / Math.max(df, 1));
    });
    const idfSum = idf.reduce((a, b) => a + b, 0);
    // The query's words in a row, as a title or an alias says them ("chooses first"): that entry is
    // about exactly this, not about words that happen to meet ("chooses war or peace first").
    const phrase = terms.length > 1 ? ` ${terms.join(' ')} ` : null;
    const score = (e: number, requireAll: boolean): number => {
      let total = 0;
      let matched = 0;
      perTerm.forEach((scores, t) => {
        if (scores[e]! > 0) {
          matched++;
          total += idf[t]! * scores[e]!;
        }
      });
      if (!matched || (requireAll && matched < terms.length)) return 0;
      // Without every word, an entry is ranked by how many it has (the fallback when none has all).
      const entry = entries[e]!;
      const boost = entry.seeAlso ? KIND_BOOST.section : KIND_BOOST[entry.kind];
      return (total / idfSum) * (matched / terms.length) * boost * (phrase && phrases[e]!.includes(phrase) ? PHRASE_BOOST : 1);
    };
    let scored = entries.map((entry, e) => ({ entry, e, s: score(e, true) })).filter((x) => x.s > 0);
    if (!scored.length && terms.length > 1) {
      scored = entries.map((entry, e) => ({ entry, e, s: score(e, false) })).filter((x) => x.s > 0);
    }
    scored.sort((a, b) => b.s - a.s || a.e - b.e);
    const shown = new Map<string, number>();
    const first: SearchEntry[] = [];
    const later: SearchEntry[] = [];
    for (const { entry } of scored) {
      if (entry.kind !== 'step') {
        first.push(entry);
        continue;
      }
      const example = entry.url.split('/')[2] ?? '';
      const n = (shown.get(example) ?? 0) + 1;
      shown.set(example, n);
      (n <= STEPS_PER_EXAMPLE ? first : later).push(entry);
    }
    return [...first, ...later];
  }

  function search(raw: string, limit = DEFAULT_LIMIT): SearchEntry[] {
    const query = normalizeQuery(raw);
    if (!query) return [];
    const out: SearchEntry[] = [];
    // One option per address: a featured rule's page and its Comprehensive Rules entry both go to
    // /rules/<n>, and two options to one place would make the arrows' choice ambiguous.
    const seen = new Set<string>();
    const push = (e: SearchEntry) => {
      if (!seen.has(e.url) && out.length < limit) {
        seen.add(e.url);
        out.push(e);
      }
    };
    // A rule number typed exactly goes first; then the rules it starts ("101.4" → 101.4a–e).
    const exact = parseRuleNumber(query) ?? parseSectionNumber(query);
    const exactEntry = exact ? byRule.get(exact) : undefined;
    if (exactEntry) push(exactEntry);
    const prefix = ruleNumberPrefix(query) ?? exact;
    if (prefix) for (const e of rules) if (e.rule.startsWith(prefix)) push(e);
    for (const e of ranked(query)) {
      if (out.length >= limit) break;
      push(e);
    }
    return out;
  }

  return {
    search,
    suggestions: () => rules.filter((e) => e.suggested),
    hasRules: rulesIndex !== undefined,
  };
}
