// 701.23i: "If multiple players search at once, each of those players looks at the appropriate cards
// at the same time, then those players decide in APNAP order (see rule 101.4) which card to find."
// 701.23e: found cards are not revealed unless the effect says so, so a later searcher knows only that
// (and how many) cards an earlier one found, never which (101.4a); the cards become public as they
// enter the battlefield together. 701.23b: a searcher for a stated quality ("basic land") may find
// fewer than they could, or none.
//
// The catalog has no supertypes: a basic land card is known by name (Plains, Island, Swamp, Mountain,
// Forest, Wastes, and their Snow-Covered versions), as 613.7m's land types are; this is read only by
// the search effects, which only `apnap/3` has.
//
// Shuffling (701.24a): the engine is deterministic. A shuffled library keeps the order the file lists
// its cards in, less the cards found: that order stands for the one the shuffle gives, as with the
// mulligan's shuffle (103.5, rules/103.5-opening.ts). An author lists a library in the order the
// shuffle is to give (a modelling choice, not a rule).
import type { Question } from './101.4-choice-round';
import { BASIC_LAND_TYPES } from './613.7m-timestamps';
import { libraryOf } from '../core/board';
import { log, zone, type Draft } from '../core/state';
import { own } from '../core/text';
import type { CardId, Params, PlayerId } from '../core/types';

const BASIC_NAMES = new Set([...BASIC_LAND_TYPES, 'Wastes'].map((n) => n.toLowerCase()));

/** A basic land card, by name (the catalog has no supertypes, see above). */
export function isBasicLand(d: Draft, id: CardId): boolean {
  const c = own(d.cards, id);
  if (!c || !c.types.includes('land')) return false;
  return BASIC_NAMES.has(c.name.trim().toLowerCase().replace(/^snow-covered /, ''));
}


/** Why `id` is not a card `p` may find: not in their library, or not a basic land card. */
function whyNotFound(d: Draft, p: PlayerId, id: string): Params {
  const c = own(d.cards, id);
  if (!c) return { why: 'unknown-card' };
  if (!libraryOf(d.board, p).includes(id)) return { why: 'not-in-library', name: c.name, player: p };
  return { why: 'not-basic-land', name: c.name };
}

/**
 * "Search your library for up to `max` basic land cards": the options are the basic land cards in
 * the chooser's own library; [] finds none (701.23b). Chosen face down (701.23e, 101.4a).
 */
export function searchQuestion(max: number): Question {
  return {
    key: 'search-basic-lands',
    kind: 'cards',
    min: 0,
    max,
    params: (d, p) => ({ max, library: libraryOf(d.board, p).length }),
    options: (d, p) => libraryOf(d.board, p).filter((id) => isBasicLand(d, id)),
    whyNot: whyNotFound,
  };
}

/** 701.24a: each of `players` shuffles their library (deterministic: see above), in APNAP order. */
export function shuffleLibraries(d: Draft, rule: string, players: PlayerId[]): void {
  const library = players.map((p) => (zone(d, 'library', p) ?? []).length);
  log(d, { type: 'shuffle', rule, players, library });
}
