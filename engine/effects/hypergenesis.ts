// Hypergenesis: "Starting with you" replaces APNAP. Each player in turn order from the
// controller may put a card; it enters at once, before the next player chooses (official ruling
// 2021-03-19). The process repeats until a full pass, starting with the controller, in which no
// one puts a card onto the battlefield.
import { perform } from '../automatic';
import { putQuestion } from '../questions';
import type { EffectScript } from '../choice-round';
import { log } from '../state';
import { orderIntro } from './common';

export const hypergenesis: EffectScript = {
  id: 'hypergenesis',
  intro: (d) => orderIntro(d, '608.2c', 'sequential'),
  steps: [
    {
      round: {
        order: 'sequential',
        rule: '608.2c',
        faceDown: false,
        reasons: {
          first: (p, pass) =>
            pass === 0
              ? `Hypergenesis says "starting with you": ${p}, its controller, goes first.`
              : `The process repeats, starting with ${p}, the controller, again.`,
          next: (p, _prev, d) => `Starting with ${d.controller} (the controller), ${p} is next in turn order.`,
        },
        questions: [putQuestion(false)],
        // The card enters at once, as part of the choice (not an automatic action of its own).
        onChoice: (d, p, choice) => {
          const card = choice[0];
          if (card !== undefined) perform(d, { do: 'enter', rule: '608.2c', how: 'at-once', entering: [{ card, controller: p }], lowest: 0, restart: false });
        },
        again: (d, choices) => {
          const again = choices.some((c) => c.choice.length > 0);
          log(d, { type: 'repeat', rule: '608.2c', again, controller: d.controller });
          return again;
        },
      },
    },
  ],
};
