import type { Scenario } from '../engine/types';

/**
 * Two players, one creature each, and the second player's "each player sacrifices a creature"
 * (101.4) on their own turn: the smallest table a share link or a pasted JSON can carry.
 */
export const twoCreatureTable = (players: [string, string], names: [string, string] = ['Grizzly Bears', 'Runeclaw Bear']): Scenario => ({
  format: 'apnap/1',
  players,
  activePlayer: players[1],
  cards: [
    { id: 'a', name: names[0], owner: players[0], zone: 'battlefield', types: ['creature'] },
    { id: 'b', name: names[1], owner: players[1], zone: 'battlefield', types: ['creature'] },
  ],
  effect: { id: 'each-player-sacrifices-a-creature', controller: players[1] },
});
