// "Which cards end up where?": the table at the start and every choice stated; the reader selects
// the cards that are in one zone once the effect has finished. The engine's final board is the
// answer key (Cataclysm sacrifices the rest, Stronghold Gambit's lowest mana value, Council's
// Judgment's ties, Smallpox's steps one after another).
import type { Board, CardId, EffectId, GameState } from '../../index';
import { anyFaceDown, namesOf, play, randomChooser } from '../play';
import { CREATURES, DEFAULT_PLAN, DRYAD_ARBOR, LANDS, randomTable, SPELLS } from '../table';
import type { Topic } from '../topic';
import type { CardOption, Where } from '../types';
import { chosenWhenAsked, features, fromTheStart } from './shared';

interface Setup {
  effect: EffectId;
  where: Where;
  /** The cards that could end up there: those not already there at the start. */
  from: (board: Board) => CardId[];
}

const onBattlefield = (b: Board) => b.battlefield.map((e) => e.card);
const inHands = (b: Board) => Object.values(b.hand).flat();

const SETUPS: readonly Setup[] = [
  { effect: 'smallpox', where: 'graveyard', from: (b) => [...onBattlefield(b), ...inHands(b)] },
  { effect: 'cataclysm', where: 'graveyard', from: onBattlefield },
  { effect: 'stronghold-gambit', where: 'battlefield', from: inHands },
  { effect: 'councils-judgment', where: 'exile', from: onBattlefield },
];

function inZone(b: Board, where: Where): Set<CardId> {
  if (where === 'battlefield') return new Set(onBattlefield(b));
  if (where === 'exile') return new Set(b.exile);
  return new Set(Object.values(b.graveyard).flat());
}

/** A card and where it is at the start: "Grizzly Bears (Ana's battlefield)". */
function cardOption(state: GameState, id: CardId): CardOption {
  const name = state.cards[id]?.name ?? id;
  const b = state.board;
  const ctl = b.battlefield.find((e) => e.card === id)?.controller;
  if (ctl) return { id, name, zone: 'battlefield', player: ctl };
  const holder = Object.keys(b.hand).find((p) => b.hand[p]!.includes(id));
  return { id, name, zone: holder ? 'hand' : null, player: holder ?? null };
}

export const whereCardsGo: Topic = {
  id: 'where-cards-go',
  make(rng, { uniqueNames }) {
    const setup = rng.pick(SETUPS);
    const { effect, where } = setup;
    // Hands full enough for Stronghold Gambit to have creatures to reveal; lands and creatures for the rest.
    const plan =
      effect === 'stronghold-gambit'
        ? { ...DEFAULT_PLAN, hand: { pool: [...CREATURES, ...SPELLS, ...LANDS.slice(0, 2)], count: [1, 3] as [number, number] } }
        : { ...DEFAULT_PLAN, battlefield: { pool: [...CREATURES, DRYAD_ARBOR, ...LANDS, ...DEFAULT_PLAN.battlefield.pool], count: [1, 4] as [number, number] } };
    const scenario = randomTable(rng, effect, plan, uniqueNames);
    const { states, decisions } = play(scenario, randomChooser(rng));
    const start = states[0]!;
    const end = states[states.length - 1]!;
    if (!end.done || decisions.length === 0) return null;
    const ids = setup.from(start.board);
    if (ids.length < 2 || ids.length > 12) return null;
    const there = inZone(end.board, where);
    const answer = ids.filter((id) => there.has(id));
    // Each choice in words, with the engine's question to that player.
    const choices = decisions.map((d, i) => chosenWhenAsked(d, states[i]!.pending!, start));
    const actions = end.events.filter((e) => e.kind === 'action' && e.cards?.some((c) => there.has(c) && ids.includes(c)));
    const last = [...end.events].reverse().find((e) => e.kind === 'action');
    const events = actions.length ? actions : last ? [last] : [];
    return {
      ...fromTheStart(scenario),
      answer: { options: answer },
      rule: (actions[actions.length - 1] ?? last)?.rule ?? '608.2',
      facts: { topic: 'where-cards-go', effect, where, options: ids.map((id) => cardOption(start, id)), choices, answer: namesOf(start, answer), events },
      sandbox: { ...scenario, decisions },
      features: features(scenario, anyFaceDown(states), effect),
    };
  },
};
