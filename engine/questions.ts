// Question builders over card queries: the legal options (608.2d) and, for an illegal one,
// the precise reason ("Ana doesn't control Grizzly Bears.", "Forest is not a creature.").
import { controllerOf, handOf } from './board';
import type { Question } from './rounds';
import type { Draft } from './state';
import { own, typePhrase } from './text';
import type { CardId, CardType, PlayerId } from './types';

export interface CardQuery {
  zone: 'battlefield' | 'hand';
  /**
   * battlefield: `self` = permanents the chooser controls, `others` = permanents the effect's
   * controller doesn't control. hand: `self` = the chooser's hand, `others` = the controller's.
   */
  whose: 'self' | 'others';
  anyOf?: CardType[];
  nonland?: boolean;
}

const fits = (d: Draft, q: CardQuery, id: CardId): boolean => {
  const c = own(d.cards, id);
  if (!c) return false;
  if (q.anyOf && !q.anyOf.some((t) => c.types.includes(t))) return false;
  return !(q.nonland && c.types.includes('land'));
};

export function candidates(d: Draft, p: PlayerId, q: CardQuery): CardId[] {
  const ids =
    q.zone === 'hand'
      ? handOf(d.board, q.whose === 'self' ? p : d.controller)
      : d.board.battlefield
          .filter((e) => (q.whose === 'self' ? e.controller === p : e.controller !== d.controller))
          .map((e) => e.card);
  return ids.filter((id) => fits(d, q, id));
}

export function whyNot(d: Draft, p: PlayerId, q: CardQuery, id: string): string {
  const c = own(d.cards, id);
  if (!c) return `There is no card "${id}" in this game.`;
  if (q.zone === 'hand') {
    const holder = q.whose === 'self' ? p : d.controller;
    if (!handOf(d.board, holder).includes(id)) {
      const cast = d.board.stack.some((e) => e.card === id) ? ' (it has already been cast)' : '';
      return `${c.name} is not in ${holder}'s hand${cast}.`;
    }
  } else {
    const ctl = controllerOf(d.board, id);
    if (ctl === undefined) return `${c.name} is not on the battlefield.`;
    if (q.whose === 'self' && ctl !== p) return `${p} doesn't control ${c.name}.`;
    if (q.whose === 'others' && ctl === d.controller) {
      return `${d.controller} controls ${c.name}: the choice must be a permanent ${d.controller} doesn't control.`;
    }
  }
  if (q.anyOf && !q.anyOf.some((t) => c.types.includes(t))) return `${c.name} is not ${typePhrase(q.anyOf)}.`;
  if (q.nonland && c.types.includes('land')) return `${c.name} is a land: only a nonland card can be chosen.`;
  return `${c.name} can't be chosen now.`;
}

export interface CardQuestion {
  query: CardQuery;
  min: 0 | 1;
  label: string;
  kind(d: Draft, p: PlayerId): string;
  prompt(d: Draft, p: PlayerId): string;
  /** Event text for a chosen card. */
  chose(p: PlayerId, name: string): string;
  /** Event text for a declined "may" choice. */
  declined?(p: PlayerId): string;
  skip(d: Draft, p: PlayerId): string;
}

export function cardQuestion(o: CardQuestion): Question {
  return {
    label: o.label,
    kind: o.kind,
    prompt: o.prompt,
    min: o.min,
    skip: o.skip,
    options: (d, p) => candidates(d, p, o.query),
    whyNot: (d, p, id) => whyNot(d, p, o.query, id),
    chose: (d, p, choice) => {
      const id = choice[0];
      return id === undefined ? (o.declined?.(p) ?? `${p} chooses nothing.`) : o.chose(p, own(d.cards, id)?.name ?? id);
    },
  };
}

/** "Choose a creature you control to sacrifice." and its companions, for a card type. */
export function permanentQuestion(type: CardType, purpose: 'sacrifice' | 'keep'): Question {
  const a = typePhrase([type]);
  const to = purpose === 'keep' ? 'to keep' : 'to sacrifice';
  return cardQuestion({
    query: { zone: 'battlefield', whose: 'self', anyOf: [type] },
    min: 1,
    label: type,
    kind: (_d, p) => `${a} ${p} controls ${to}`,
    prompt: () => `Choose ${a} you control ${to}${purpose === 'keep' ? ' (everything not chosen is sacrificed)' : ''}.`,
    chose: (p, name) => (purpose === 'keep' ? `${p} chooses ${name} as the ${type} to keep.` : `${p} chooses ${name} to sacrifice.`),
    skip: (_d, p) => `${p} controls no ${type}, so ${p} makes no choice ${purpose === 'keep' ? `for the ${type}` : 'here'}.`,
  });
}

/** Each player discards a card: any card from their own hand, face down (101.4a). */
export const discardQuestion: Question = cardQuestion({
  query: { zone: 'hand', whose: 'self' },
  min: 1,
  label: 'card',
  kind: (_d, p) => `a card in ${p}'s hand to discard`,
  prompt: () => 'Choose a card in your hand to discard. Others see only that you chose (101.4a).',
  chose: (p, name) => `${p} chooses ${name} to discard.`,
  skip: (_d, p) => `${p} has no card in hand, so ${p} has nothing to discard.`,
});

export const PERMANENT_CARD: CardType[] = ['artifact', 'creature', 'enchantment', 'land'];

/** Show and Tell, Hypergenesis: "an artifact, creature, enchantment, or land card from their hand". */
export function putQuestion(faceDown: boolean): Question {
  return cardQuestion({
    query: { zone: 'hand', whose: 'self', anyOf: PERMANENT_CARD },
    min: 0,
    label: 'card',
    kind: (_d, p) => `an artifact, creature, enchantment or land card in ${p}'s hand to put onto the battlefield`,
    prompt: () =>
      `You may choose an artifact, creature, enchantment or land card in your hand to put onto the battlefield${faceDown ? ' (face down: others see only that you chose, 101.4a)' : ''}, or choose nothing.`,
    chose: (p, name) => (faceDown ? `${p} chooses ${name}.` : `${p} puts ${name} onto the battlefield.`),
    declined: (p) => (faceDown ? `${p} chooses no card.` : `${p} puts nothing onto the battlefield.`),
    skip: (_d, p) => `${p} has no artifact, creature, enchantment or land card in hand, so ${p} has nothing to choose.`,
  });
}
