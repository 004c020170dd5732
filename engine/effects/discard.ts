// "Each player discards a card." (Liliana of the Veil's +1)
// 101.4 + 101.4a: APNAP, each card chosen face down from the hand; all discarded together.
import { discardQuestion } from '../rules/608.2d-questions';
import { discardChosen, faceDownRound, oneRound } from './common';

export const discard = oneRound(
  'each-player-discards-a-card',
  faceDownRound(discardQuestion, (d, choices) => discardChosen(d, choices, '101.4')),
);
