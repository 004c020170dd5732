// The newest held edition of the Comprehensive Rules (content/cr/data/current.json), without the
// history: what a page quoting a rule needs. Older editions and histories: ./history.ts.
// The text is Wizards of the Coast's, republished under the Fan Content Policy; every quote names
// its edition's date (`edition`).
import data from './data/current.json' with { type: 'json' };
import type { CrKind, CurrentData } from './format';
import { kindOf } from './format';
import { APNAP_PHRASE, parentId, references } from './text';

const current = data as unknown as CurrentData;

/** One entry as quoted: its text as the edition prints it, with the edition's date. */
export interface RuleText {
  id: string;
  kind: CrKind;
  text: string;
  examples: string[];
  /** The edition quoted (effective date, YYYY-MM-DD). */
  edition: string;
  /** The first held edition with this wording (same number, same text but for quote style or spacing). */
  since: string;
  parent: string | null;
  children: string[];
}

export interface GlossaryTerm {
  term: string;
  definition: string;
  /** The entries its definition cites ("See rule 101.4"), in order, each once. */
  cites: string[];
  edition: string;
  since: string;
}

/** Every held edition's effective date, oldest first (2009-07-11 … 2026-01-16). */
export const editions = (): readonly string[] => current.editions;

/** The newest held edition: the one every unlabelled quote comes from. */
export const NEWEST_EDITION = current.editions.at(-1)!;

const at = new Map(current.entries.map((e, i) => [e[0], i]));
const childrenOf = new Map<string, string[]>();
for (const [id] of current.entries) {
  const parent = parentId(id);
  if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
}

/** Every entry's number in the newest edition, in the CR's order. */
export const ruleIds = (): string[] => current.entries.map((e) => e[0]);

/** The newest edition's entry `id` (`1`, `101`, `101.4`, `101.4a`), or null when it has none. */
export function rule(id: string): RuleText | null {
  const i = at.get(id);
  if (i === undefined) return null;
  const [, text, examples, since] = current.entries[i]!;
  return {
    id,
    kind: kindOf(id)!,
    text: current.texts[text]!,
    examples: examples.map((x) => current.texts[x]!),
    edition: NEWEST_EDITION,
    since: current.editions[since]!,
    parent: parentId(id),
    children: childrenOf.get(id) ?? [],
  };
}

/** The entries a text cites, each once, in order of first citation. */
export const citedIds = (text: string): string[] => [...new Set(references(text).flatMap((r) => r.targets))];

/** The newest edition's glossary, in its order. */
export function glossary(): GlossaryTerm[] {
  return current.glossary.map(([term, definition, since]) => {
    const text = current.texts[definition]!;
    return { term, definition: text, cites: citedIds(text), edition: NEWEST_EDITION, since: current.editions[since]! };
  });
}

/** 101.4: the entries whose text or example says "APNAP order" or "(APNAP) order", in the CR's order. */
export function apnapRules(): string[] {
  return current.entries
    .filter(([, text, examples]) => [text, ...examples].some((t) => APNAP_PHRASE.test(current.texts[t]!)))
    .map(([id]) => id);
}

export { references, wordDiff, type DiffPart, type Reference } from './text';
