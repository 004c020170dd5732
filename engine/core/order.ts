// Who goes when: APNAP order (101.4) and "starting with you" turn order.
import type { PlayerId } from './types';

/** Turn order starting with `first`, wrapping around the table. */
export function turnOrderFrom(players: readonly PlayerId[], first: PlayerId): PlayerId[] {
  const i = players.indexOf(first);
  return i < 0 ? [...players] : [...players.slice(i), ...players.slice(0, i)];
}

/**
 * 101.4: the active player first, then each nonactive player in turn order. Anchored on the
 * active player, never on the controller of the resolving spell.
 */
export function apnapOrder(players: readonly PlayerId[], activePlayer: PlayerId): PlayerId[] {
  return turnOrderFrom(players, activePlayer);
}
