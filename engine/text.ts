// Plain-English helpers for event texts and messages.
import type { CardId, CardInfo, CardType } from './types';

/** Reads an own property only: player names and card ids may be "__proto__" or "constructor". */
export function own<T>(rec: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

// British English lists: "A, B and C", no serial comma (the texts every link and tool has shown).
const AND = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const OR = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/** "A", "A and B", "A, B and C". */
export const listText = (items: readonly string[]): string => AND.format(items);

export const withArticle = (w: string): string => (/^[aeiou]/i.test(w) ? 'an ' : 'a ') + w;

/** "a creature"; "an artifact, creature, enchantment or land card". */
export function typePhrase(types: readonly CardType[]): string {
  if (types.length === 1) return withArticle(types[0] ?? 'card');
  return withArticle(`${OR.format(types)} card`);
}

export function cardName(cards: Readonly<Record<CardId, CardInfo>>, id: CardId): string {
  return own(cards, id)?.name ?? id;
}
