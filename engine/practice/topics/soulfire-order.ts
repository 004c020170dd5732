// "Who chooses the order of the targets?" (608.2f, second sentence): Soulfire Eruption targets several
// players and creatures; its controller can't exile several top cards at once, so the targets are
// taken one at a time. APNAP order decides between players (each player with the creatures they
// control), and within one player's group the controller chooses. The reader ticks every target the
// controller may take first: the engine's first options are the answer key.
import type { Scenario, ScenarioCard } from '../../index';
import { play } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import { fromTheStart } from './shared';

/** Vanilla creatures, each name once (power, toughness, mana value). */
const CREATURES: readonly [string, number, number, number][] = [
  ['Grizzly Bears', 2, 2, 2], ['Runeclaw Bear', 2, 2, 2], ['Savannah Lions', 2, 1, 1], ['Hill Giant', 3, 3, 4], ['Gray Ogre', 2, 2, 3],
  ['Eager Cadet', 1, 1, 1], ['Balduvian Bears', 2, 2, 2], ['Trained Armodon', 3, 3, 3],
];
/** The controller's library, top first (hidden; only the mana values matter). */
const LIBRARY: readonly [string, number][] = [['Shock', 1], ['Divination', 3], ['Counterspell', 2], ['Lightning Bolt', 1], ['Cancel', 3], ['Opt', 1]];

export const soulfireOrder: Topic = {
  id: 'soulfire-order',
  make(rng) {
    const seats = randomSeats(rng, 3, 5);
    const { controller } = seats;
    const pool = rng.shuffle(CREATURES.slice());
    const cards: ScenarioCard[] = [];
    for (const q of seats.players) {
      if (q === controller || !rng.chance(0.7)) continue;
      const [name, power, toughness, manaValue] = pool.pop()!;
      cards.push({ id: `c${cards.length + 1}`, name, owner: q, zone: 'battlefield', types: ['creature'], manaValue, power, toughness });
    }
    for (const [k, [name, manaValue]] of LIBRARY.entries()) cards.push({ id: `l${k + 1}`, name, owner: controller, zone: 'library', types: ['instant'], manaValue });
    const candidates = rng.shuffle([...seats.players.filter((q) => q !== controller), ...cards.filter((c) => c.zone === 'battlefield').map((c) => c.id)]);
    const targets = candidates.slice(0, rng.int(3, Math.min(5, candidates.length)));
    const groupOf = (t: string) => cards.find((c) => c.id === t)?.owner ?? t;
    // A real question: targets of two or more players, and one player with both kinds (a choice inside a group).
    const groups = new Set(targets.map(groupOf));
    if (groups.size < 2 || groups.size === targets.length) return null;
    const scenario: Scenario = { format: 'apnap/3', players: seats.players.slice(), activePlayer: seats.activePlayer, cards, targets, effect: { id: 'soulfire-eruption', controller } };
    const { states } = play(scenario, (p) => [p.options[0]!]);
    const first = states[0]!.pending;
    if (!first || first.question !== 'soulfire-target') return null;
    const order = states[0]!.events.flatMap((e) => (e.type === 'order' ? e.players : []));
    const name = (id: string) => cards.find((c) => c.id === id)?.name ?? id;
    const facts = targets.map((t, k) => ({ id: `target-${k + 1}`, player: groupOf(t), ...(t === groupOf(t) ? {} : { creature: name(t) }) }));
    return {
      ...fromTheStart(scenario),
      answer: { options: first.options.map((o) => `target-${targets.indexOf(o) + 1}`) },
      rule: '608.2f',
      facts: { topic: 'soulfire-order', active: seats.activePlayer, controller, order: order.filter((q) => groups.has(q)), targets: facts },
      sandbox: { ...scenario },
      features: { players: seats.players.length, opponentsTurn: controller !== seats.activePlayer, hidden: false, severalSteps: false },
    };
  },
};
