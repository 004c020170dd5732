// Pieces several effects share: the order note at the start, the one-round script, the APNAP
// face-down round, the "starting with you" round, simultaneous sacrifice and discard.
import { activeSeat, apnap, isTeamTable, sides, tableOf, turnOrder } from '../core/authority';
import type { EffectScript, Question, RoundSpec } from '../rules/101.4-choice-round';
import { log, res, type Draft, type RoundChoice, type Automatic } from '../core/state';
import type { EffectId } from '../core/types';

export const picked = (choices: RoundChoice[]) =>
  choices.flatMap((c) => c.choice.map((card) => ({ player: c.player, card })));

/**
 * The order note at the start: APNAP from the active player (101.4), or "starting with you":
 * turn order from the controller, whoever is the active player.
 */
export function orderIntro(d: Draft, rule: string, sequence: 'apnap' | 'sequential' | 'written'): void {
  const t = tableOf(d);
  const players = sequence !== 'sequential' ? apnap(t) : turnOrder(t, d.controller);
  const active = activeSeat(t);
  // 805.6: with teams, the active team first, then each other team, each in the order it chooses.
  const teams = isTeamTable(t) ? sides(t) : null;
  if (teams && sequence !== 'sequential') return log(d, { type: 'order', rule: '805.6', effect: d.scenario.effect.id, sequence, players: teams.flat(), active, controller: d.controller, teams });
  // A card's "starting with you" goes by seats at any table; the teams are named all the same (805.4a).
  log(d, { type: 'order', rule, effect: d.scenario.effect.id, sequence, players, active, controller: d.controller, ...(teams ? { teams } : {}) });
}

/** Queues an automatic action: it happens after the round's last choice, as a step of its own. */
export const queue = (d: Draft, a: Automatic): void => void res(d, 'queue').push(a);

/** "Each player sacrifices a ...": one APNAP round, then all chosen permanents go at once. */
export function sacrificeRound(q: Question, noun: string, rule: string): RoundSpec {
  return {
    order: 'apnap',
    rule: '101.4',
    faceDown: false,
    questions: [q],
    finish: (d, choices) => queue(d, { do: 'sacrifice', rule, what: 'chosen', noun, picks: picked(choices) }),
  };
}

/** 101.4a: the face-down cards are revealed and discarded together. */
export function discardChosen(d: Draft, choices: RoundChoice[], rule: string): void {
  queue(d, { do: 'discard', rule, picks: picked(choices) });
}

/** An effect that is one choice round: the order note for that round, then the round. `before` runs first. */
export function oneRound(id: EffectId, round: RoundSpec, before?: (d: Draft) => void): EffectScript {
  return {
    id,
    intro: (d) => {
      before?.(d);
      orderIntro(d, round.rule, round.order);
    },
    steps: [{ round }],
  };
}

/** 101.4 + 101.4a: APNAP from the active player, each card chosen face down from the hand. */
export const faceDownRound = (q: Question, finish: RoundSpec['finish']): RoundSpec => ({
  order: 'apnap',
  rule: '101.4',
  faceDown: true,
  questions: [q],
  finish,
});

/** The card's "starting with you" (608.2c): turn order from the controller, choices public. */
export const startingWithYou = (
  style: 'hypergenesis' | 'rituel-errata',
  q: Question,
  rest: Pick<RoundSpec, 'onChoice' | 'again'>,
): RoundSpec => ({
  order: 'sequential',
  rule: '608.2c',
  faceDown: false,
  style,
  questions: [q],
  ...rest,
});
