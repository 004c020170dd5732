// "Who takes the first extra turn?" (500.7): during one player's turn, every player is given an extra
// turn at once. The turns are added one at a time in APNAP order, each directly after this turn, and
// the most recently created is taken first: the reader clicks the seat of the player who takes the
// first extra turn (the last player in APNAP order). A rules illustration: no card is named.
import type { Scenario } from '../../index';
import { play } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import { fromTheStart } from './shared';

export const extraTurnOrder: Topic = {
  id: 'extra-turn-order',
  make(rng) {
    const seats = randomSeats(rng, 2, 6);
    const scenario: Scenario = {
      format: 'apnap/2',
      players: seats.players.slice(),
      activePlayer: seats.activePlayer,
      cards: [],
      effect: { id: 'each-player-takes-an-extra-turn', controller: seats.controller },
    };
    const { states } = play(scenario, () => []);
    const end = states[states.length - 1]!;
    const turns = end.board.turns ?? [];
    if (!end.done || turns.length === 0) return null;
    const added = end.events.flatMap((e) => (e.type === 'extra-turn' ? [e.player] : []));
    return {
      ...fromTheStart(scenario),
      answer: { seat: turns[0]! },
      rule: '500.7',
      facts: { topic: 'extra-turn-order', active: seats.activePlayer, added, turns: turns.slice(), first: turns[0]! },
      sandbox: { ...scenario },
      features: { players: seats.players.length, opponentsTurn: seats.controller !== seats.activePlayer, hidden: false, severalSteps: false },
    };
  },
};
