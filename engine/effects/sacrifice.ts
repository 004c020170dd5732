// "Each player sacrifices a creature." (101.4's own example; Fleshbag Marauder's trigger)
// 101.4: APNAP from the active player; choices are public (101.4b); all sacrificed together.
import { permanentQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { apnapIntro, sacrificeRound } from './common';

export const sacrifice: EffectScript = {
  id: 'each-player-sacrifices-a-creature',
  name: 'Each player sacrifices a creature',
  text: 'Each player sacrifices a creature.',
  rule: '101.4',
  intro: (d) => apnapIntro(d, '101.4', 'Each player chooses a creature they control'),
  steps: [{ round: sacrificeRound(permanentQuestion('creature', 'sacrifice'), 'creatures', '101.4') }],
};
