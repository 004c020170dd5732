// Day of Judgment: "Destroy all creatures." Every creature is destroyed at the same moment. A creature
// about to go to its owner's graveyard with two or more replacement effects that apply (rules/616.1-replacement.ts)
// is the subject of a choice by the creature's controller, not by the effects' controllers (616.1);
// several players choosing at once choose in APNAP order (616.1, 101.4), each knowing the earlier
// choices (101.4b), and a player with several such creatures chooses for each in turn (101.4c). A
// creature with one applicable effect gets it (614.6); one with none is put into the graveyard and dies.
import type { Question, RoundSpec } from '../rules/101.4-choice-round';
import { replacementsFor } from '../rules/616.1-replacement';
import type { Draft, RoundChoice } from '../core/state';
import { everyone, tableOf } from '../core/authority';
import { own } from '../core/text';
import type { CardId, Params, PlayerId } from '../core/types';
import { orderIntro, queue } from './common';

const creatures = (d: Draft) => d.board.battlefield.filter((e) => own(d.cards, e.card)?.types.includes('creature'));

/** The creatures `p` controls that two or more replacement effects would apply to, in battlefield order. */
export const contested = (d: Draft, p: PlayerId): CardId[] =>
  creatures(d)
    .filter((e) => e.controller === p && replacementsFor(d, e.card).length >= 2)
    .map((e) => e.card);

/** The question for `p`'s `slot`-th contested creature (101.4c: one after another). */
function slot(j: number): Question {
  const creature = (d: Draft, p: PlayerId) => contested(d, p)[j];
  return {
    key: 'replacement-effect',
    kind: 'cards',
    params: (d, p): Params => {
      const c = creature(d, p);
      return c === undefined ? { count: contested(d, p).length } : { creature: c, name: own(d.cards, c)?.name ?? c, count: contested(d, p).length };
    },
    options: (d, p) => {
      const c = creature(d, p);
      return c === undefined ? [] : replacementsFor(d, c).map((r) => r.source);
    },
    whyNot: (d, p, option): Params => {
      const c = creature(d, p) ?? '';
      const source = own(d.cards, option);
      return source ? { why: 'not-a-replacement', name: source.name, creature: own(d.cards, c)?.name ?? c } : { why: 'unknown-card' };
    },
    min: 1,
    skipRule: '616.1',
    ...(j > 0 ? { silent: true as const } : {}),
  };
}

/** One question per contested creature of the player with the most of them (the others are passed over). */
const round = (d: Draft): RoundSpec => {
  const most = Math.max(1, ...everyone(tableOf(d)).map((p) => contested(d, p).length));
  return {
    order: 'apnap',
    rule: '616.1',
    faceDown: false,
    questions: Array.from({ length: most }, (_, j) => slot(j)),
    finish: (dd: Draft, choices: RoundChoice[]) => {
      const chosen = choices.flatMap((c, i) => {
        const creature = contested(dd, c.player)[choices.slice(0, i).filter((x) => x.player === c.player).length];
        return creature !== undefined && c.choice[0] !== undefined ? [{ card: creature, source: c.choice[0] }] : [];
      });
      queue(dd, { do: 'destroy-replaced', rule: '616.1', chosen });
    },
  };
};

export const dayOfJudgment = {
  id: 'day-of-judgment' as const,
  intro: (d: Draft) => orderIntro(d, '616.1', 'apnap'),
  steps: [{ round }],
};
