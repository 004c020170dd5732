// 608.2f, second sentence: an action on several players and objects that can't be processed
// simultaneously is processed one affected player or object at a time. "APNAP order is used to make
// the primary determination of the order of those actions. Secondarily, if the action is to be taken
// on both a player and an object they control or on multiple objects controlled by the same player,
// the player who controls the resolving spell or ability chooses the relative order of those actions."
// Soulfire Eruption (the CR's own example under 608.2f): for each target, exile the top card of your
// library, then deal damage equal to its mana value to that target. Its controller can't exile
// several top cards at once, so the targets are taken one at a time: the group of the first player
// in APNAP order (that player and the creatures they control) first, inside it in the order the
// controller chooses, each choice made after seeing the cards exiled before (406.3: exiled face up).
// Damage to a player is life loss (120.3a; the team's total, 810.9); damage to a creature is marked
// and destroys it at the next state-based check (704.5g), after the spell has resolved.
// At a team table the players come in the authority's APNAP order with each team in seat order (the
// team's own choice of its members' order, 805.6, is not asked). Not modelled: "You may play the
// exiled cards", planeswalkers, a target that became illegal (608.2b).
import { apnap, seated, tableOf } from '../core/authority';
import { changeLife, controllerOf, toExile } from '../core/board';
import { log, zone, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { Params, PlayerId } from '../core/types';
import type { Pick } from '../core/events';
import type { Question, RoundSpec } from './101.4-choice-round';

const isPlayer = (d: Draft, t: string) => seated(tableOf(d), t);

/** The player whose group a target is in: the player themselves, or the creature's controller. */
export const groupOf = (d: Draft, t: string): PlayerId | undefined => (isPlayer(d, t) ? t : controllerOf(d.board, t));

/** The targets not yet considered, as the file lists them. */
export const remaining = (d: Draft): string[] => (d.scenario.targets ?? []).filter((t) => !(d.res.considered ?? []).includes(t));

/** 608.2f: the first player in APNAP order with a target left in their group; null once all are done. */
export function currentGroup(d: Draft): PlayerId | null {
  const left = remaining(d).map((t) => groupOf(d, t));
  return apnap(tableOf(d)).find((p) => left.includes(p)) ?? null;
}

/** The controller's options now: the targets left in the current group (608.2f secondarily: theirs to order). */
export const targetOptions = (d: Draft): string[] => remaining(d).filter((t) => groupOf(d, t) === currentGroup(d));

const nameOf = (d: Draft, t: string) => (isPlayer(d, t) ? t : (own(d.cards, t)?.name ?? t));

const target: Question = {
  key: 'soulfire-target',
  kind: 'cards',
  params: (d) => ({ group: currentGroup(d) ?? '', targets: targetOptions(d).map((t) => nameOf(d, t)), left: remaining(d).length }),
  options: (d, p) => (p === d.controller ? targetOptions(d) : []),
  // A target of a later player's group: APNAP order comes first (608.2f); anything else is no target.
  whyNot: (d, _p, o): Params => {
    if (remaining(d).includes(o)) return { why: 'apnap-group', name: nameOf(d, o), player: groupOf(d, o) ?? '', first: currentGroup(d) ?? '' };
    return isPlayer(d, o) || own(d.cards, o) ? { why: 'not-a-target', name: nameOf(d, o) } : { why: 'unknown-card' };
  },
  whyNotRule: (d, _p, o) => (remaining(d).includes(o) ? '608.2f' : undefined),
  min: 1,
};

/** The controller takes the targets one at a time until none is left (608.2f): one round, repeated. */
export const targetRound: RoundSpec = {
  order: 'sequential',
  rule: '608.2f',
  faceDown: false,
  style: 'soulfire-eruption',
  questions: [target],
  skips: (d, p) => p !== d.controller,
  onChoice: (d, p, choice) => exileThenDamage(d, p, choice[0]!),
  // Until no player in APNAP order has a target left: a target no player in the game answers for (a
  // creature gone, a player who left) is not one any more (608.2b), and the round never waits on it.
  again: (d) => currentGroup(d) !== null,
};

/** For one target: exile the top card of `p`'s library, then damage equal to its mana value (202.3; no card: 0). */
export function exileThenDamage(d: Draft, p: PlayerId, t: string): void {
  d.res.considered = [...(d.res.considered ?? []), t];
  const top = zone(d, 'library', p)?.[0];
  const card = top === undefined ? undefined : own(d.cards, top);
  const exiled: Pick | null = card ? picksOf(d, [{ player: p, card: card.id }])[0]! : null;
  if (card) toExile(d, card.id);
  const amount = card?.manaValue ?? 0;
  const on = isPlayer(d, t) ? { target: t } : { creature: picksOf(d, [{ player: groupOf(d, t) ?? p, card: t }])[0]! };
  log(d, { type: 'exile-damage', rule: '608.2f', player: p, exiled, amount, ...on, cards: [...(card ? [card.id] : []), ...(on.creature ? [t] : [])] });
  if (isPlayer(d, t)) changeLife(d, t, -amount);
  else d.res.damage = { ...d.res.damage, [t]: (d.res.damage?.[t] ?? 0) + amount };
}
