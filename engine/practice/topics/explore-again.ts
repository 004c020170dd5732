// "Hakbal: does the next Merfolk reveal the same card?" (701.44d, 701.44a): at the beginning of
// combat on its controller's turn, Hakbal of the Surging Soul's Merfolk explore one at a time. The
// first one has revealed a nonland card, and its controller has left it on top or put it into the
// graveyard; the next explorer, chosen only now, reveals the top card as it is then (official
// ruling on Jadelight Ranger: a nonland card left on top is revealed again). The engine decides:
// the reader answers yes or no, the next `explore` event is the key.
import type { GameState, Scenario, ScenarioCard } from '../../index';
import { play, storyOf } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';

/** Hakbal and the other Merfolk the drill seats (vanilla Merfolk: no ability of their own). */
const MERFOLK = ['Coral Merfolk', 'Merfolk of the Pearl Trident', 'Sea Serpent'] as const;
const NONLAND = ['Giant Growth', 'Opt', 'Shock'] as const;
const LAND = ['Island', 'Forest'] as const;

const explored = (s: GameState) => s.events.filter((e) => e.type === 'explore');

export const exploreAgain: Topic = {
  id: 'explore-again',
  make(rng) {
    const seats = randomSeats(rng, 2, 4);
    // "At the beginning of combat on your turn": Hakbal's controller is the active player.
    const ana = seats.activePlayer;
    const cards: ScenarioCard[] = [{ id: 'hakbal', name: 'Hakbal of the Surging Soul', owner: ana, zone: 'battlefield', types: ['creature'], manaValue: 4 }];
    for (const [i, name] of MERFOLK.slice(0, rng.int(1, 2)).entries()) cards.push({ id: `merfolk-${i + 1}`, name, owner: ana, zone: 'battlefield', types: ['creature'], manaValue: 2 });
    const top = rng.pick(NONLAND);
    const second = rng.chance(0.5) ? rng.pick(LAND) : rng.pick(NONLAND.filter((n) => n !== top));
    cards.push({ id: 'top', name: top, owner: ana, zone: 'library', types: ['instant'], manaValue: 1 });
    cards.push({ id: 'second', name: second, owner: ana, zone: 'library', types: [(LAND as readonly string[]).includes(second) ? 'land' : 'instant'], manaValue: 1 });
    const scenario: Scenario = { format: 'apnap/3', players: seats.players.slice(), activePlayer: ana, cards, effect: { id: 'hakbal-of-the-surging-soul', controller: ana } };
    const kept = rng.chance(0.5);
    // Ana's choices: a random explorer, then keep or bin the first revealed card; random explorers after.
    const { states, decisions } = play(scenario, (pending) => (pending.question === 'explore-keep' ? [kept ? 'top' : 'graveyard'] : [rng.pick(pending.options)]));
    // The moment: the first explorer has finished, the next is to be chosen.
    const at = states.findIndex((s) => explored(s).length === 1 && s.pending?.question === 'choose-explorer');
    if (at < 0) return null;
    const state = states[at]!;
    const first = explored(state)[0]!;
    const next = explored(states[states.length - 1]!)[1];
    if (first.type !== 'explore' || next?.type !== 'explore' || !first.revealed) return null;
    const yes = next.revealed?.card === first.revealed.card;
    return {
      scenario,
      effect: 'hakbal-of-the-surging-soul',
      shown: decisions.slice(0, at),
      state,
      story: storyOf(state.events),
      answer: { yes },
      rule: '701.44d',
      facts: {
        topic: 'explore-again',
        player: ana,
        first: first.pick.name,
        card: first.revealed.name,
        kept,
        next: next.pick.name,
        revealed: next.revealed?.name ?? null,
        yes,
      },
      sandbox: { ...scenario, decisions: decisions.slice(0, at + 1) },
      features: { players: seats.players.length, opponentsTurn: false, hidden: false, severalSteps: true },
    };
  },
};
