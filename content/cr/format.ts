// The Comprehensive Rules dataset's format (content/cr/data/, written by `npm run cr:data`).
// Two files, so that a page quoting the newest edition does not load 85 editions of history:
// - current.json: the newest held edition, its entries' texts and its glossary;
// - history.json: every held edition's entries as versions (edition ranges) of lineages that follow a
//   rule across renumberings, and the glossary's versions.
// Each distinct text is stored once over both files: a text index below current.json's texts.length
// is one of its texts, an index past it is history.json's texts[index - current.texts.length].

export type CrKind = 'section' | 'subsection' | 'rule' | 'subrule';

/** One numbered entry of an edition as parsed: `1`, `101`, `101.4`, `101.4a`. */
export interface CrEntry {
  id: string;
  kind: CrKind;
  /** As printed; paragraphs of one rule joined by "\n". */
  text: string;
  /** Its "Example:" lines, without the "Example: " label, as printed. */
  examples: string[];
}

export interface GlossaryItem {
  term: string;
  /** Definition lines joined by "\n" (numbered senses each on its own line). */
  definition: string;
}

/** An entry of the newest edition: [id, text index, example text indices, index of the edition since which this wording is held]. */
export type CurrentEntry = [id: string, text: number, examples: number[], since: number];

export interface CurrentData {
  /** Every held edition's effective date, ascending (the last one is this file's edition). */
  editions: string[];
  texts: string[];
  /** In the CR's order. */
  entries: CurrentEntry[];
  /** [term, definition text index, since edition index]. */
  glossary: [term: string, definition: number, since: number][];
}

/** One version of a lineage: editions[from..to] (inclusive), numbered `id`, with those texts. */
export type Version = [from: number, to: number, id: string, text: number, examples: number[]];

export interface HistoryData {
  /** The texts of versions no longer in the newest edition (see the index rule above). */
  texts: string[];
  /** Each a rule (or section) followed through the held editions, oldest version first. */
  lineages: Version[][];
  /** Each term's definitions: [term, [from, to, text index][]]. */
  glossary: [term: string, versions: [from: number, to: number, definition: number][]][];
}

/**
 * The kind of entry a number is: `1` section, `101` subsection, `101.4` rule, `101.4a` subrule. A
 * number an edition prints twice has its second entry stored as `702.30d#2` (see scripts/cr/parse.ts).
 */
export function kindOf(numbered: string): CrKind | null {
  const id = numbered.replace(/#\d+$/, '');
  if (/^\d$/.test(id)) return 'section';
  if (/^\d{3}$/.test(id)) return 'subsection';
  if (/^\d{3}\.\d+$/.test(id)) return 'rule';
  if (/^\d{3}\.\d+[a-z]$/.test(id)) return 'subrule';
  return null;
}
