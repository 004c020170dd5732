// The zones and life totals, and the moves the catalog needs. Moves write a draft's board, copying
// only the zone they change (state.ts), never a committed one.
import type { Board, CardId, CardInfo, PlayerId, Scenario, ScenarioCard } from './types';
import { life, list, zone, type Draft } from './state';
import { startingLife, teamOf, teamsOf } from './teams';
import { own } from './text';

/**
 * A record with one own key per name, safe for any name: it has no prototype, so "__proto__" is
 * an ordinary key (assigning it on a plain object would set the prototype instead).
 */
export function record<T>(keys: readonly string[], make: (k: string) => T): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const k of keys) out[k] = make(k);
  return out;
}

export const perPlayer = <T>(players: readonly PlayerId[], make: (p: PlayerId) => T): Record<PlayerId, T> => record(players, make);

export function cardInfos(s: Scenario): Record<CardId, CardInfo> {
  const byId = new Map(s.cards.map((c) => [c.id, c]));
  return record(s.cards.map((c) => c.id), (id) => {
    const c = byId.get(id)!;
    const info: CardInfo = { id: c.id, name: c.name, owner: c.owner, types: c.types.slice(), manaValue: c.manaValue ?? 0 };
    if (c.enteredUnder !== undefined) info.enteredUnder = c.enteredUnder;
    return info;
  });
}

export function initialBoard(s: Scenario): Board {
  const zones = { hand: perPlayer(s.players, () => [] as CardId[]), graveyard: perPlayer(s.players, () => [] as CardId[]), library: perPlayer(s.players, () => [] as CardId[]) };
  const board: Board = {
    // 810.4: teammates share one total (given for either head, or 30); a player alone starts at 20.
    life: perPlayer(s.players, (p) => teamOf(teamsOf(s), p).map((q) => s.life && own(s.life, q)).find((n) => n !== undefined) ?? startingLife(teamsOf(s))),
    battlefield: [],
    ...zones,
    exile: [],
    stack: [],
    waiting: [],
    lost: [],
  };
  for (const c of s.cards) {
    if (c.zone === 'battlefield') board.battlefield.push({ card: c.id, controller: c.controller ?? defaultController(c) });
    else if (c.zone === 'exile') board.exile.push(c.id);
    else own(zones[c.zone], c.owner)?.push(c.id);
  }
  return board;
}

/**
 * Who controls a permanent when no control-changing effect applies: the player it entered under
 * (`enteredUnder`, apnap/2), else its owner (110.2). 800.4a/c: leaving ends control-changing effects only.
 */
export const defaultController = (c: Pick<CardInfo, 'owner' | 'enteredUnder'>): PlayerId => c.enteredUnder ?? c.owner;

/** 810.9: life is lost or gained by a player; the result applies to their team's shared total (810.4). */
export function changeLife(d: Draft, p: PlayerId, amount: number): void {
  const totals = life(d);
  for (const q of teamOf(teamsOf(d.scenario), p)) totals[q] = (own(totals, q) ?? 20) + amount;
}

export const handOf = (b: Board, p: PlayerId): CardId[] => own(b.hand, p) ?? [];

/** A card as the scenario file writes it: what the game's own card objects do not carry (208.1's power and toughness). */
export const fileCardOf = (d: Draft, id: CardId): ScenarioCard | undefined => d.scenario.cards.find((c) => c.id === id);

/** A player's library, top first (a read: `zone` is for changing it). */
export const libraryOf = (b: Board, p: PlayerId): CardId[] => own(b.library, p) ?? [];

export const controllerOf = (b: Board, id: CardId): PlayerId | undefined =>
  b.battlefield.find((e) => e.card === id)?.controller;

/** Takes a card out of whatever zone it is in (only that zone is copied). */
function leave(d: Draft, id: CardId): void {
  const b = d.board;
  let i = b.battlefield.findIndex((e) => e.card === id);
  if (i >= 0) return void list(d, 'battlefield').splice(i, 1);
  i = b.stack.findIndex((e) => 'card' in e && e.card === id);
  if (i >= 0) return void list(d, 'stack').splice(i, 1);
  i = b.exile.indexOf(id);
  if (i >= 0) return void list(d, 'exile').splice(i, 1);
  for (const k of ['hand', 'graveyard', 'library'] as const) {
    for (const p of Object.keys(b[k])) {
      i = b[k][p]!.indexOf(id);
      if (i >= 0) return void zone(d, k, p)!.splice(i, 1);
    }
  }
}

/** Sacrificed, destroyed or discarded cards go to their owner's graveyard, whoever controlled them. */
export function toGraveyard(d: Draft, card: CardInfo): void {
  leave(d, card.id);
  zone(d, 'graveyard', card.owner)?.push(card.id);
}

export function toBattlefield(d: Draft, id: CardId, controller: PlayerId): void {
  leave(d, id);
  list(d, 'battlefield').push({ card: id, controller });
}

export function toExile(d: Draft, id: CardId): void {
  leave(d, id);
  list(d, 'exile').push(id);
}

/**
 * 608.2g: a spell cast during resolution becomes the new top of the stack (last in the list); its
 * caster controls it (112.2) and the card's owner owns it (400.3: it goes to that player's graveyard).
 */
export function toStack(d: Draft, card: CardInfo, controller: PlayerId): void {
  leave(d, card.id);
  list(d, 'stack').push({ card: card.id, controller, owner: card.owner });
}

/** 800.4a: a card leaves the game with its owner (it is no longer anywhere). */
export const removeCard = leave;
