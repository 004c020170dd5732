// The zones and life totals, and the moves the catalog needs. Moves mutate a draft board
// (a fresh copy made for each transition, see state.ts), never a committed one.
import type { Board, CardId, CardInfo, PlayerId, Scenario } from './types';
import { own } from './text';

/**
 * A record with one own key per name. Safe for any name: "__proto__" is defined, not assigned
 * (assigning would set the prototype). Faster than Object.fromEntries on big records.
 */
export function record<T>(keys: readonly string[], make: (k: string) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of keys) {
    if (k === '__proto__') Object.defineProperty(out, k, { value: make(k), enumerable: true, writable: true, configurable: true });
    else out[k] = make(k);
  }
  return out;
}

export const perPlayer = <T>(players: readonly PlayerId[], make: (p: PlayerId) => T): Record<PlayerId, T> => record(players, make);

export function cardInfos(s: Scenario): Record<CardId, CardInfo> {
  const byId = new Map(s.cards.map((c) => [c.id, c]));
  return record(s.cards.map((c) => c.id), (id) => {
    const c = byId.get(id)!;
    return { id: c.id, name: c.name, owner: c.owner, types: c.types.slice(), manaValue: c.manaValue ?? 0 };
  });
}

export function initialBoard(s: Scenario): Board {
  const zones = { hand: perPlayer(s.players, () => [] as CardId[]), graveyard: perPlayer(s.players, () => [] as CardId[]), library: perPlayer(s.players, () => [] as CardId[]) };
  const board: Board = {
    life: perPlayer(s.players, (p) => (s.life && own(s.life, p)) ?? 20),
    battlefield: [],
    ...zones,
    exile: [],
    stack: [],
  };
  for (const c of s.cards) {
    if (c.zone === 'battlefield') board.battlefield.push({ card: c.id, controller: c.controller ?? c.owner });
    else if (c.zone === 'exile') board.exile.push(c.id);
    else own(zones[c.zone], c.owner)?.push(c.id);
  }
  return board;
}

const copyLists = (r: Record<PlayerId, CardId[]>) => record(Object.keys(r), (p) => r[p]!.slice());

/** Entries (battlefield, stack) are never changed in place, so the lists are copied shallowly. */
export function cloneBoard(b: Board): Board {
  return {
    life: { ...b.life },
    battlefield: b.battlefield.slice(),
    hand: copyLists(b.hand),
    graveyard: copyLists(b.graveyard),
    library: copyLists(b.library),
    exile: b.exile.slice(),
    stack: b.stack.slice(),
  };
}

export const handOf = (b: Board, p: PlayerId): CardId[] => own(b.hand, p) ?? [];

export const controllerOf = (b: Board, id: CardId): PlayerId | undefined =>
  b.battlefield.find((e) => e.card === id)?.controller;

const drop = (ids: CardId[], id: CardId) => {
  const i = ids.indexOf(id);
  if (i >= 0) ids.splice(i, 1);
};

/** Takes a card out of whatever zone it is in. */
function leave(b: Board, id: CardId): void {
  b.battlefield = b.battlefield.filter((e) => e.card !== id);
  b.stack = b.stack.filter((e) => e.card !== id);
  drop(b.exile, id);
  for (const zone of [b.hand, b.graveyard, b.library]) for (const ids of Object.values(zone)) drop(ids, id);
}

/** Sacrificed or discarded cards go to their owner's graveyard, whoever controlled them. */
export function toGraveyard(b: Board, card: CardInfo): void {
  leave(b, card.id);
  own(b.graveyard, card.owner)?.push(card.id);
}

export function toBattlefield(b: Board, id: CardId, controller: PlayerId): void {
  leave(b, id);
  b.battlefield.push({ card: id, controller });
}

export function toExile(b: Board, id: CardId): void {
  leave(b, id);
  b.exile.push(id);
}

/** 608.2g: a spell cast during resolution becomes the new top of the stack (last in the list). */
export function toStack(b: Board, card: CardInfo, controller: PlayerId): void {
  leave(b, card.id);
  b.stack.push({ card: card.id, controller, owner: card.owner });
}
