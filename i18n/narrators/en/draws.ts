// Draws in English (121.2c, 805.6a, 704.5b, 104.2b): Wheel of Fortune's hands and draws, a draw
// replaced by Laboratory Maniac, and the loss for drawing from an empty library. From the facts alone.
import type { EventData, PlayerId } from '@/engine/types';
import { listText, teamName, whose } from './text';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

export const discardHandsText = (e: Of<'discard-hands'>): string =>
  e.picks.length ? `Each player discards their hand, all at the same time (${e.rule}): ${whose(e.picks)}.` : `No player has a card in hand: nothing is discarded (${e.rule}).`;

export function drawText(e: Of<'draw'>): string {
  if (e.replaced) {
    const before = e.drawn ? `After ${e.drawn} draw${e.drawn === 1 ? '' : 's'}, ${e.player}'s library is empty` : `${e.player}'s library is empty`;
    return `${before}: ${e.player}'s next draw is replaced by ${e.player}'s ${e.replaced.name} ("If you would draw a card while your library has no cards in it, you win the game instead."; 614.1a), and the replacement is completed before the sequence of draws would resume (121.6b): ${e.player} wins the game instead.`;
  }
  const head = `${e.player} performs all of their draws (${e.rule}): ${e.player} draws ${cards(e.drawn)}`;
  if (e.empty === 0) return `${head}; ${cards(e.library)} left in their library.`;
  return `${head}; their library is then empty, so ${e.empty === 1 ? 'one more draw is' : `${e.empty} more draws are`} attempted from an empty library. ${e.player} does not lose now: only when state-based actions are next checked, after every player's draws (704.5b).`;
}

/** 805.6a at a team table: the active team first, in the order it likes; the others in turn order. */
export function wheelTeamOrder(teams: PlayerId[][]): string {
  const [first, ...rest] = teams;
  const others = rest.map((t) => `each player of ${teamName(t)} in turn order (${listText(t)})`).join(', then ');
  return `Each player discards their hand at the same time (701.9a); then the players draw team by team (805.6a): first ${teamName(first ?? [])}, the active team, each of its players performing all of their draws, in whatever order the team likes (here seat order: a player's win is the whole team's, 810.8a, so no order changes the outcome), then ${others}.`;
}

/** The check's line when a player drew from an empty library (704.5b). */
export const emptyDrawCheck = (e: Of<'check'>, drew: readonly PlayerId[]): string =>
  `State-based actions are checked: ${listText(drew)} attempted to draw a card from a library with no cards in it since the last check (704.5b): ${listText(e.losers)} ${e.losers.length > 1 ? 'lose' : 'loses'} the game.`;

export const emptyDrawLoss = (e: Of<'lose-game'>, by: PlayerId): string =>
  by === e.player
    ? `${e.player} attempted to draw a card from a library with no cards in it and loses the game (704.5b).`
    : `${by}, ${e.player}'s teammate, attempted to draw from an empty library: ${e.player} loses the game with the team (704.5b, 810.8a).`;

/** 104.2b: an effect says a player wins; the game ends at once (104.1). */
export const effectWin = (e: Of<'game-over'>): string =>
  e.winners
    ? `The game is over at once (104.1): ${e.player ?? e.winners[0]} wins the game by an effect (104.2b), so ${teamName(e.winners)} wins as a team (810.8a). No other draw happens.`
    : `The game is over at once (104.1): ${e.winner} wins the game by an effect (104.2b). No other draw happens.`;
