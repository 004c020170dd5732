// Rituel, original wording: the choices are made under 101.4 in APNAP order from the active
// player (the hand is revealed, so they are public, 101.4b); then the casts, which can't happen
// at the same moment, are done one at a time in APNAP order (608.2f), each becoming the new top
// of the stack (608.2g). Two players may choose the same card: the later cast does nothing, because the card
// has already left the hand (400.7: a card that changes zones is a new object; 608.2f only sets the order).
import { oneRound, queue } from './common';
import { revealHand, rituelQuestion } from './rituel';

export const rituelOriginal = oneRound(
  'rituel-original',
  {
    order: 'apnap',
    rule: '101.4',
    faceDown: false,
    questions: [rituelQuestion(false)],
    finish: (d, choices) => {
      for (const { player, choice } of choices) {
        const card = choice[0];
        if (card === undefined) continue;
        // Who cast it first, if another player chose the same card (named if the cast fails).
        const by = choices.find((x) => x.choice[0] === card && x.player !== player)?.player ?? null;
        queue(d, { do: 'cast', rule: '608.2f', player, card, by });
      }
    },
  },
  revealHand,
);
