// Fuzzy matching of one query word against the index's vocabulary, with fuse.js's Bitap.
//
// Why words and not whole entries: Fuse over ~170 entries × 3 fields costs 3–15 ms a query on a
// phone-class CPU (it re-scans every snippet for every query word). The site's vocabulary is
// ~600 distinct words: those containing the query word are found with indexOf, a letter-count
// filter rules out most others, and Bitap runs on the few left. The filter is exact: it never
// drops a word Fuse would match.
import Fuse, { type IFuseOptions } from 'fuse.js';

/**
 * Tuned on the typo list in search-core.test.ts ("sacrifise", "apnpa", "smalpox", "nonactiv"):
 * - `threshold` 0.34: one typo in four or five letters ("apnpa" finds "apnap"), two in six to
 *   eight ("aciton" finds "action"), three from nine letters on;
 * - `ignoreLocation`: the query may match anywhere in a word ("active" in "nonactive");
 * - case and accents are folded once, when the index loads (`fold`), so Fuse compares as is.
 */
export const FUSE_WORD_OPTIONS: IFuseOptions<string> = {
  threshold: 0.34,
  ignoreLocation: true,
  isCaseSensitive: true,
  ignoreDiacritics: false,
  includeScore: true,
};

const THRESHOLD = FUSE_WORD_OPTIONS.threshold ?? 0.4;
/** Shorter query words match only words they start: see `match`. */
export const MIN_INFIX_LENGTH = 3;
/** Shorter words must be typed right (or be the start of a word): see `match`. */
export const MIN_FUZZY_LENGTH = 4;

/** Lower case without accents: "Rituel" and "rituél" are one word. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

// Letter counts in a flat array: a–z, 0–9, then one slot for anything else ("'", ".").
const SLOTS = 37;
function slot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return 36;
}
function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(SLOTS);
  for (let i = 0; i < word.length; i++) {
    const s = slot(word.charCodeAt(i));
    counts[s] = Math.min(255, counts[s]! + 1);
  }
  return counts;
}

export interface WordHit {
  word: string;
  /** 1 for the word itself, less for a prefix, a word containing it, or a typo. */
  quality: number;
}

export class Vocabulary {
  private readonly words: string[];
  private readonly counts: Uint8Array[];

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)];
    this.counts = this.words.map(letterCounts);
  }

  get size(): number {
    return this.words.length;
  }

  /** The words that `term` (folded) matches, each with how well. */
  match(term: string): WordHit[] {
    const m = term.length;
    // Bitap scores errors / length; more errors than this is over the threshold. Words of one to
    // three letters get no typo: "see" would otherwise match half the vocabulary.
    const maxErrors = m < MIN_FUZZY_LENGTH ? 0 : Math.floor(THRESHOLD * m + 1e-9);
    const need = m - maxErrors;
    const counts = letterCounts(term);
    const wanted: number[] = []; // [slot, count, slot, count …] of the term's letters
    counts.forEach((n, s) => {
      if (n) wanted.push(s, n);
    });
    const hits: WordHit[] = [];
    const fuzzy: string[] = [];
    for (let i = 0; i < this.words.length; i++) {
      const word = this.words[i]!;
      if (word.length < need) continue;
      const at = word.indexOf(term);
      if (at === 0) hits.push({ word, quality: word.length === m ? 1 : 0.9 });
      // Inside a word only from three letters on: "r", the first letter of a word being typed,
      // would otherwise match most of the Comprehensive Rules' vocabulary.
      else if (at > 0 && m >= MIN_INFIX_LENGTH) hits.push({ word, quality: 0.75 });
      else if (maxErrors > 0) {
        // An alignment with k errors matches at least m - k of the term's letters to equal letters.
        let shared = 0;
        const have = this.counts[i]!;
        for (let k = 0; k < wanted.length; k += 2) shared += Math.min(wanted[k + 1]!, have[wanted[k]!]!);
        if (shared >= need) fuzzy.push(word);
      }
    }
    // A word the vocabulary holds as typed is no typo: its near-misses ("layer" for "player") would
    // only add noise, and with the Comprehensive Rules' 5,000 words, time.
    if (fuzzy.length && !hits.some((h) => h.quality === 1)) {
      for (const { item, score = 1 } of new Fuse(fuzzy, FUSE_WORD_OPTIONS).search(term)) {
        hits.push({ word: item, quality: 0.7 * (1 - score) });
      }
    }
    return hits;
  }
}
