// Lookups the engine's rules share: own properties only, a card's name.
import type { CardId, CardInfo } from './types';

/** Reads an own property only: player names and card ids may be "__proto__" or "constructor". */
export function own<T>(rec: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

export function cardName(cards: Readonly<Record<CardId, CardInfo>>, id: CardId): string {
  return own(cards, id)?.name ?? id;
}
