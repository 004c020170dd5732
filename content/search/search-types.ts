// The shape of public/generated/search-index.json. Types only: safe to import from anywhere.

export type SearchKind =
  | 'rule' // a rule (101.4, 608.2e, 603.3b …)
  | 'subrule' // a lettered subrule (101.4c, 608.2d …)
  | 'example' // a worked example
  | 'step' // one step of a worked example
  | 'ruling' // a judge's question and its answer
  | 'card' // a card page
  | 'glossary' // a glossary term
  | 'page' // a page's introduction
  | 'section' // a titled section of a page
  | 'cr'; // an entry of the Comprehensive Rules as printed (content/search/cr-index.ts)

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** Where Enter goes: a page, or an anchor in it ("/rules/101.4#101.4c"). */
  url: string;
  /** The rule number of a rule or subrule entry: a query equal to it jumps here first. */
  rule?: string;
  /** A short snippet (never a whole page), searched and shown under the title. */
  text: string;
  /** Aliases and cited rule numbers: searched, not shown ("APNAP 101.4a"). */
  terms?: string;
  /** Listed before anything is typed (the seed's rules). */
  suggested?: true;
  /**
   * A rule only mentioned in a section ("400.3 (see 608.2g …)"): found by its number, ranked as the
   * section it points at rather than as a rule, and its "see" is no word of the reader's.
   */
  seeAlso?: true;
}

/** How the title of a `seeAlso` entry names the section: "400.3 (see 608.2g Spells cast …)". */
export const SEE_ALSO_WORD = { en: 'see', fr: 'voir' } as const;

export interface SearchIndex {
  version: 1;
  /** The language of the entries (stop words, elisions); English when absent. */
  lang?: 'en' | 'fr';
  entries: SearchEntry[];
}
