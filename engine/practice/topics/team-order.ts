// "Who chooses next at a Two-Headed Giant table?" (805.6, 805.7): four players in two teams of
// adjacent seats (805.1), "each player sacrifices a creature" or Wrath of God with death triggers
// part-way through. The reader clicks the seat of the player the engine asks next: the active team
// chooses before the nonactive team, whoever is the active player or the caster; within a team its
// players choose in whatever order the team likes, and that order is the team's decision, said by
// its primary player (805.2); after Wrath of God each team puts all its abilities on the stack as
// one group, the active team's first (so they resolve last), its primary player saying the order.
import type { PlayerId, Scenario } from '../../index';
import { play, randomChooser } from '../play';
import { CardBuilder, CREATURES, LANDS, randomSeats, scenarioOf } from '../table';
import type { Topic } from '../topic';
import { askedNext, features } from './shared';

const SACRIFICE = 'each-player-sacrifices-a-creature' as const;
const WRATH = 'wrath-of-god' as const;
const BLOOD_ARTIST = { id: 'artist', name: 'Blood Artist', types: ['creature' as const], manaValue: 2 };
const ZULAPORT = { id: 'zulaport', name: 'Zulaport Cutthroat', types: ['creature' as const], manaValue: 2 };

export const teamOrder: Topic = {
  id: 'team-order',
  make(rng, { uniqueNames }) {
    const seats = randomSeats(rng, 4, 4);
    const [a, b, c, d] = seats.players as [PlayerId, PlayerId, PlayerId, PlayerId];
    const teams = [
      [a, b],
      [c, d],
    ];
    const cards = new CardBuilder(uniqueNames);
    const effect = rng.chance(0.4) ? WRATH : SACRIFICE;
    if (effect === WRATH) {
      // A death-trigger card on one head of each team: both teams have abilities to put on the stack.
      cards.add(BLOOD_ARTIST, rng.pick([a, b]), 'battlefield');
      cards.add(ZULAPORT, rng.pick([c, d]), 'battlefield');
    }
    for (const p of seats.players) {
      // Most players have a creature, so both teammates usually have something to choose.
      cards.addSome(rng, CREATURES, rng.chance(0.85) ? [1, 2] : [0, 0], p, 'battlefield');
      cards.addSome(rng, LANDS, [0, 1], p, 'battlefield');
    }
    const scenario: Scenario = { ...scenarioOf(seats, cards.cards, effect), format: 'apnap/2', teams };
    const played = play(scenario, randomChooser(rng), rng.int(0, effect === WRATH ? 3 : 6));
    const moments = played.states.flatMap((s, i) => (s.pending ? [i] : []));
    if (moments.length === 0) return null;
    const at = rng.pick(moments);
    const { pending, draft } = askedNext(scenario, played, at);
    return {
      ...draft,
      effect,
      facts: { topic: 'team-order', effect, player: pending.player, teams, active: seats.activePlayer },
      features: features(scenario, false, effect),
    };
  },
};
