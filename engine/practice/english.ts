// A drill's English words, built in this one place from its facts (facts.ts): the question, what
// the reader answers with, the stated choices, the answer and the why. The engine's own English
// (prompts, reasons, log lines) is used where the drill repeats it. French: components/i18n/fr/practice.ts.
import { effectName } from '../index';
// The engine's English, said by the English narrator (this file moves to i18n/narrators/en/practice.ts).
import { narrate } from '@/i18n/narrators/en/events';
import { promptOf } from '@/i18n/narrators/en/questions';
import { reasonText } from '@/i18n/narrators/en/reasons';
import type { GameEvent, GameState, PlayerId } from '../index';
import type { Chosen, ChosenWhenAsked, DrillFacts, NamedAbility, RoundChoice, TriggerStated, Where } from './facts';
import type { AnswerOption, DrillWords, StatedChoice } from './types';

// British English lists, as the engine's own texts: "A, B and C", no serial comma.
const AND = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "A", "A and B", "A, B and C"; `empty` for no item. */
export const listText = (items: readonly string[], empty = 'none'): string => (items.length ? AND.format(items) : empty);

const cardsText = (c: Chosen) => listText(c.names, 'no card');
const textOf = (events: readonly GameEvent[]) => events.map((e) => narrate(e));
/** "Ben's turn" or "their own turn", from the caster's side. */
const whoseTurn = (caster: PlayerId, active: PlayerId) => (active === caster ? 'their own' : `${active}'s`);

const askedChoice = (c: ChosenWhenAsked): StatedChoice => ({ player: c.player, prompt: promptOf(c.question, c.player, c.params), text: cardsText(c) });

const ZONE_TEXT: Record<Where, string> = { graveyard: 'in a graveyard', battlefield: 'on the battlefield', exile: 'in exile' };

/** "Blood Artist, for Ben's Grizzly Bears", "Zulaport Cutthroat, for itself". */
const abilityText = (a: NamedAbility) => `${a.source}, for ${a.died ? `${a.died.owner}'s ${a.died.name}` : 'itself'}`;

function triggerStatedText(s: TriggerStated): string {
  if (s.kind === 'order') return `puts theirs on the stack in this order, first listed lowest: ${s.abilities.map(abilityText).join('; then ')}`;
  if (s.kind === 'one') return `has one ability, so no order to choose: ${abilityText(s.ability)}`;
  return `targets ${s.target} with every Blood Artist ability`;
}

