// "Each player sacrifices a creature." (101.4's own example; Fleshbag Marauder's trigger)
// 101.4: APNAP from the active player; choices are public (101.4b); all sacrificed together.
import { permanentQuestion } from '../rules/608.2d-questions';
import { oneRound, sacrificeRound } from './common';

export const sacrifice = oneRound(
  'each-player-sacrifices-a-creature',
  sacrificeRound(permanentQuestion('creature', 'sacrifice'), 'creatures', '101.4'),
);
