// Hypergenesis: "Starting with you" replaces APNAP. Each player in turn order from the
// controller may put a card; it enters at once, before the next player chooses (official ruling
// 2021-03-19). The process repeats until a full pass, starting with the controller, in which no
// one puts a card onto the battlefield.
import { putQuestion } from '../rules/608.2d-questions';
import { log } from '../core/state';
import { oneRound, startingWithYou } from './common';
import { perform } from '../actions/automatic';

export const hypergenesis = oneRound(
  'hypergenesis',
  startingWithYou(
    'hypergenesis',
    putQuestion(false),
    {
      // The card enters at once, as part of the choice (not an automatic action of its own).
      onChoice: (d, p, choice) => {
        const card = choice[0];
        if (card !== undefined) perform(d, { do: 'enter', rule: '608.2c', how: 'at-once', entering: [{ card, controller: p }], lowest: 0, newRound: false });
      },
      again: (d, choices) => {
        const again = choices.some((c) => c.choice.length > 0);
        log(d, { type: 'repeat', rule: '608.2c', again, controller: d.controller });
        return again;
      },
    },
  ),
);
