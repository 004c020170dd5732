// Builds the dataset (content/cr/format.ts) from the parsed editions, oldest first: each entry
// followed through the editions as a lineage (match.ts), a new version whenever its number or its
// text (comparable form: a change of quote style, spacing or encoding is no change) changes; each
// version keeps its text as published in the newest edition it spans; each distinct text stored once.
import type { CrEntry, CurrentData, GlossaryItem, HistoryData, Version } from '@/content/cr/format';
import { comparable } from '@/content/cr/text';
import { matchEditions } from './match';

export interface HeldEdition {
  date: string;
  entries: CrEntry[];
  glossary: GlossaryItem[];
}

interface Open {
  from: number;
  to: number;
  id: string;
  text: string;
  examples: string[];
}

const sameWording = (a: { text: string; examples: string[] }, b: { text: string; examples: string[] }) =>
  comparable(a.text) === comparable(b.text) &&
  a.examples.length === b.examples.length &&
  a.examples.every((x, i) => comparable(x) === comparable(b.examples[i]!));

export function buildDataset(editions: HeldEdition[]): { current: CurrentData; history: HistoryData } {
  const dates = editions.map((e) => e.date);
  if (dates.some((d, i) => i > 0 && d <= dates[i - 1]!)) throw new Error('editions must be given oldest first, each date once');
  const lineages: Open[][] = [];
  let held: number[] = []; // lineage of each entry of the previous edition
  editions.forEach((edition, k) => {
    const matched = k === 0 ? edition.entries.map(() => -1) : matchEditions(editions[k - 1]!.entries, edition.entries);
    held = edition.entries.map((e, n) => {
      const p = matched[n]!;
      const lineage = p === -1 ? lineages.push([]) - 1 : held[p]!;
      const versions = lineages[lineage]!;
      const last = versions.at(-1);
      if (last && last.to === k - 1 && last.id === e.id && sameWording(last, e)) {
        Object.assign(last, { to: k, text: e.text, examples: e.examples });
      } else versions.push({ from: k, to: k, id: e.id, text: e.text, examples: e.examples });
      return lineage;
    });
  });

  // Glossary terms by their comparable, case-folded spelling.
  const terms = new Map<string, { term: string; versions: { from: number; to: number; text: string }[] }>();
  editions.forEach((edition, k) => {
    for (const { term, definition } of edition.glossary) {
      const key = comparable(term).toLowerCase();
      const entry = terms.get(key) ?? { term, versions: [] };
      terms.set(key, entry);
      entry.term = term;
      const last = entry.versions.at(-1);
      if (last && last.to === k - 1 && comparable(last.text) === comparable(definition)) Object.assign(last, { to: k, text: definition });
      else entry.versions.push({ from: k, to: k, text: definition });
    }
  });

  // Texts: the newest edition's first (current.json), then the rest (history.json).
  const newest = editions.length - 1;
  const index = new Map<string, number>();
  const currentTexts: string[] = [];
  const olderTexts: string[] = [];
  const textIndex = (text: string, isCurrent: boolean) => {
    let i = index.get(text);
    if (i === undefined) {
      if (isCurrent) i = currentTexts.push(text) - 1;
      else i = -(olderTexts.push(text) - 1) - 1; // provisional: older texts are placed after the current ones
      index.set(text, i);
    }
    return i;
  };
  const lastOf = new Map<string, Open>();
  for (const versions of lineages) {
    const last = versions.at(-1)!;
    if (last.to === newest) lastOf.set(last.id, last);
  }
  const latest = editions[newest]!;
  const entries = latest.entries.map((e) => {
    const v = lastOf.get(e.id)!;
    return [e.id, textIndex(v.text, true), v.examples.map((x) => textIndex(x, true)), v.from] as CurrentData['entries'][number];
  });
  const glossary = latest.glossary.map(({ term }) => {
    const v = terms.get(comparable(term).toLowerCase())!.versions.at(-1)!;
    return [term, textIndex(v.text, true), v.from] as CurrentData['glossary'][number];
  });
  const place = (i: number) => (i >= 0 ? i : currentTexts.length + (-i - 1));
  const history: HistoryData = {
    texts: olderTexts,
    lineages: lineages.map((versions) =>
      versions.map((v): Version => [v.from, v.to, v.id, place(textIndex(v.text, false)), v.examples.map((x) => place(textIndex(x, false)))]),
    ),
    glossary: [...terms.values()].map(({ term, versions }) => [term, versions.map((v) => [v.from, v.to, place(textIndex(v.text, false))])]),
  };
  return { current: { editions: dates, texts: currentTexts, entries, glossary }, history };
}
