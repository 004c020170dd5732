// Pieces several effects share: the APNAP intro, simultaneous sacrifice and discard.
import { toGraveyard } from '../board';
import { apnapOrder, turnOrderFrom } from '../order';
import type { Question, RoundSpec } from '../rounds';
import { act, log, type Draft, type RoundChoice } from '../state';
import { listText, own } from '../text';
import type { CardId } from '../types';

/** "Ana's Grizzly Bears, Ben's Llanowar Elves and Cy's Forest". */
export function whoseCards(d: Draft, picks: { player: string; card: CardId }[]): string {
  return listText(picks.map((x) => `${x.player}'s ${own(d.cards, x.card)?.name ?? x.card}`));
}

export const picked = (choices: RoundChoice[]) =>
  choices.flatMap((c) => c.choice.map((card) => ({ player: c.player, card })));

/** 101.4: the order note at the start of an APNAP effect. */
export function apnapIntro(d: Draft, rule = '101.4', what = 'Choices are made'): void {
  const order = apnapOrder(d.players, d.active);
  const not = d.controller !== d.active ? ` (not ${d.controller}, who controls the effect)` : '';
  log(d, 'start', rule, `${what} in APNAP order, starting with ${d.active}, the active player${not}: ${order.join(', ')}.`);
}

/** "Starting with you": turn order from the controller, whoever is the active player. */
export function startingWithIntro(d: Draft, rule: string, role: string, what: string): void {
  const order = turnOrderFrom(d.players, d.controller);
  const even = d.controller !== d.active ? `, even though ${d.active} is the active player` : '';
  log(d, 'start', rule, `${what} starting with ${d.controller} (${role})${even}, in turn order: ${order.join(', ')}.`);
}

/** "Each player sacrifices a ...": one APNAP round, then all chosen permanents go at once. */
export function sacrificeRound(q: Question, noun: string, rule: string): RoundSpec {
  return {
    order: 'apnap',
    rule: '101.4',
    faceDown: false,
    questions: [q],
    finish: (d, choices) => {
      const p = picked(choices);
      toGraveyards(d, p, rule, p.length ? `All chosen ${noun} are sacrificed simultaneously: ${whoseCards(d, p)}.` : `No ${noun.replace(/s$/, '')} was chosen, so nothing is sacrificed.`);
    },
  };
}

type Pick = { player: string; card: CardId };

/** One simultaneous action (101.4): its own step, then every card goes to its owner's graveyard. */
export function toGraveyards(d: Draft, picks: Pick[], rule: string, text: string): void {
  act(d, rule, text, picks.map((x) => x.card));
  for (const x of picks) {
    const c = own(d.cards, x.card);
    if (c) toGraveyard(d.board, c);
  }
}

/** 101.4a: the face-down cards are revealed and discarded together. */
export function discardChosen(d: Draft, choices: RoundChoice[], rule: string): void {
  const p = picked(choices);
  toGraveyards(d, p, rule, p.length ? `The chosen cards are revealed and discarded simultaneously: ${whoseCards(d, p)}.` : 'No card was chosen, so nothing is discarded.');
}
