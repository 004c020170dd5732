// Every held edition of the Comprehensive Rules (content/cr/data/history.json with current.json):
// any entry as of any held edition, the edition in force at a date, and each rule's history as
// versions with edition ranges, renumberings followed (scripts/cr/match.ts says how).
// The archive has gaps (nothing between 2017-09-25 and 2018-07-13): a version's range names the
// editions held, "first held in", "changed between X and Y", never an exact date of change.
import currentData from './data/current.json' with { type: 'json' };
import historyData from './data/history.json' with { type: 'json' };
import type { CurrentData, HistoryData, Version } from './format';
import { kindOf } from './format';
import type { GlossaryTerm, RuleText } from './reader';
import { citedIds } from './reader';
import { APNAP_PHRASE, comparable, compareIds, parentId, references } from './text';

const current = currentData as unknown as CurrentData;
const past = historyData as unknown as HistoryData;
const EDITIONS = current.editions;
const textOf = (i: number) => (i < current.texts.length ? current.texts[i]! : past.texts[i - current.texts.length]!);
/** Whether two stored texts say the same (their published quote style or spacing may differ). */
const sameText = (a: number, b: number) => a === b || comparable(textOf(a)) === comparable(textOf(b));
const sameTexts = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => sameText(x, b[i]!));

export { editions, NEWEST_EDITION } from './reader';

/** The dataset as stored, for the check that it is what `npm run cr:data` makes of the editions. */
export const storedDataset = (): { current: CurrentData; history: HistoryData } => ({ current, history: past });

/** The index of a held edition's date; an error naming the held range for any other date. */
function editionIndex(edition: string): number {
  const k = EDITIONS.indexOf(edition);
  if (k < 0) throw new Error(`no held edition dated ${edition}: the held editions run from ${EDITIONS[0]} to ${EDITIONS.at(-1)} (editions() lists them)`);
  return k;
}

/** The held edition in force on `date` (YYYY-MM-DD): the newest held one dated on or before it; null before the first. */
export function editionAt(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
  let found: string | null = null;
  for (const d of EDITIONS) if (d <= date) found = d;
  return found;
}

interface Held {
  lineage: number;
  version: Version;
}
const byEdition = new Map<number, { at: Map<string, Held>; children: Map<string, string[]> }>();

/** Edition k's entries by number, and their children, computed on first use. */
function editionMap(k: number) {
  let found = byEdition.get(k);
  if (!found) {
    const at = new Map<string, Held>();
    past.lineages.forEach((versions, lineage) => {
      const version = versions.find(([from, to]) => from <= k && k <= to);
      if (version) at.set(version[2], { lineage, version });
    });
    const children = new Map<string, string[]>();
    for (const id of [...at.keys()].sort(compareIds)) {
      const parent = parentId(id);
      if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id]);
    }
    found = { at, children };
    byEdition.set(k, found);
  }
  return found;
}

/** Every entry's number in a held edition, in the CR's order. */
export const ruleIds = (edition: string): string[] => [...editionMap(editionIndex(edition)).at.keys()].sort(compareIds);

/** Entry `id` as a held edition prints it (default: the newest), or null when that edition has none. */
export function rule(id: string, edition: string = EDITIONS.at(-1)!): RuleText | null {
  const k = editionIndex(edition);
  const { at, children } = editionMap(k);
  const held = at.get(id);
  if (!held) return null;
  // Versions are split by a change of number or wording only: the version's first edition is when
  // this wording under this number was first held.
  const [since, , , text, examples] = held.version;
  return {
    id,
    kind: kindOf(id)!,
    text: textOf(text),
    examples: examples.map(textOf),
    edition,
    since: EDITIONS[since]!,
    parent: parentId(id),
    children: children.get(id) ?? [],
  };
}

/** Entry `id` as in force on `date`: the newest held edition on or before it, labelled with its own date. */
export function ruleAt(id: string, date: string): RuleText | null {
  const edition = editionAt(date);
  return edition === null ? null : rule(id, edition);
}

export interface RuleVersion {
  /** First and last held editions with this number and wording. */
  from: string;
  to: string;
  id: string;
  text: string;
  examples: string[];
  /** What changed from the version before: its number, its text, its examples (none for the first). */
  changed: ('number' | 'text' | 'examples')[];
}

