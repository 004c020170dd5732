// "Veteran Explorer dies: who chooses lands first, and what does the next searcher learn?" (701.23i):
// every player may search their library for up to two basic land cards; they look at the same time,
// then decide in APNAP order, from the active player whoever controls the ability, and the found
// cards are not revealed (701.23e), so the next searcher learns how many cards were found, not which
// (101.4a). The reader clicks the seat of the first searcher and ticks what the second one learns.
// Both answers are the engine's: who it asks first, and the second searcher's `pending.known`.
import type { Scenario, ScenarioCard } from '../../index';
import { play } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import { fromTheStart } from './shared';

/** One basic land per player, each its own name (no two cards a drill shows share a name). */
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** What the second searcher may learn of the first one's choice: the answer options. */
export const SEARCH_LEARNS = ['how-many', 'which'] as const;

export const searchOrder: Topic = {
  id: 'search-order',
  make(rng) {
    const seats = randomSeats(rng, 3, BASICS.length);
    const cards: ScenarioCard[] = [
      { id: 'explorer', name: 'Veteran Explorer', owner: seats.controller, zone: 'graveyard', types: ['creature'], manaValue: 1 },
      ...seats.players.map((p, i): ScenarioCard => ({ id: `basic-${i + 1}`, name: BASICS[i]!, owner: p, zone: 'library', types: ['land'] })),
    ];
    const scenario: Scenario = {
      format: 'apnap/3',
      players: seats.players.slice(),
      activePlayer: seats.activePlayer,
      cards,
      effect: { id: 'veteran-explorer', controller: seats.controller },
    };
    // Every searcher finds their land: the engine asks them one by one.
    const { states, decisions } = play(scenario, (pending) => pending.options.slice(0, 1));
    const [first, second] = decisions.map((d) => d.player);
    const known = states[2]?.pending?.known[0];
    if (first === undefined || second === undefined || !known) return null;
    const learns = SEARCH_LEARNS.filter((o) => (o === 'how-many' ? known.count !== undefined : known.choice !== null));
    return {
      ...fromTheStart(scenario),
      answer: { seat: first, options: learns },
      rule: '701.23i',
      facts: { topic: 'search-order', active: seats.activePlayer, controller: seats.controller, order: decisions.map((d) => d.player), first, second, learns },
      sandbox: { ...scenario },
      features: { players: seats.players.length, opponentsTurn: seats.controller !== seats.activePlayer, hidden: true, severalSteps: false },
    };
  },
};
