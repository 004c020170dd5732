// "Each player discards a card." (Liliana of the Veil's +1)
// 101.4 + 101.4a: APNAP, each card chosen face down from the hand; all discarded together.
import { discardQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { apnapIntro, discardChosen } from './common';

export const discard: EffectScript = {
  id: 'each-player-discards-a-card',
  name: 'Each player discards a card',
  text: 'Each player discards a card.',
  rule: '101.4a',
  intro: (d) => apnapIntro(d, '101.4', 'Each player chooses a card in hand, face down (101.4a),'),
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: true,
        questions: [discardQuestion],
        finish: (d, choices) => discardChosen(d, choices, '101.4'),
      },
    },
  ],
};
