// "Who casts first, and what is left?": the seed card Rituel in one of its two wordings. Each
// player's wish is stated (a card, or else a second one, or nothing); the engine asks the players
// in its own order and each takes the first wished card it offers. Original wording: everyone
// chooses first (101.4), the casts follow one at a time in APNAP order (608.2f), and a card two
// players chose is cast once (400.7). Revised wording: starting with the caster, each chooses
// from what is left and casts at once (608.2c).
import type { EffectId, GameEvent, PlayerId } from '../../index';
import { namesOf, play } from '../play';
import { CardBuilder, LANDS, randomSeats, scenarioOf, addHiddenAndDead, SPELLS, CREATURES } from '../table';
import type { Topic } from '../topic';
import { features, fromTheStart } from './shared';

const WORDINGS: readonly EffectId[] = ['rituel-original', 'rituel-errata'];

export const rituel: Topic = {
  id: 'rituel',
  make(rng, { uniqueNames }) {
    const effect = rng.pick(WORDINGS);
    const seats = randomSeats(rng, 2, 5);
    // Most drills on an opponent's turn: that is where the two wordings part.
    if (rng.chance(0.6)) seats.activePlayer = rng.pick(seats.players.filter((p) => p !== seats.controller));
    const b = new CardBuilder(uniqueNames);
    b.addSome(rng, [...SPELLS, ...CREATURES], [2, 4], seats.controller, 'hand');
    if (rng.chance(0.4)) b.addOne(rng, LANDS, seats.controller, 'hand');
    for (const p of seats.players) {
      b.addSome(rng, LANDS, [1, 2], p, 'battlefield');
      if (p !== seats.controller) b.addSome(rng, [...SPELLS, ...CREATURES], [0, 2], p, 'hand');
    }
    addHiddenAndDead(rng, b, seats.players);
    const scenario = scenarioOf(seats, b.cards, effect);
    const hand = b.cards.filter((c) => c.owner === seats.controller && c.zone === 'hand');
    const castable = hand.filter((c) => !c.types.includes('land')).map((c) => c.id);
    // Each player's wish: a card, or else a second; often two players want the same card first.
    const wishes = new Map<PlayerId, string[]>();
    const favourite = rng.pick(castable);
    for (const p of seats.players) {
      const n = rng.int(0, 2);
      const list = rng.shuffle(castable).slice(0, n);
      if (list.length && rng.chance(0.45) && !list.includes(favourite)) list[0] = favourite;
      wishes.set(p, list);
    }
    if (![...wishes.values()].some((w) => w.length)) wishes.set(seats.controller, [favourite]);
    const { states } = play(scenario, (pending) => {
      const wanted = (wishes.get(pending.player) ?? []).find((id) => pending.options.includes(id));
      return wanted ? [wanted] : [];
    });
    const end = states[states.length - 1]!;
    const first = end.board.stack[0];
    if (!end.done || !first) return null;
    const left = hand.map((c) => c.id).filter((id) => end.board.hand[seats.controller]!.includes(id));
    const start = states[0]!;
    const wished = seats.players.map((p) => ({ player: p, names: namesOf(start, wishes.get(p) ?? []) }));
    // The engine's own note on who goes first and why, and anything that fizzled.
    const intro = [...end.events].reverse().find((e) => e.kind === 'start');
    const nothing = end.events.filter((e: GameEvent) => e.rule === '400.7');
    return {
      ...fromTheStart(scenario),
      answer: { seat: first.controller, options: left },
      rule: intro?.rule ?? '608.2g',
      facts: {
        topic: 'rituel',
        effect,
        caster: seats.controller,
        active: seats.activePlayer,
        wishes: wished,
        options: hand.map((c) => ({ id: c.id, name: c.name })),
        first: first.controller,
        left: namesOf(start, left),
        events: intro ? [intro, ...nothing] : nothing,
      },
      sandbox: { ...scenario, decisions: end.decisions.slice() },
      features: features(scenario, false, effect),
    };
  },
};
