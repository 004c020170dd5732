// "Each player discards a card." (Liliana of the Veil's +1)
// 101.4 + 101.4a: APNAP, each card chosen face down from the hand; all discarded together.
import { discardQuestion } from '../questions';
import type { EffectScript } from '../choice-round';
import { discardChosen, orderIntro } from './common';

export const discard: EffectScript = {
  id: 'each-player-discards-a-card',
  intro: (d) => orderIntro(d, '101.4', 'apnap'),
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
