// Plain-English helpers for event texts and messages.
import type { CardId, CardInfo, CardType } from './types';

/** Reads an own property only: player names and card ids may be "__proto__" or "constructor". */
export function own<T>(rec: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const withArticle = (w: string): string => (/^[aeiou]/i.test(w) ? 'an ' : 'a ') + w;

/** "a creature"; "an artifact, creature, enchantment or land card". */
export function typePhrase(types: readonly CardType[]): string {
  if (types.length === 1) return withArticle(types[0] ?? 'card');
  return withArticle(`${types.slice(0, -1).join(', ')} or ${types[types.length - 1]} card`);
}

export function cardName(cards: Readonly<Record<CardId, CardInfo>>, id: CardId): string {
  return own(cards, id)?.name ?? id;
}
