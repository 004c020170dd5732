// Rituel, original wording: the choices are made under 101.4 in APNAP order from the active
// player (the hand is revealed, so they are public, 101.4b); then the casts, which can't happen
// at the same moment, are done one at a time in APNAP order (608.2f), each becoming the new top
// of the stack (608.2g). Two players may choose the same card: the later cast does nothing, because the card
// has already left the hand (400.7: a card that changes zones is a new object; 608.2f only sets the order).
import type { EffectScript } from '../rounds';
import { act, log } from '../state';
import { cardName } from '../text';
import { handOf } from '../board';
import { apnapIntro } from './common';
import { cast, revealHand, RITUEL_FRENCH_ORIGINAL, rituelQuestion, stackEnd } from './rituel';

export const rituelOriginal: EffectScript = {
  id: 'rituel-original',
  name: 'Rituel (original wording)',
  text: 'Reveal your hand. Each player may choose a nonland card from your hand and cast that card without paying its mana cost.',
  french: RITUEL_FRENCH_ORIGINAL,
  rule: '608.2f',
  intro: (d) => {
    revealHand(d);
    apnapIntro(d, '101.4', 'The wording names no first player, so every choice is made first,');
  },
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: false,
        questions: [rituelQuestion(false)],
        finish: (d, choices) => {
          for (const { player: p, choice } of choices) {
            const id = choice[0];
            if (id === undefined) continue;
            if (handOf(d.board, d.controller).includes(id)) {
              act(d, '608.2f', `${p} casts ${cardName(d.cards, id)} without paying its mana cost (casts go one at a time, in APNAP order).`, [id]);
              log(d, 'action', '608.2g', cast(d, p, id), { cards: [id] });
            } else {
              const by = choices.find((x) => x.choice[0] === id && x.player !== p)?.player;
              act(
                d,
                '400.7',
                `${p}'s cast of ${cardName(d.cards, id)} does nothing: ${by ? `${by} already cast it, so ` : ''}it is no longer in ${d.controller}'s hand.`,
                [id],
              );
            }
          }
        },
      },
    },
  ],
  end: stackEnd,
};
