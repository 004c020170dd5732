// Show and Tell, 101.4 + 101.4a: APNAP, each player may choose an artifact, creature,
// enchantment or land card in hand, face down; all enter together. An Archangel of Strife among
// them asks its war-or-peace choices before they enter; chosen by a nonactive player, that
// restarts APNAP for the outstanding choices (101.4d, derived from the rules: see entering.ts).
import { putQuestion } from '../questions';
import type { EffectScript } from '../choice-round';
import { orderIntro, picked, queue } from './common';

export const showAndTell: EffectScript = {
  id: 'show-and-tell',
  intro: (d) => orderIntro(d, '101.4', 'apnap'),
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: true,
        questions: [putQuestion(true)],
        finish: (d, choices) => {
          const entering = picked(choices).map((x) => ({ card: x.card, controller: x.player }));
          queue(d, { do: 'enter', rule: '101.4', how: 'chosen', entering, lowest: 0, restart: true });
        },
      },
    },
  ],
};
