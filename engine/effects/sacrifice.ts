// "Each player sacrifices a creature." (101.4's own example; Fleshbag Marauder's trigger)
// 101.4: APNAP from the active player; choices are public (101.4b); all sacrificed together.
import { permanentQuestion } from '../questions';
import type { EffectScript } from '../choice-round';
import { orderIntro, sacrificeRound } from './common';

export const sacrifice: EffectScript = {
  id: 'each-player-sacrifices-a-creature',
  intro: (d) => orderIntro(d, '101.4', 'apnap'),
  steps: [{ round: sacrificeRound(permanentQuestion('creature', 'sacrifice'), 'creatures', '101.4') }],
};
