// Smallpox, 608.2e: four actions, each with its own APNAP round, each seeing the results of the
// previous ones. The 2021-03-19 ruling gives the order of the steps; derived from it (the ruling
// does not mention land creatures): a Dryad Arbor sacrificed as the creature is gone when lands
// are chosen. Life is not checked during the resolution: a player brought to 0 life by
// the first action still discards and sacrifices; they lose once Smallpox has finished (704.5a).
import { discardQuestion, permanentQuestion } from '../rules/608.2d-questions';
import type { EffectScript } from '../rules/101.4-choice-round';
import { discardChosen, faceDownRound, orderIntro, sacrificeRound } from './common';

export const smallpox: EffectScript = {
  id: 'smallpox',
  intro: (d) => orderIntro(d, '608.2e', 'apnap'),
  steps: [
    { automatic: { do: 'life', rule: '608.2e', amount: -1 } },
    { round: faceDownRound(discardQuestion, (d, choices) => discardChosen(d, choices, '608.2e')) },
    { round: sacrificeRound(permanentQuestion('creature', 'sacrifice'), 'creatures', '608.2e') },
    { round: sacrificeRound(permanentQuestion('land', 'sacrifice'), 'lands', '608.2e') },
  ],
};
