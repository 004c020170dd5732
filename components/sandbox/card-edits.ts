// The sandbox builder's card edits, as pure data (see table-form.ts): each returns a new form; the
// caller drops the decisions (the table changed).
import type { CardType } from '@/engine/types';
import type { CardRow, TableForm } from './table-form';

/** A card id not used yet at this table (ids: letters, digits, `-`, `_`). */
export function freshCardId(form: TableForm): string {
  const taken = new Set(form.cards.map((c) => c.id));
  let n = form.cards.length + 1;
  while (taken.has(`card-${n}`)) n++;
  return `card-${n}`;
}

/** A new creature card; `name` is its placeholder name, in the page's language (the reader renames it). */
export function addCard(form: TableForm, ownerKey?: string, name = 'New creature'): TableForm {
  const owner = ownerKey ?? form.players[0]?.key ?? '';
  const card: CardRow = {
    id: freshCardId(form),
    name,
    ownerKey: owner,
    zone: 'battlefield',
    types: ['creature'],
    manaValue: 0,
    controllerKey: '',
  };
  return { ...form, cards: [...form.cards, card] };
}

/**
 * Cards the engine knows by name (scenario-format.md: the catalog), with their printed types and
 * mana value, so the sandbox can add them ready to use. What their abilities do is the engine's.
 */
export const KNOWN_CARDS: readonly { name: string; types: CardType[]; manaValue: number }[] = [
  { name: 'Blood Artist', types: ['creature'], manaValue: 2 },
  { name: 'Zulaport Cutthroat', types: ['creature'], manaValue: 2 },
  { name: 'Archangel of Strife', types: ['creature'], manaValue: 7 },
  { name: 'Dryad Arbor', types: ['land', 'creature'], manaValue: 0 },
];

/** An id from a card's name ("Blood Artist" → `blood-artist`, then `blood-artist-2`…), unused at this table. */
function cardIdFor(form: TableForm, name: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 36) || 'card';
  const taken = new Set(form.cards.map((c) => c.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Adds a card the engine knows, on the battlefield of the given seat (default seat 1). */
export function addKnownCard(form: TableForm, name: string, ownerKey?: string): TableForm {
  const known = KNOWN_CARDS.find((k) => k.name === name);
  if (!known) return form;
  const card: CardRow = {
    id: cardIdFor(form, name),
    name: known.name,
    ownerKey: ownerKey ?? form.players[0]?.key ?? '',
    zone: 'battlefield',
    types: [...known.types],
    manaValue: known.manaValue,
    controllerKey: '',
  };
  return { ...form, cards: [...form.cards, card] };
}

export function removeCard(form: TableForm, id: string): TableForm {
  return { ...form, cards: form.cards.filter((c) => c.id !== id) };
}

export function updateCard(form: TableForm, id: string, patch: Partial<Omit<CardRow, 'id'>>): TableForm {
  return { ...form, cards: form.cards.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/** Ticks or unticks one card type, keeping the catalog's order. */
export function toggleCardType(
  form: TableForm,
  id: string,
  type: CardType,
  on: boolean,
  order: readonly CardType[],
): TableForm {
  return {
    ...form,
    cards: form.cards.map((c) => {
      if (c.id !== id) return c;
      const set = new Set(c.types);
      if (on) set.add(type);
      else set.delete(type);
      return { ...c, types: order.filter((t) => set.has(t)) };
    }),
  };
}
