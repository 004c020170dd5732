// Hypergenesis: "Starting with you" replaces APNAP. Each player in turn order from the
// controller may put a card; it enters at once, before the next player chooses (official ruling
// 2021-03-19). The process repeats until a full pass, starting with the controller, in which no
// one puts a card onto the battlefield.
import { enterTogether } from '../abilities';
import { putQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { log } from '../state';
import { cardName } from '../text';
import { startingWithIntro } from './common';

export const hypergenesis: EffectScript = {
  id: 'hypergenesis',
  name: 'Hypergenesis',
  text: 'Starting with you, each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield. Repeat this process until no one puts a card onto the battlefield.',
  rule: '608.2c',
  intro: (d) => startingWithIntro(d, '608.2c', 'the controller', 'Hypergenesis says "starting with you": each player may put a card, which enters at once,'),
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
        onChoice: (d, p, choice) => {
          const card = choice[0];
          if (card === undefined) return;
          enterTogether(d, [{ card, controller: p }], {
            rule: '608.2c',
            restart: false,
            ownStep: false,
            text: `${cardName(d.cards, card)} enters the battlefield under ${p}'s control at once, before the next player chooses.`,
          });
        },
        again: (d, choices) => {
          const again = choices.some((c) => c.choice.length > 0);
          log(
            d,
            'action',
            '608.2c',
            again
              ? `A card was put onto the battlefield during this pass, so the process repeats, starting with ${d.controller} again.`
              : 'No one put a card onto the battlefield during a full pass, so the process ends.',
          );
          return again;
        },
      },
    },
  ],
};
