// Show and Tell, 101.4 + 101.4a: APNAP, each player may choose an artifact, creature,
// enchantment or land card in hand, face down; all enter together. An Archangel of Strife among
// them asks its war-or-peace choices just before they enter (614.12a): every card is chosen, the
// cards are revealed (101.4a) and each player chooses war or peace in a new APNAP round, starting
// with the active player (derived from the rules: see rules/614.12a-entering.ts).
import { putQuestion } from '../rules/608.2d-questions';
import { faceDownRound, oneRound, picked, queue } from './common';

export const showAndTell = oneRound(
  'show-and-tell',
  faceDownRound(putQuestion(true), (d, choices) => {
    const entering = picked(choices).map((x) => ({ card: x.card, controller: x.player }));
    queue(d, { do: 'enter', rule: '101.4', how: 'chosen', entering, lowest: 0, newRound: true });
  }),
);
