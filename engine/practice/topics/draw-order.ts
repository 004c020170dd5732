// "Wheel of Fortune, two Laboratory Maniacs: who wins?" (121.2c): every player discards their hand,
// then the active player performs all seven draws, then each other player in turn order. Two players
// control Laboratory Maniac with fewer than seven cards in their library: the first of them in that
// order to draw from an empty library wins at once (121.6b, 104.2b), whoever has the smaller library.
// The reader clicks the winner's seat; the answer is the engine's game-over event.
import type { Scenario, ScenarioCard } from '../../index';
import { play } from '../play';
import type { Rng } from '../rng';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import { fromTheStart } from './shared';

/** The cards of a library: `n` Islands (a library shows only how many cards it holds). */
const library = (owner: string, n: number): ScenarioCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${owner.toLowerCase()}-library-${i + 1}`, name: 'Island', owner, zone: 'library', types: ['land'] }));

/** Seven or more cards: this player's draws never reach an empty library. */
const plenty = (rng: Rng) => rng.int(7, 9);

export const drawOrder: Topic = {
  id: 'draw-order',
  namesWithOwner: true,
  make(rng) {
    const seats = randomSeats(rng, 2, 4);
    // Cast by any player: on another player's turn the drill says it had flash (premise.ts); the draws
    // still start with the active player.
    const caster = seats.controller;
    const [a, b] = rng.shuffle(seats.players);
    const maniacs = [a!, b!];
    const sizes = new Map(seats.players.map((p) => [p, maniacs.includes(p) ? rng.int(2, 6) : plenty(rng)]));
    const cards: ScenarioCard[] = [
      ...maniacs.map((p): ScenarioCard => ({ id: `${p.toLowerCase()}-maniac`, name: 'Laboratory Maniac', owner: p, zone: 'battlefield', types: ['creature'], manaValue: 3 })),
      ...seats.players.flatMap((p) => library(p, sizes.get(p)!)),
    ];
    const scenario: Scenario = { format: 'apnap/3', players: seats.players.slice(), activePlayer: seats.activePlayer, cards, effect: { id: 'wheel-of-fortune', controller: caster } };
    const { states } = play(scenario, () => []);
    const events = states[states.length - 1]!.events;
    const over = events.find((e) => e.type === 'game-over' && e.rule === '104.2b');
    const winner = over?.type === 'game-over' ? (over.winner ?? over.player) : undefined;
    if (!winner) return null;
    const order = events.flatMap((e) => (e.type === 'draw' ? [e.player] : []));
    return {
      ...fromTheStart(scenario),
      answer: { seat: winner },
      rule: '121.2c',
      facts: {
        topic: 'draw-order',
        active: seats.activePlayer,
        caster,
        maniacs: maniacs.map((p) => ({ player: p, library: sizes.get(p)! })).sort((x, y) => seats.players.indexOf(x.player) - seats.players.indexOf(y.player)),
        others: seats.players.filter((p) => !maniacs.includes(p)).map((p) => ({ player: p, library: sizes.get(p)! })),
        order,
        winner,
      },
      sandbox: { ...scenario },
      features: { players: seats.players.length, opponentsTurn: caster !== seats.activePlayer, hidden: false, severalSteps: false },
    };
  },
};
