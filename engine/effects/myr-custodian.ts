// Myr Custodian's enters ability (apnap/3): "When Myr Custodian enters, scry 2. Then each opponent may
// scry 1." (Oracle text; Forge, forge-gui/res/cardsfolder/m/myr_custodian.txt, commit
// 1471a6a0e548703e1397a9a93006d446046f4b22.) The effect is the ability resolving; its controller is
// the Custodian's. 608.2c: the first sentence first: the controller scries 2 alone (701.22a). Then
// each opponent, in APNAP order (101.4), says whether they scry 1; those who do look at their top
// card at the same time, decide in APNAP order where it goes, and the cards move at the same time
// (701.22c). The official ruling says "turn order": the same order only when the controller is the
// active player; the engine follows the CR.
import { isOpponent, tableOf } from '../core/authority';
import type { EffectScript, Question, RoundSpec } from '../rules/101.4-choice-round';
import { scryQuestion } from '../rules/701.22c-scry';
import type { Params } from '../core/types';
import { orderIntro, queue } from './common';

/** The card's "scry 2" and "scry 1". */
const CONTROLLER_SCRY = 2;
const OPPONENT_SCRY = 1;

/** "each opponent may scry 1": whether they do (102.3: at a team table, not the controller's teammate). */
const mayQuestion: Question = {
  key: 'scry-may',
  kind: 'named',
  min: 1,
  options: (d, p) => (isOpponent(tableOf(d), d.controller, p) ? ['scry', 'decline'] : []),
  params: (d) => ({ controller: d.controller, count: OPPONENT_SCRY }),
  whyNot: (d, p): Params => (isOpponent(tableOf(d), d.controller, p) ? { why: 'not-scry-or-decline', player: p } : { why: 'not-an-opponent-of', player: p, controller: d.controller }),
  skipRule: '701.22c',
};

/** 701.22a: the controller puts back the two cards they looked at (the only player looking). */
const controllerRound: RoundSpec = {
  order: 'apnap',
  rule: '701.22a',
  faceDown: false,
  questions: [scryQuestion],
  finish: (d, choices) => queue(d, { do: 'scry-move', rule: '701.22a', choices }),
};

const mayRound: RoundSpec = {
  order: 'apnap',
  rule: '101.4',
  faceDown: false,
  questions: [mayQuestion],
  finish: (d, choices) => {
    const players = choices.filter((c) => c.choice[0] === 'scry').map((c) => c.player);
    if (players.length) queue(d, { do: 'look', rule: '701.22c', who: players, count: OPPONENT_SCRY });
  },
};

/** 701.22c: the opponents who scry decide in APNAP order; then the cards move at the same time. */
const opponentsRound: RoundSpec = {
  order: 'apnap',
  rule: '701.22c',
  faceDown: false,
  questions: [scryQuestion],
  finish: (d, choices) => queue(d, { do: 'scry-move', rule: '701.22c', choices }),
};

export const myrCustodian: EffectScript = {
  id: 'myr-custodian',
  intro: (d) => {
    orderIntro(d, '701.22c', 'apnap');
    queue(d, { do: 'look', rule: '701.22a', who: [d.controller], count: CONTROLLER_SCRY });
  },
  steps: [{ round: controllerRound }, { round: mayRound }, { round: opponentsRound }],
};
