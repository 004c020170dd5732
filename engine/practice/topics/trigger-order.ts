// "Whose ability resolves first, and who is left standing?" (603.3b): Wrath of God on a table
// with Blood Artists and Zulaport Cutthroats at low life. The drill states how each player orders
// their abilities and whom each Blood Artist targets, so there is exactly one answer; the engine
// puts them on the stack in APNAP order (the active player's lowest, so they resolve last),
// resolves them top first and checks state-based actions after each (704.5a).
import type { AbilityId, GameEvent, GameState, PlayerId } from '../../index';
import { play } from '../play';
import { CardBuilder, CREATURES, LANDS, randomSeats, scenarioOf } from '../table';
import type { Topic } from '../topic';
import type { NamedAbility, TriggerStated } from '../types';
import { features, fromTheStart } from './shared';

const BLOOD_ARTIST = { id: 'artist', name: 'Blood Artist', types: ['creature' as const], manaValue: 2 };
const ZULAPORT = { id: 'zulaport', name: 'Zulaport Cutthroat', types: ['creature' as const], manaValue: 2 };

type Resolve = Extract<GameEvent, { type: 'resolve' }>;

/** "Blood Artist, for Ben's Grizzly Bears": an ability id `source:died` by names (the source is the orderer's own). */
function namedAbility(state: GameState, id: AbilityId): NamedAbility {
  const [source = '', died = ''] = id.split(':');
  const card = (c: string) => state.cards[c];
  return { source: card(source)?.name ?? source, died: source === died ? null : { owner: card(died)?.owner ?? '?', name: card(died)?.name ?? died } };
}

export const triggerOrder: Topic = {
  id: 'trigger-order',
  namesWithOwner: true,
  make(rng) {
    const seats = randomSeats(rng, 2, 4);
    const b = new CardBuilder();
    // Two or three players with a death-trigger card each, and a few other creatures: enough for
    // a life race, few enough abilities to follow.
    const owners = rng.shuffle(seats.players).slice(0, rng.int(2, Math.min(3, seats.players.length)));
    for (const p of owners) b.add(rng.chance(0.5) ? BLOOD_ARTIST : ZULAPORT, p, 'battlefield');
    const extra = rng.int(0, 2);
    for (let i = 0; i < extra; i++) {
      const p = rng.pick(seats.players);
      const free = CREATURES.filter((c) => !b.has(c.name, p, 'battlefield'));
      b.add(rng.pick(free), p, 'battlefield');
    }
    for (const p of seats.players) b.addSome(rng, LANDS, [0, 1], p, 'battlefield');
    const life: Record<PlayerId, number> = {};
    for (const p of seats.players) life[p] = rng.int(1, 4);
    const sources = (p: PlayerId) => b.cards.filter((c) => c.owner === p && (c.name === BLOOD_ARTIST.name || c.name === ZULAPORT.name));
    const scenario = { ...scenarioOf(seats, b.cards, 'wrath-of-god'), life };
    // Each Blood Artist's controller targets one opponent with all of their abilities.
    const target = new Map(seats.players.map((p) => [p, rng.pick(seats.players.filter((x) => x !== p))]));
    const orders: TriggerStated[] = [];
    const { states } = play(scenario, (pending, state) => {
      if (pending.kind === 'order') {
        const order = rng.shuffle(pending.options);
        orders.push({ player: pending.player, kind: 'order', abilities: order.map((id) => namedAbility(state, id)) });
        return order;
      }
      if (pending.kind === 'players') {
        const t = target.get(pending.player)!;
        return [pending.options.includes(t) ? t : pending.options[0]!];
      }
      return [rng.pick(pending.options)];
    });
    const end = states[states.length - 1]!;
    const resolved = end.events.filter((e): e is GameEvent & Resolve => e.type === 'resolve');
    if (!end.done || resolved.length === 0) return null;
    const first = resolved[0]!.ability.controller;
    const standing = seats.players.filter((p) => !end.board.lost.includes(p));
    const artists = seats.players.filter((p) => sources(p).some((c) => c.name === BLOOD_ARTIST.name));
    const placed = end.events.filter((e) => e.type === 'put-on-stack').map((e) => e.player!);
    // A player with one ability has no order to choose (603.3b): the engine just puts it there.
    const single = end.events.flatMap((e): TriggerStated[] =>
      e.type === 'put-on-stack' && e.abilities.length === 1 && !orders.some((o) => o.player === e.player)
        ? [{ player: e.player, kind: 'one', ability: namedAbility(end, e.abilities[0]!.ability) }]
        : [],
    );
    const stated = [...orders, ...single].sort((x, y) => placed.indexOf(x.player) - placed.indexOf(y.player));
    stated.push(...artists.map((p): TriggerStated => ({ player: p, kind: 'target', target: target.get(p)! })));
    return {
      ...fromTheStart(scenario),
      answer: { seat: first, options: standing },
      rule: '603.3b',
      facts: {
        topic: 'trigger-order',
        caster: seats.controller,
        active: seats.activePlayer,
        stated,
        life: seats.players.map((p) => ({ player: p, life: life[p]! })),
        first,
        standing,
        placed,
        lost: end.events.filter((e) => e.type === 'lose-game'),
      },
      sandbox: { ...scenario, decisions: end.decisions.slice() },
      features: features(scenario, false, 'wrath-of-god'),
    };
  },
};
