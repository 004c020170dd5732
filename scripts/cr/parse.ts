// Parses one edition of the Comprehensive Rules (decoded text, see decode.ts) into its numbered
// entries and its glossary. The file holds, in order: title and effective date, Introduction,
// Contents (the section list once more, not rules), the rules, the Glossary, the Credits.
import type { CrEntry, CrKind, GlossaryItem } from '@/content/cr/format';

export interface ParsedEdition {
  entries: CrEntry[];
  glossary: GlossaryItem[];
  /** The file ends inside its glossary, without the Credits (the archive's 2013-02-01 is cut short). */
  truncated: boolean;
  /** The date the file itself states ("These rules are effective as of July 11, 2009."), as written. */
  stated: string | null;
}

// Numbers as the CR prints them: `1.` section, `100.` subsection, `100.1.` rule (trailing dot),
// `100.1a` subrule (no dot; subrule letters skip l and o). Some editions print a subrule with a dot
// (119.1d. in 2026-01-16) or a rule without the space after its dot (901.4.All in 2022-10-07).
const NUMBERED: [CrKind, RegExp][] = [
  ['subrule', /^(\d{3}\.\d+[a-z])(?:\.\s*|\s+)(\S.*)$/],
  ['rule', /^(\d{3}\.\d+)(?:\.\s*|\s+)(\S.*)$/],
  ['subsection', /^(\d{3})\.\s+(\S.*)$/],
  ['section', /^(\d)\.\s+(\S.*)$/],
];
const EXAMPLE = /^Example:\s*/;

/**
 * One line as the rules mean it: the editions converted from a word-processor file mark italics
 * with underscores (`_Magic_`), which are markup, not text.
 */
export function cleanLine(line: string): string {
  return line.replace(/(^|[^\p{L}\p{N}_])_([^_\n]+?)_(?=[^\p{L}\p{N}_]|$)/gu, '$1$2').trim();
}

/** The archive's 2009-07-11 prints "702. 37a Storm …" for 702.37a: a subsection's name never starts with a number. */
const SPLIT_NUMBER = /^(\d{3})\. (\d+[a-z]?\.?\s)/;

function numbered(line: string): CrEntry | null {
  for (const [kind, re] of NUMBERED) {
    const m = re.exec(line.replace(SPLIT_NUMBER, '$1.$2'));
    if (m) return { id: m[1]!, kind, text: m[2]!, examples: [] };
  }
  return null;
}

/** The index of the first line at or after `from` that is exactly `word`, or -1. */
function lineIs(lines: string[], word: string, from: number): number {
  for (let i = from; i < lines.length; i++) if (lines[i] === word) return i;
  return -1;
}

export function parseEdition(text: string): ParsedEdition {
  const lines = text.split('\n').map(cleanLine);
  const stated = /effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(text)?.[1] ?? null;
  // The Contents list the sections too: the rules start at the second "1. …" line.
  const firstSection = lines.findIndex((l) => /^1\.\s+\S/.test(l));
  const start = lines.findIndex((l, i) => i > firstSection && /^1\.\s+\S/.test(l));
  if (firstSection < 0 || start < 0) throw new Error('no rules found: no section "1." after the Contents');
  const glossaryAt = lineIs(lines, 'Glossary', start);
  if (glossaryAt < 0) throw new Error('no Glossary heading after the rules');
  const creditsAt = lines.lastIndexOf('Credits');
  const truncated = creditsAt < glossaryAt;

  const entries: CrEntry[] = [];
  for (const line of lines.slice(start, glossaryAt)) {
    if (line === '') continue;
    const entry = numbered(line);
    const last = entries.at(-1);
    if (entry) entries.push(entry);
    else if (!last) throw new Error(`text before the first numbered line: ${line.slice(0, 60)}`);
    else if (EXAMPLE.test(line)) last.examples.push(line.replace(EXAMPLE, ''));
    // A paragraph of its own inside a rule (205.4c's second paragraph): part of the rule's text.
    else if (last.examples.length === 0) last.text += `\n${line}`;
    else last.examples[last.examples.length - 1] += `\n${line}`;
  }
  // A number printed twice in one edition (702.30d in 2009-09-04 and 2009-10-01, the second meant
  // as 702.30e) keeps both texts: the second is stored as `702.30d#2`.
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const n = (seen.get(entry.id) ?? 0) + 1;
    seen.set(entry.id, n);
    if (n > 1) entry.id += `#${n}`;
  }
  const glossary = parseGlossary(lines.slice(glossaryAt + 1, truncated ? lines.length : creditsAt), truncated);
  return { entries, glossary, truncated, stated };
}

const GLUED_SENSE = /^(\p{L}[^.\d]*?\p{L})(1\. \S.*)$/u;

/** Glossary entries: a term line, then its definition lines, a blank line between entries. */
function parseGlossary(lines: string[], truncated: boolean): GlossaryItem[] {
  const items: GlossaryItem[] = [];
  let block: string[] = [];
  const close = () => {
    const [term, ...definition] = block;
    if (term && definition.length > 0) items.push({ term, definition: definition.join('\n') });
    else if (term) throw new Error(`glossary term without a definition: ${term}`);
    block = [];
  };
  for (const line of lines) {
    if (line === '') close();
    // The archive's 2021-06-09 runs a term into its first numbered sense ("Ability1. Text on …").
    else if (block.length === 0 && GLUED_SENSE.test(line)) block.push(...GLUED_SENSE.exec(line)!.slice(1));
    else block.push(line);
  }
  // A file cut short may end on a term whose definition is lost.
  if (truncated && block.length === 1) block = [];
  close();
  return items;
}
