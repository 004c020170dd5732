// A rules illustration of 613.7m (no card): "Each player puts all artifact, creature, enchantment,
// and land cards from their hand onto the battlefield at the same time." The cards enter together,
// so they receive their timestamps simultaneously: in APNAP order (613.7m), the active player's
// objects earliest, in the order that player chooses, then each other player's in turn order, each
// choosing the relative order of their own (a player with one object or none has nothing to order).
// Then the type-changing effects among them apply in timestamp order (613.7, rules/613.7m-timestamps.ts).
import type { EffectScript, Question, RoundSpec } from '../rules/101.4-choice-round';
import { timestampOrder } from '../rules/613.7m-timestamps';
import { apnap, tableOf } from '../core/authority';
import type { Draft, RoundChoice, RoundState } from '../core/state';
import { own } from '../core/text';
import type { CardId, CardType, Params, PlayerId } from '../core/types';
import { orderIntro, queue } from './common';

const PERMANENT: readonly CardType[] = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'];

/** The permanent cards each player had in hand as the effect began (they are the ones that enter). */
const entering = (d: Draft, p: PlayerId): CardId[] =>
  d.scenario.cards.filter((c) => c.zone === 'hand' && c.owner === p && c.types.some((t) => PERMANENT.includes(t))).map((c) => c.id);

/** Those that entered under `p`'s control and are still on the battlefield (the ones `p` orders). */
const mine = (d: Draft, p: PlayerId): CardId[] =>
  entering(d, p).filter((id) => d.board.battlefield.some((e) => e.card === id && e.controller === p));

const timestampQuestion: Question = {
  key: 'timestamp-order',
  kind: 'cards',
  params: (d, p) => ({ count: mine(d, p).length }),
  // 613.7m: a player orders only when two or more of their objects get a timestamp at once.
  options: (d, p) => {
    const xs = mine(d, p);
    return xs.length >= 2 ? xs : [];
  },
  whyNot: (d, p, option): Params => {
    const c = own(d.cards, option);
    return c ? { why: 'not-controlled', name: c.name, player: p } : { why: 'unknown-card' };
  },
  min: 1,
  order: true,
  skipRule: '613.7m',
};

const timestampRound: RoundSpec = {
  order: 'apnap',
  rule: '613.7m',
  faceDown: false,
  questions: [timestampQuestion],
  // 805.6 with 613.7m: a team decides in which order its players' objects get their timestamps as
  // soon as two of its players have one entering, even if each has only one (nothing to order alone).
  takesPart: (d, p) => mine(d, p).length > 0,
  finish: (d: Draft, choices: RoundChoice[], r: RoundState) => {
    // 613.7m: the round's order: the active player's (the active team's, in its chosen order) first.
    const players = apnap(tableOf(d), r.teamOrders);
    const chosen = new Map(players.map((p) => [p, choices.find((c) => c.player === p)?.choice ?? mine(d, p)] as const));
    queue(d, { do: 'timestamps', rule: '613.7m', order: timestampOrder(players, chosen) });
  },
};

export const permanentsEnterTogether: EffectScript = {
  id: 'permanents-enter-together',
  intro: (d) => {
    orderIntro(d, '613.7m', 'apnap');
    const all = apnap(tableOf(d)).flatMap((p) => entering(d, p).map((card) => ({ card, controller: p })));
    queue(d, { do: 'enter', rule: '613.7m', how: 'all', entering: all, lowest: 0, newRound: false });
  },
  steps: [{ round: timestampRound }],
};
