// "Each opponent faces a villainous choice — That player discards their hand, or that player loses 1
// life for each card in all graveyards." A rules illustration of 701.55 (no printed card). 701.55a: the
// player chooses an option, then all of its actions are performed. 701.55d: when several players face
// the choice, that whole process is done for each of them one at a time, in APNAP order from the
// active player (an exception to 608.2e, which has every choice made first and the actions done
// together): the next player chooses knowing the result, on the board it left (101.4b). 701.55b: an
// impossible option may be chosen (discarding an empty hand); as much as possible is done (nothing).
import { changeLife, toGraveyard, handOf } from '../core/board';
import type { Question } from '../rules/101.4-choice-round';
import { isOpponent, tableOf } from '../core/authority';
import { log, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { PlayerId } from '../core/types';
import { oneRound } from './common';

export const VILLAINOUS_OPTIONS = ['discard-hand', 'lose-life'] as const;

/** Cards in all graveyards: what option B costs right now. */
export const graveyardCount = (d: Draft): number => Object.values(d.board.graveyard).reduce((n, g) => n + g.length, 0);

const villainousQuestion: Question = {
  key: 'villainous-choice',
  kind: 'named',
  min: 1,
  // 701.55b: both options may be chosen, even one that is impossible; only the controller's
  // opponents face the choice (102.3: at a team table, not the controller's teammate).
  options: (d, p) => (isOpponent(tableOf(d), d.controller, p) ? VILLAINOUS_OPTIONS.slice() : []),
  params: (d, p) => ({ controller: d.controller, hand: handOf(d.board, p).length, graveyards: graveyardCount(d) }),
  whyNot: (d, p) => (isOpponent(tableOf(d), d.controller, p) ? { why: 'not-a-villainous-option', player: p } : { why: 'not-an-opponent', player: p }),
  skipRule: '701.55d',
};

/** 701.55a: the chosen option is performed at once, before the next player is asked (701.55d). */
export function performOption(d: Draft, p: PlayerId, option: string): void {
  if (option === 'discard-hand') {
    const hand = handOf(d.board, p).slice();
    const picks = picksOf(d, hand.map((card) => ({ player: p, card })));
    // 701.55b: an empty hand: as much of the action as possible is done (nothing).
    log(d, { type: 'villainous', rule: hand.length ? '701.55a' : '701.55b', player: p, option: 'discard-hand', picks, amount: 0, ...(hand.length ? { cards: hand } : {}) });
    for (const id of hand) {
      const c = own(d.cards, id);
      if (c) toGraveyard(d, c);
    }
    return;
  }
  const amount = graveyardCount(d);
  log(d, { type: 'villainous', rule: '701.55a', player: p, option: 'lose-life', picks: [], amount });
  changeLife(d, p, -amount); // 810.9: a team shares the loss
}

export const villainousChoice = oneRound('villainous-choice', {
  order: 'apnap',
  rule: '701.55d',
  faceDown: false,
  questions: [villainousQuestion],
  onChoice: (d, p, choice) => performOption(d, p, choice[0] ?? ''),
});
