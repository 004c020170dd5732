// "Which cards end up where?": the table at the start and every choice stated; the reader selects
// the cards that are in one zone once the effect has finished. The engine's final board is the
// answer key (Cataclysm sacrifices the rest, Stronghold Gambit's lowest mana value, Council's
// Judgment's ties, Smallpox's steps one after another).
import { effectName } from '../../index';
import type { Board, CardId, EffectId, GameState } from '../../index';
import { anyFaceDown, listText, namesOf, play, randomChooser } from '../play';
import { CREATURES, DEFAULT_PLAN, DRYAD_ARBOR, LANDS, randomTable, SPELLS } from '../table';
import type { Topic } from '../topic';
import type { AnswerOption, StatedChoice } from '../types';
import { features, fromTheStart } from './shared';

type Where = 'graveyard' | 'battlefield' | 'exile';

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

const ZONE_TEXT: Record<Where, string> = { graveyard: 'in a graveyard', battlefield: 'on the battlefield', exile: 'in exile' };

function inZone(b: Board, where: Where): Set<CardId> {
  if (where === 'battlefield') return new Set(onBattlefield(b));
  if (where === 'exile') return new Set(b.exile);
  return new Set(Object.values(b.graveyard).flat());
}

/** "Grizzly Bears (Ana's battlefield)". */
function optionLabel(state: GameState, id: CardId): string {
  const name = state.cards[id]?.name ?? id;
  const b = state.board;
  const ctl = b.battlefield.find((e) => e.card === id)?.controller;
  if (ctl) return `${name} (${ctl}'s battlefield)`;
  const holder = Object.keys(b.hand).find((p) => b.hand[p]!.includes(id));
  return holder ? `${name} (${holder}'s hand)` : name;
}

export const whereCardsGo: Topic = {
  id: 'where-cards-go',
  title: 'Which cards end up where?',
  blurb: 'Every choice is given: select the cards that end up in a zone once the effect is done (101.4, 608.2e).',
  make(rng) {
    const setup = rng.pick(SETUPS);
    const { effect, where } = setup;
    // Hands full enough for Stronghold Gambit to have creatures to reveal; lands and creatures for the rest.
    const plan =
      effect === 'stronghold-gambit'
        ? { ...DEFAULT_PLAN, hand: { pool: [...CREATURES, ...SPELLS, ...LANDS.slice(0, 2)], count: [1, 3] as [number, number] } }
        : { ...DEFAULT_PLAN, battlefield: { pool: [...CREATURES, DRYAD_ARBOR, ...LANDS, ...DEFAULT_PLAN.battlefield.pool], count: [1, 4] as [number, number] } };
    const scenario = randomTable(rng, effect, plan);
    const { states, decisions } = play(scenario, randomChooser(rng));
    const start = states[0]!;
    const end = states[states.length - 1]!;
    if (!end.done || decisions.length === 0) return null;
    const ids = setup.from(start.board);
    if (ids.length < 2 || ids.length > 12) return null;
    const there = inZone(end.board, where);
    const options: AnswerOption[] = ids.map((id) => ({ id, label: optionLabel(start, id) }));
    const answer = ids.filter((id) => there.has(id));
    // Each choice in words, with the engine's question to that player.
    const stated: StatedChoice[] = decisions.map((d, i) => ({
      player: d.player,
      prompt: states[i]!.pending!.prompt,
      text: d.choice.length ? listText(namesOf(start, d.choice)) : 'no card',
    }));
    const actions = end.events.filter((e) => e.kind === 'action' && e.cards?.some((c) => there.has(c) && ids.includes(c)));
    const last = [...end.events].reverse().find((e) => e.kind === 'action');
    const why = (actions.length ? actions : last ? [last] : []).map((e) => e.text).join(' ');
    return {
      ...fromTheStart(scenario, stated),
      question: `${effectName(effect)} resolves, and each choice below is made in turn. When it has finished, which of these cards are ${ZONE_TEXT[where]}?`,
      ask: { kind: 'options', prompt: `Select every card that ends up ${ZONE_TEXT[where]}.`, options },
      answer: { options: answer },
      answerText: answer.length ? listText(namesOf(start, answer)) : 'none of them',
      rule: (actions[actions.length - 1] ?? last)?.rule ?? '608.2',
      why: why || `${effectName(effect)} moves none of these cards.`,
      sandbox: { ...scenario, decisions },
      features: features(scenario, anyFaceDown(states), effect),
    };
  },
};
