// The seed card Rituel, both wordings: "Reveal your hand. [Starting with you,] each player may
// choose a nonland card from your hand and cast that card without paying its mana cost."
// "Your" is the caster (the effect's controller); every player, the caster included, chooses.
// The printed French wordings are content's (content/), not the engine's.
import { handOf } from '../core/board';
import { cardQuestion } from '../rules/608.2d-questions';
import type { Question } from '../rules/101.4-choice-round';
import { log, res, type Draft } from '../core/state';
import { cardName } from '../core/text';

/** "Reveal your hand": the caster's hand is public from now on (101.4b applies to the choices). */
export function revealHand(d: Draft): void {
  const hand = handOf(d.board, d.controller);
  for (const id of hand) if (!d.res.revealed.includes(id)) res(d, 'revealed').push(id);
  log(d, { type: 'reveal-hand', rule: '608.2c', player: d.controller, names: hand.map((id) => cardName(d.cards, id)), ...(hand.length ? { cards: hand.slice() } : {}) });
}

export function rituelQuestion(castAtOnce: boolean): Question {
  return cardQuestion({
    key: 'cast-from-hand',
    query: { zone: 'hand', whose: 'others', nonland: true },
    min: 0,
    params: (d) => ({ controller: d.controller, atOnce: castAtOnce ? 1 : 0 }),
  });
}