/** What-they-know's why: who chose face down, who declined in the open, whose choices were seen. */
function knowWhy(player: PlayerId, faceDown: boolean, options: readonly RoundChoice[]): string {
  const who = (cs: readonly RoundChoice[]) => listText([...new Set(cs.map((c) => c.player))]);
  const unseen = options.filter((c) => c.hidden);
  const seen = options.filter((c) => !c.hidden);
  // In a face-down round, declining shows: there is no card to hide (the engine knows it as []).
  const declined = seen.filter((c) => faceDown && c.names.length === 0);
  const inOpen = seen.filter((c) => !declined.includes(c));
  const parts = [
    unseen.length ? `${who(unseen)} chose face down from a hidden zone, so ${player} knows only that ${unseen.length > 1 ? 'they chose' : 'a choice was made'}, not what` : '',
    declined.length ? `${who(declined)} chose no card, which everyone sees` : '',
    inOpen.length ? `${inOpen.length > 1 ? `the choices of ${who(inOpen)} were` : `${who(inOpen)}'s choice was`} made in the open, so ${player} knows ${inOpen.length > 1 ? 'them' : 'it'}` : '',
  ].filter(Boolean);
  return `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}

/** The drill's English words; `state` is the drill's state (its pending decision's reason is a why). */
export function englishWords(f: DrillFacts, state: GameState): DrillWords {
  switch (f.topic) {
    case 'who-chooses-next':
      return {
        question: `${effectName(f.effect)} is resolving. Who makes the next choice?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who chooses next.' },
        stated: [],
        answerText: f.player,
        why: state.pending ? reasonText(state.pending.why) : '',
      };
    case 'what-they-know': {
      const label = (c: RoundChoice) => `${c.player} chose ${cardsText(c)}`;
      const options = f.choices.filter((c) => c.id !== undefined);
      const seen = options.filter((c) => !c.hidden);
      return {
        question: `${effectName(f.effect)} is resolving. In this round, these choices are made in this order; now ${f.player} must choose. Which earlier choices does ${f.player} know?`,
        ask: { kind: 'options', prompt: `Tick every choice ${f.player} knows when choosing.`, options: options.map((c): AnswerOption => ({ id: c.id!, label: label(c) })) },
        stated: f.choices.map((c) => ({ player: c.player, text: cardsText(c) })),
        answerText: seen.length ? listText(seen.map(label)) : `none of them (${f.player} knows only that they were made)`,
        why: knowWhy(f.player, f.faceDown, options),
      };
    }
    case 'where-cards-go': {
      const zone = ZONE_TEXT[f.where];
      return {
        question: `${effectName(f.effect)} resolves, and each choice below is made in turn. When it has finished, which of these cards are ${zone}?`,
        ask: {
          kind: 'options',
          prompt: `Select every card that ends up ${zone}.`,
          options: f.options.map((o) => ({ id: o.id, label: o.zone ? `${o.name} (${o.player}'s ${o.zone})` : o.name })),
        },
        stated: f.choices.map(askedChoice),
        answerText: listText(f.answer, 'none of them'),
        why: textOf(f.events).join(' ') || `${effectName(f.effect)} moves none of these cards.`,
      };
    }
    case 'still-chooses': {
      const p = f.player;
      return {
        question: `Smallpox is resolving: everyone has lost 1 life and discarded. Now each player sacrifices a creature, as chosen below. Then comes the land step: does ${p} choose a land to sacrifice?`,
        ask: { kind: 'yes-no', prompt: `Does ${p} still choose a land?` },
        stated: f.choices.map(askedChoice),
        answerText: f.yes ? `Yes, ${p} chooses a land` : `No, ${p} has no land left to choose`,
        why: f.yes
          ? `After the creature step ${p} still controls ${listText(f.lands)}, so ${p} must choose a land to sacrifice: each step sees the results of the one before.`
          : `${(f.skip && narrate(f.skip)) ?? `${p} has no land left to choose.`} The creature step happened first, and each step sees its results.`,
      };
    }
    case 'rituel': {
      const c = f.caster;
      const wish = (w: string[]) => (w.length === 0 ? 'wants nothing' : w.length === 1 ? `wants ${w[0]}, and nothing else` : `wants ${w[0]}, or else ${w[1]}`);
      return {
        question: `${c} casts ${effectName(f.effect)} on ${whoseTurn(c, f.active)} turn. Each player takes the first card on their list that they are allowed to choose when asked. Who casts a spell first, and which cards are left in ${c}'s hand at the end?`,
        ask: { kind: 'seat-and-options', seatPrompt: 'Who casts first?', prompt: `Which cards are left in ${c}'s hand?`, options: f.options.map((o) => ({ id: o.id, label: o.name })) },
        stated: f.wishes.map((w) => ({ player: w.player, text: wish(w.names) })),
        statedTitle: 'What each player wants',
        answerText: `${f.first} casts first; left in ${c}'s hand: ${listText(f.left, 'nothing')}`,
        why: textOf(f.events).filter(Boolean).join(' '),
      };
    }
    case 'trigger-order': {
      const lost = textOf(f.lost);
      return {
        question: `${f.caster} casts Wrath of God on ${whoseTurn(f.caster, f.active)} turn. Every creature dies at once. Whose triggered ability resolves first, and who is left standing once everything has resolved?`,
        ask: {
          kind: 'seat-and-options',
          seatPrompt: 'Whose ability resolves first?',
          prompt: 'Who is left standing?',
          options: f.life.map((x) => ({ id: x.player, label: `${x.player} (${x.life} life)` })),
        },
        stated: f.stated.map((s) => ({ player: s.player, text: triggerStatedText(s) })),
        statedTitle: 'How each player puts their abilities on the stack',
        answerText: `${f.first}'s ability resolves first; left standing: ${listText(f.standing, 'nobody')}`,
        why: `The abilities go on the stack in APNAP order, ${listText(f.placed)}, starting with ${f.active}, the active player, so ${f.placed[f.placed.length - 1]}'s go on last and resolve first.${lost.length ? ` ${lost.join(' ')}` : ''}`,
      };
    }
  }
}
