// Rituel, the seed's revised wording ("Starting with you"; contract id rituel-errata, not an Oracle errata): sequential from the caster, in turn order from them,
// whoever the active player is. Each player chooses from the cards still in the caster's hand and
// casts it at once (608.2g: it goes on the stack before the next player chooses).
import { castOnStack } from '../automatic';
import type { EffectScript } from '../choice-round';
import { orderIntro } from './common';
import { revealHand, rituelQuestion } from './rituel';

export const rituelErrata: EffectScript = {
  id: 'rituel-errata',
  intro: (d) => {
    revealHand(d);
    orderIntro(d, '608.2c', 'sequential');
  },
  steps: [
    {
      round: {
        order: 'sequential',
        rule: '608.2c',
        faceDown: false,
        reasons: {
          first: (p) => `Rituel says "starting with you": ${p}, the caster, chooses first.`,
          next: (p, _prev, d) => `Starting with ${d.controller} (the caster), ${p} is next in turn order.`,
        },
        questions: [rituelQuestion(true)],
        onChoice: (d, p, choice) => {
          const id = choice[0];
          if (id !== undefined) castOnStack(d, p, id);
        },
      },
    },
  ],
};
