// "Does this player still choose?" (608.2e, the Dryad Arbor kind): Smallpox at its creature
// step, with every creature choice stated. Each step sees the results of the one before, so a
// Dryad Arbor sacrificed as the creature is gone when lands are chosen. The engine decides: the
// player either gets a land decision or is skipped (608.2d).
import type { GameState } from '../../index';
import { namesOf, play, randomChooser, storyOf } from '../play';
import { CardBuilder, CREATURES, DRYAD_ARBOR, LANDS, randomSeats, scenarioOf, addHiddenAndDead } from '../table';
import type { Topic } from '../topic';
import { chosenWhenAsked, features } from './shared';

/**
 * How many of Smallpox's actions have happened. Its text has four, one after another (lose 1
 * life, discard, sacrifice a creature, sacrifice a land), and the engine logs each as one action
 * event: after two, creatures are being chosen; after three, lands.
 */
const actionsDone = (s: GameState) => s.events.filter((e) => e.kind === 'action').length;

export const stillChooses: Topic = {
  id: 'still-chooses',
  make(rng, { uniqueNames }) {
    const seats = randomSeats(rng);
    const target = rng.pick(seats.players);
    const b = new CardBuilder(uniqueNames);
    for (const p of seats.players) {
      if (p === target) {
        // The Dryad Arbor kind: a land creature, and maybe another creature and another land.
        b.add(DRYAD_ARBOR, p, 'battlefield');
        if (rng.chance(0.5)) b.addOne(rng, CREATURES, p, 'battlefield');
        if (rng.chance(0.4)) b.addOne(rng, LANDS, p, 'battlefield');
      } else {
        // With unique names (version 2 on), the one Dryad Arbor on the table is the target's.
        b.addSome(rng, uniqueNames ? CREATURES : [...CREATURES, DRYAD_ARBOR], [0, 2], p, 'battlefield');
        b.addSome(rng, LANDS, [0, 2], p, 'battlefield');
      }
      b.addSome(rng, [...CREATURES, ...LANDS], [0, 2], p, 'hand');
    }
    addHiddenAndDead(rng, b, seats.players);
    const scenario = scenarioOf(seats, b.cards, 'smallpox');
    const { states, decisions } = play(scenario, randomChooser(rng));
    const end = states[states.length - 1]!;
    if (!end.done) return null;
    const creatureStart = states.findIndex((s) => actionsDone(s) >= 2);
    const landStart = states.findIndex((s) => actionsDone(s) >= 3);
    if (creatureStart < 0 || landStart < 0) return null;
    const at = states[creatureStart]!;
    const choices = decisions.slice(creatureStart, landStart).map((d, i) => chosenWhenAsked(d, states[creatureStart + i]!.pending!, at));
    if (!choices.some((c) => c.player === target)) return null;
    // The engine's land step: the decisions after the creature sacrifice.
    const landTurn = decisions.findIndex((d, i) => i >= landStart && d.player === target);
    const yes = landTurn >= 0;
    const creatureSacrifice = end.events.findIndex((_, i) => end.events.slice(0, i + 1).filter((e) => e.kind === 'action').length === 3);
    const skip = end.events.slice(creatureSacrifice).find((e) => e.kind === 'skip' && e.player === target);
    const landAsk = yes ? states[landTurn]!.pending! : null;
    return {
      scenario,
      effect: 'smallpox',
      shown: decisions.slice(0, creatureStart),
      state: at,
      story: storyOf(at.events),
      answer: { yes },
      rule: '608.2e',
      facts: { topic: 'still-chooses', player: target, choices, yes, lands: landAsk ? namesOf(at, landAsk.options) : [], skip: landAsk ? null : (skip ?? null) },
      sandbox: { ...scenario, decisions: decisions.slice(0, landTurn >= 0 ? landTurn : decisions.length) },
      features: features(scenario, false, 'smallpox'),
    };
  },
};
