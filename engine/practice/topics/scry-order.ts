// "Myr Custodian: who decides first where their card goes, and what does the last opponent know?"
// (701.22c): the controller scries 2 alone; then every opponent scries 1: they look at the same
// time and decide in APNAP order, counted from the active player, whoever controls the Custodian.
// The reader clicks the seat of the opponent who decides first; the why says what the last one knows
// (how many cards each earlier one put on top or the bottom, not which: 101.4a).
import type { Scenario } from '../../index';
import { play } from '../play';
import { CardBuilder, SPELLS, randomSeats } from '../table';
import type { Topic } from '../topic';
import { askedNext } from './shared';

export const scryOrder: Topic = {
  id: 'scry-order',
  make(rng, options) {
    const seats = randomSeats(rng, 3, 6);
    const controller = seats.controller;
    const cards = new CardBuilder(options.uniqueNames);
    for (const p of seats.players) cards.add(rng.pick(SPELLS), p, 'library');
    const scenario: Scenario = {
      format: 'apnap/3',
      players: seats.players.slice(),
      activePlayer: seats.activePlayer,
      cards: cards.cards,
      effect: { id: 'myr-custodian', controller },
    };
    // The controller keeps their card on top; every opponent scries; stop at the first placement.
    const played = play(scenario, (p) => (p.question === 'scry-may' ? ['scry'] : p.question === 'scry' ? [p.options[0]!] : []), seats.players.length);
    const at = played.states.length - 1;
    const pending = played.states[at]?.pending;
    if (!pending || pending.question !== 'scry' || pending.player === controller) return null;
    const { draft } = askedNext(scenario, played, at);
    const opponents = played.decisions.filter((d) => d.choice[0] === 'scry').map((d) => d.player);
    return {
      ...draft,
      effect: scenario.effect.id,
      facts: { topic: 'scry-order', active: seats.activePlayer, controller, opponents, first: pending.player, last: opponents[opponents.length - 1]! },
      features: { players: seats.players.length, opponentsTurn: controller !== seats.activePlayer, hidden: true, severalSteps: false },
    };
  },
};