export interface RuleHistory {
  /** The number asked for and the edition it was read in. */
  id: string;
  edition: string;
  versions: RuleVersion[];
  /** Each renumbering: the last held edition with the old number, the first with the new one. */
  renumbered: { before: string; after: string; from: string; to: string }[];
  /** Whether the number meant another rule in some held edition (before or after this one held it). */
  otherMeanings: { from: string; to: string; text: string }[];
}

/**
 * The history of the rule numbered `id` in `edition` (default: the newest held; for a number the
 * newest does not have, the newest held edition that had it). Null for a number never held.
 */
export function history(id: string, edition?: string): RuleHistory | null {
  let k = edition === undefined ? EDITIONS.length - 1 : editionIndex(edition);
  if (edition === undefined) while (k >= 0 && !editionMap(k).at.has(id)) k--;
  const held = k >= 0 ? editionMap(k).at.get(id) : undefined;
  if (!held) return null;
  const versions = past.lineages[held.lineage]!.map(([from, to, vid, text, examples], v, all): RuleVersion => {
    const prev = all[v - 1];
    const changed: RuleVersion['changed'] = [];
    if (prev && prev[2] !== vid) changed.push('number');
    if (prev && !sameText(prev[3], text)) changed.push('text');
    if (prev && !sameTexts(prev[4], examples)) changed.push('examples');
    return { from: EDITIONS[from]!, to: EDITIONS[to]!, id: vid, text: textOf(text), examples: examples.map(textOf), changed };
  });
  const renumbered = versions
    .map((v, i) => ({ v, prev: versions[i - 1] }))
    .filter(({ v, prev }) => prev && prev.id !== v.id)
    .map(({ v, prev }) => ({ before: prev!.to, after: v.from, from: prev!.id, to: v.id }));
  const otherMeanings = past.lineages
    .filter((_, lineage) => lineage !== held.lineage)
    .flatMap((vs) => vs.filter((v) => v[2] === id))
    .map(([from, to, , text]) => ({ from: EDITIONS[from]!, to: EDITIONS[to]!, text: textOf(text) }))
    .sort((a, b) => a.from.localeCompare(b.from));
  return { id, edition: EDITIONS[k]!, versions, renumbered, otherMeanings };
}

/** A held edition's glossary (default: the newest), in alphabetical order of its terms as printed. */
export function glossary(edition: string = EDITIONS.at(-1)!): GlossaryTerm[] {
  const k = editionIndex(edition);
  return past.glossary
    .flatMap(([term, versions]) => {
      const version = versions.find(([from, to]) => from <= k && k <= to);
      if (!version) return [];
      const [since, , text] = version;
      const definition = textOf(text);
      return [{ term, definition, cites: citedIds(definition), edition, since: EDITIONS[since]! }];
    })
    .sort((a, b) => a.term.localeCompare(b.term, 'en'));
}

/** 101.4: a held edition's entries whose text or example says "APNAP order" or "(APNAP) order". */
export function apnapRules(edition: string = EDITIONS.at(-1)!): string[] {
  const { at } = editionMap(editionIndex(edition));
  return [...at]
    .filter(([, { version }]) => [version[3], ...version[4]].some((t) => APNAP_PHRASE.test(textOf(t))))
    .map(([id]) => id)
    .sort(compareIds);
}

/** A cross-reference whose target the edition does not have: shown unlinked. */
export interface Dangling {
  /** The citing entry's number, or `glossary:<term>`. */
  in: string;
  /** The reference as printed (`405.3c`, `112.5a-j`). */
  cites: string;
  /** Its targets the edition lacks. */
  missing: string[];
}

/** The cross-references in a held edition's rules, examples and glossary that name an entry it does not have. */
export function danglingReferences(edition: string): Dangling[] {
  const ids = new Set(ruleIds(edition));
  const found: Dangling[] = [];
  const check = (where: string, text: string) => {
    for (const ref of references(text)) {
      const missing = ref.targets.filter((t) => !ids.has(t));
      if (missing.length > 0) found.push({ in: where, cites: ref.text, missing });
    }
  };
  for (const id of ids) {
    const entry = rule(id, edition)!;
    for (const text of [entry.text, ...entry.examples]) check(id, text);
  }
  for (const { term, definition } of glossary(edition)) check(`glossary:${term}`, definition);
  return found;
}
