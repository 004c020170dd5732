// "Which copy resolves first?" (405.3): a player enchanted by Curse of Echoes casts an instant; each
// other player's choice to copy it or not is stated. The copies go on the stack at the same time,
// the active player's lowest, then each other player's in APNAP order: the reader clicks the seat
// of the player whose copy resolves first (the last copier in APNAP order, 405.5).
import type { GameEvent, PlayerId, Scenario } from '../../index';
import { play } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import { fromTheStart } from './shared';

const SPELLS = ['Brainstorm', 'Lightning Bolt', 'Counterspell', 'Shock'];
const CURSE = 'Curse of Echoes';

export const copyOrder: Topic = {
  id: 'copy-order',
  make(rng) {
    const seats = randomSeats(rng, 3, 6);
    const enchanted = rng.pick(seats.players);
    const spell = rng.pick(SPELLS);
    // Curse of Echoes is an opponent's Aura on the enchanted player (its controller is someone else).
    const curser = rng.pick(seats.players.filter((p) => p !== enchanted));
    const scenario: Scenario = {
      format: 'apnap/2',
      players: seats.players.slice(),
      activePlayer: seats.activePlayer,
      cards: [
        { id: 'curse', name: CURSE, owner: curser, zone: 'battlefield', types: ['enchantment'], manaValue: 5 },
        { id: 'spell', name: spell, owner: enchanted, zone: 'hand', types: ['instant'], manaValue: 1 },
      ],
      effect: { id: 'curse-of-echoes', controller: curser },
    };
    const wants = new Map(seats.players.map((p) => [p, rng.chance(0.7)]));
    const { states } = play(scenario, (pending) => (wants.get(pending.player) ? pending.options.slice(0, 1) : []));
    const end = states[states.length - 1]!;
    const placed = end.events.find((e): e is GameEvent & { type: 'copies-on-stack' } => e.type === 'copies-on-stack');
    const resolved = end.events.filter((e): e is GameEvent & { type: 'copy-resolves' } => e.type === 'copy-resolves');
    // Two copies at least, so that there is an order to find.
    if (!end.done || !placed || placed.copies.length < 2 || resolved.length === 0) return null;
    const copiers = placed.copies.map((c) => c.controller);
    const first = resolved[0]!.controller;
    const asked = end.events.flatMap((e) => (e.type === 'choose' && e.question === 'copy-spell' ? [{ player: e.player, copies: e.choice.length > 0 }] : []));
    const stated: { player: PlayerId; copies: boolean }[] = asked;
    return {
      ...fromTheStart(scenario),
      answer: { seat: first },
      rule: '405.3',
      facts: { topic: 'copy-order', spell, enchanted, curser, active: seats.activePlayer, stated, copiers, first },
      sandbox: { ...scenario, decisions: end.decisions.slice() },
      features: { players: seats.players.length, opponentsTurn: enchanted !== seats.activePlayer, hidden: false, severalSteps: false },
    };
  },
};
