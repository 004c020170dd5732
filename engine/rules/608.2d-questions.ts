// Question builders over card queries: the legal options (608.2d) and, for an illegal one,
// the precise reason ("Ana doesn't control Grizzly Bears.", "Forest is not a creature.").
import { controllerOf, handOf } from '../core/board';
import type { Question } from './101.4-choice-round';
import type { Draft } from '../core/state';
import { own } from '../core/text';
import type { CardId, CardType, Params, PlayerId, QuestionKey } from '../core/types';

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

export function whyNot(d: Draft, p: PlayerId, q: CardQuery, id: string): Params {
  const c = own(d.cards, id);
  if (!c) return { why: 'unknown-card' };
  const name = c.name;
  if (q.zone === 'hand') {
    const holder = q.whose === 'self' ? p : d.controller;
    if (!handOf(d.board, holder).includes(id)) {
      return { why: 'not-in-hand', name, holder, cast: d.board.stack.some((e) => 'card' in e && e.card === id) ? 1 : 0 };
    }
  } else {
    const ctl = controllerOf(d.board, id);
    if (ctl === undefined) return { why: 'not-on-battlefield', name };
    if (q.whose === 'self' && ctl !== p) return { why: 'not-controlled', name, player: p };
    if (q.whose === 'others' && ctl === d.controller) return { why: 'controlled-by-controller', name, controller: d.controller };
  }
  if (q.anyOf && !q.anyOf.some((t) => c.types.includes(t))) return { why: 'wrong-type', name, types: q.anyOf.slice() };
  if (q.nonland && c.types.includes('land')) return { why: 'land', name };
  return { why: 'not-now', name };
}

export interface CardQuestion {
  key: QuestionKey;
  query: CardQuery;
  min: 0 | 1;
  params?(d: Draft, p: PlayerId): Params;
}

export function cardQuestion(o: CardQuestion): Question {
  return {
    key: o.key,
    kind: 'cards',
    min: o.min,
    params: o.params ?? (() => ({})),
    options: (d, p) => candidates(d, p, o.query),
    whyNot: (d, p, id) => whyNot(d, p, o.query, id),
  };
}

/** "Choose a creature you control to sacrifice." and its companions, for a card type. */
export function permanentQuestion(type: 'artifact' | 'creature' | 'enchantment' | 'land', purpose: 'sacrifice' | 'keep'): Question {
  return cardQuestion({
    key: `${purpose}-${type}` as QuestionKey,
    query: { zone: 'battlefield', whose: 'self', anyOf: [type] },
    min: 1,
    params: () => ({ type }),
  });
}

/** Each player discards a card: any card from their own hand, face down (101.4a). */
export const discardQuestion: Question = cardQuestion({
  key: 'discard',
  query: { zone: 'hand', whose: 'self' },
  min: 1,
});

export const PERMANENT_CARD: CardType[] = ['artifact', 'creature', 'enchantment', 'land'];

/** Show and Tell, Hypergenesis: "an artifact, creature, enchantment, or land card from their hand". */
export function putQuestion(faceDown: boolean): Question {
  return cardQuestion({
    key: faceDown ? 'put-permanent-face-down' : 'put-permanent',
    query: { zone: 'hand', whose: 'self', anyOf: PERMANENT_CARD },
    min: 0,
  });
}
