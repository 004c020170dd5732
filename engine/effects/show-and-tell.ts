// Show and Tell, 101.4 + 101.4a: APNAP, each player may choose an artifact, creature,
// enchantment or land card in hand, face down; all enter together. An Archangel of Strife among
// them asks its war-or-peace choices before they enter; chosen by a nonactive player, that
// restarts APNAP for the outstanding choices (101.4d, derived from the rules: see abilities.ts).
import { enterTogether } from '../abilities';
import { putQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { apnapIntro, picked, whoseCards } from './common';

export const showAndTell: EffectScript = {
  id: 'show-and-tell',
  name: 'Show and Tell',
  text: 'Each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield.',
  rule: '101.4',
  intro: (d) => apnapIntro(d, '101.4', 'Each player may choose a card in hand, face down (101.4a),'),
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: true,
        questions: [putQuestion(true)],
        finish: (d, choices) => {
          const p = picked(choices);
          enterTogether(
            d,
            p.map((x) => ({ card: x.card, controller: x.player })),
            {
              rule: '101.4',
              restart: true,
              ownStep: true,
              text: p.length
                ? `The chosen cards are revealed and put onto the battlefield simultaneously: ${whoseCards(d, p)}.`
                : 'No card was chosen, so nothing is put onto the battlefield.',
            },
          );
        },
      },
    },
  ],
};
