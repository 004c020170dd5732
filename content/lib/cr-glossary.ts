// The glossary page's data: the Comprehensive Rules' own glossary (every term of the newest held
// edition, its definition as printed, its cited rules linked) with our plain-language notes on the
// family's terms beside the term they explain (content/glossary*.json). A note whose term the CR's
// glossary lacks ("Nonactive player", "Sequential processing") stands alone, in alphabetical place.
// Anchors are stable: a CR term's is its name as a slug ("state-based-actions"); a note keeps its
// own id ("state-based-action"), so every /glossary#<id> link made before the CR glossary still lands.
import { references, type Reference } from '../cr/text';
import type { GlossaryEntry } from './data';

export interface CrGlossaryTerm {
  term: string;
  definition: string;
}

/** A piece of a definition: plain text, a cited rule the newest edition holds, or another term ("See …"). */
export type DefinitionPart = { text: string; rule?: string; term?: string };

export interface GlossaryItem {
  /** The anchor: the CR term's slug, or the note's id when the CR has no such term. */
  id: string;
  /** The CR's term as printed; absent for a note alone. */
  term?: string;
  /** The CR's definition, one array of parts per printed line (numbered senses are lines). */
  definition?: DefinitionPart[][];
  note?: GlossaryEntry & {
    /** The note's own anchor when it differs from the item's (links made to the note). */
    anchor?: string;
  };
}

/** "Active Player, Nonactive Player Order" → "active-player-nonactive-player-order". */
export function termSlug(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Our notes whose term the CR's glossary names otherwise (found neither by slug nor by plural). */
const NOTE_TERMS: Readonly<Record<string, string>> = {
  controller: 'Control, Controller',
  'leaves-the-battlefield-ability': 'Leaves the Battlefield',
};

/** The CR term a note explains, by its English id: same slug, its plural, or NOTE_TERMS. */
function termOfNote(id: string, bySlug: ReadonlyMap<string, number>): number | undefined {
  const named = NOTE_TERMS[id];
  return bySlug.get(named ? termSlug(named) : id) ?? bySlug.get(`${id}s`);
}

/** A definition's line as text and links; a number the edition lacks stays text (a dangling reference). */
function parts(line: string, hasRule: (id: string) => boolean): DefinitionPart[] {
  const out: DefinitionPart[] = [];
  let at = 0;
  for (const ref of references(line) as Reference[]) {
    const target = ref.targets.find(hasRule);
    if (!target) continue;
    if (ref.start > at) out.push({ text: line.slice(at, ref.start) });
    out.push({ text: ref.text, rule: target });
    at = ref.end;
  }
  if (at < line.length) out.push({ text: line.slice(at) });
  return out;
}

/**
 * Every CR term in the CR's order, each with the note that explains it (`notes`, in the page's
 * language; matched by id, which is English); the notes no term matches placed by the term the page
 * shows ("Joueur non-actif" among the J's on a French page).
 */
export function glossaryItems(terms: readonly CrGlossaryTerm[], notes: readonly GlossaryEntry[], hasRule: (id: string) => boolean): GlossaryItem[] {
  const ids = new Map<string, number>();
  const items: GlossaryItem[] = terms.map((t) => {
    let id = termSlug(t.term);
    // Two terms of one slug would share an anchor: the second gets "-2" (none in 2026-01-16).
    const n = (ids.get(id) ?? 0) + 1;
    ids.set(id, n);
    if (n > 1) id = `${id}-${n}`;
    return { id, term: t.term, definition: t.definition.split('\n').map((line) => parts(line, hasRule)) };
  });
  const bySlug = new Map(items.map((item, i) => [item.id, i]));
  // "See Active Player, Nonactive Player Order.": a line that only sends to another term links to it.
  for (const item of items) {
    for (const line of item.definition!) {
      const see = line.length === 1 ? /^(See )(.+)(\.)$/.exec(line[0]!.text) : null;
      if (see && bySlug.has(termSlug(see[2]!))) line.splice(0, 1, { text: see[1]! }, { text: see[2]!, term: termSlug(see[2]!) }, { text: see[3]! });
    }
  }
  const alone: { at: string; item: GlossaryItem }[] = [];
  for (const note of notes) {
    const i = termOfNote(note.id, bySlug);
    if (i === undefined) alone.push({ at: note.term, item: { id: note.id, note } });
    else items[i] = { ...items[i]!, note: { ...note, ...(note.id === items[i]!.id ? {} : { anchor: note.id }) } };
  }
  // Each note alone goes before the first term that sorts after it.
  const order = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const out: GlossaryItem[] = [];
  const pending = alone.sort((a, b) => order(a.at, b.at));
  for (const item of items) {
    while (pending.length && order(pending[0]!.at, item.term!) < 0) out.push(pending.shift()!.item);
    out.push(item);
  }
  return [...out, ...pending.map((p) => p.item)];
}

export interface GlossaryGroup {
  letter: string;
  /** Its heading's anchor: "letter-a" (in both languages: a page's anchors are the same in each). */
  id: string;
  items: GlossaryItem[];
}

/** The items under their first letters ("A" … "Z"), in order. */
export function glossaryGroups(items: readonly GlossaryItem[]): GlossaryGroup[] {
  const groups = new Map<string, GlossaryGroup>();
  for (const item of items) {
    const letter = (item.term ?? item.note!.term).normalize('NFKD')[0]!.toUpperCase();
    let group = groups.get(letter);
    if (!group) groups.set(letter, (group = { letter, id: `letter-${letter.toLowerCase()}`, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Every anchor of the glossary page: its letters', its items' and the notes' own. */
export const glossaryAnchors = (groups: readonly GlossaryGroup[]): string[] =>
  groups.flatMap((g) => [g.id, ...g.items.flatMap((item) => [item.id, ...(item.note?.anchor ? [item.note.anchor] : [])])]);
