// "Broken Ambitions on Ben's turn: who puts their card back first?" (701.30c): the caster clashes
// with an opponent; both reveal their top card at the same time, then decide in APNAP order, counted
// from the active player, whether to put it on the bottom. The reader clicks the seat of the player
// who decides first: the engine's first `clash-bottom` question, after the caster's own answers.
import type { Scenario } from '../../index';
import { play } from '../play';
import { CardBuilder, SPELLS, randomSeats } from '../table';
import type { Topic } from '../topic';
import { askedNext } from './shared';

export const clashOrder: Topic = {
  id: 'clash-order',
  make(rng, options) {
    const seats = randomSeats(rng, 2, 6);
    const caster = seats.controller;
    const opponent = rng.pick(seats.players.filter((p) => p !== caster));
    const target = rng.pick([seats.activePlayer, opponent]);
    const cards = new CardBuilder(options.uniqueNames);
    // Each clashing player's top card (a library shows only its size; the reveal names them).
    for (const p of [caster, opponent]) cards.add(rng.pick(SPELLS), p, 'library');
    const scenario: Scenario = {
      format: 'apnap/3',
      players: seats.players.slice(),
      activePlayer: seats.activePlayer,
      cards: cards.cards,
      effect: { id: 'broken-ambitions', controller: caster },
    };
    // The caster's answers (its target, 115.1a, and the opponent, 701.30b); then stop at the first placement.
    const played = play(scenario, (p) => (p.question === 'clash-target' ? [target] : p.question === 'clash-opponent' ? [opponent] : []), 2);
    const at = played.states.length - 1;
    const pending = played.states[at]?.pending;
    if (!pending || pending.question !== 'clash-bottom') return null;
    const { draft } = askedNext(scenario, played, at);
    const clashers = [caster, opponent];
    return {
      ...draft,
      effect: scenario.effect.id,
      facts: { topic: 'clash-order', active: seats.activePlayer, caster, opponent, target, first: pending.player, second: clashers.find((p) => p !== pending.player)! },
      features: { players: seats.players.length, opponentsTurn: caster !== seats.activePlayer, hidden: false, severalSteps: false },
    };
  },
};
