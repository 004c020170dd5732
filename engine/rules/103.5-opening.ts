// The start of the game's moves (103.5): a mulligan and the London mulligan's cards on the bottom.
// The engine is deterministic, so a shuffle is not random: a library is read top first, in the order
// the scenario lists it, and stands for the order the shuffle produces; the hand shuffled in goes under
// it. An author lists a library in the order the shuffle is to give (a modelling choice, not a rule).
import { log, zone, type Draft } from '../core/state';
import type { CardId, PlayerId } from '../core/types';

/** 103.5: the starting hand size: the cards in the player's hand in the scenario (normally seven). */
export const startingHandSize = (d: Draft, p: PlayerId): number => d.scenario.cards.filter((c) => c.owner === p && c.zone === 'hand').length;

/** How many mulligans a player has taken so far (103.5). */
export const mulligansTaken = (d: Draft, p: PlayerId): number =>
  d.events.reduce((n, e) => n + (e.type === 'mulligan' && e.mulligans.some((m) => m.player === p) ? 1 : 0), 0);

/**
 * 103.5: the players who declared a mulligan take it at the same time: each shuffles their hand into
 * their library and draws a new hand of their starting hand size.
 */
export function takeMulligans(d: Draft, rule: string, players: PlayerId[]): void {
  const mulligans = players.map((p) => {
    const hand = zone(d, 'hand', p) ?? [];
    const library = zone(d, 'library', p) ?? [];
    const back = hand.splice(0);
    library.push(...back);
    const drawn = library.splice(0, startingHandSize(d, p));
    hand.push(...drawn);
    return { player: p, times: mulligansTaken(d, p) + 1, drawn: drawn.length };
  });
  log(d, { type: 'mulligan', rule, mulligans });
}

/** 103.5: the chosen cards go on the bottom of their owners' libraries, in the order chosen. */
export function putOnBottom(d: Draft, picks: { player: PlayerId; card: CardId }[]): void {
  for (const x of picks) {
    const hand = zone(d, 'hand', x.player);
    const i = hand?.indexOf(x.card) ?? -1;
    if (hand && i >= 0) {
      hand.splice(i, 1);
      zone(d, 'library', x.player)?.push(x.card);
    }
  }
}
