// Lookups the engine's rules share: own properties only, a card's name, cards named for the log.
import type { Pick } from './events';
import type { Draft, Owned } from './state';
import type { CardId, CardInfo } from './types';

/** Reads an own property only: player names and card ids may be "__proto__" or "constructor". */
export function own<T>(rec: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(rec, key) ? rec[key] : undefined;
}

export function cardName(cards: Readonly<Record<CardId, CardInfo>>, id: CardId): string {
  return own(cards, id)?.name ?? id;
}

/**
 * Cards with their players, as the log names them: a `Pick` is `{ player, card, name }` and nothing
 * else (docs/scenario-format.md), whatever else the caller's objects carry.
 */
export const picksOf = (d: Draft, xs: Owned[]): Pick[] => xs.map((x) => ({ player: x.player, card: x.card, name: own(d.cards, x.card)?.name ?? x.card }));
