// The Comprehensive Rules' own entries as search entries: every section, rule and subrule of the
// newest held edition, found by its number and by its words. Shipped as a file of its own
// (public/generated/cr-index.json, English text for both languages: no current French CR is
// published), fetched on first search beside the page's index, never in a page's first load.
// Types and pure functions only: the builder (scripts/build/search-index.ts) passes the entries.
import type { SearchEntry } from './search-types';

export interface CrIndex {
  version: 1;
  /** The edition quoted (effective date). */
  edition: string;
  /** [number, text as printed] in the CR's order (a heading's text is its title: "Trample"). */
  rules: [id: string, text: string][];
}

/** Written under public/ by scripts/build/search-index.ts; gitignored. */
export const CR_INDEX_FILE = 'generated/cr-index.json';

/** The CR index from the reader's entries, without second printings of a number (`702.30d#2`). */
export function buildCrIndex(edition: string, entries: Iterable<{ id: string; text: string }>): CrIndex {
  const rules: CrIndex['rules'] = [];
  for (const { id, text } of entries) if (!id.includes('#')) rules.push([id, text.replace(/\s*\n\s*/g, ' ')]);
  return { version: 1, edition, rules };
}

/** A heading ("Trample", "Keyword Abilities") rather than a rule: short and without a sentence's end. */
const isHeading = (text: string) => text.length <= 60 && !/[.:]$/.test(text);

/** Where a rule of the CR lives in `lang` (the rule pages: /rules/702.19b, /fr/regles/702.19b). */
export function crRuleUrl(id: string, lang: 'en' | 'fr'): string {
  return lang === 'fr' ? `/fr/regles/${id}` : `/rules/${id}`;
}

/**
 * The CR's entries as search entries of kind `cr`. A heading is a title ("702.19 Trample"); a rule
 * is its number, its text searched in full and shown cut by the dialog.
 */
export function crEntries(index: CrIndex, lang: 'en' | 'fr'): SearchEntry[] {
  return index.rules.map(([id, text]): SearchEntry => {
    const heading = isHeading(text);
    return { kind: 'cr', title: heading ? `${id} ${text}` : id, url: crRuleUrl(id, lang), rule: id, text: heading ? '' : text };
  });
}
