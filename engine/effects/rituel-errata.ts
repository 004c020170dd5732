// Rituel, the seed's revised wording ("Starting with you"; contract id rituel-errata, not an Oracle errata): sequential from the caster, in turn order from them,
// whoever the active player is. Each player chooses from the cards still in the caster's hand and
// casts it at once (608.2g: it goes on the stack before the next player chooses).
import type { EffectScript } from '../rounds';
import { log } from '../state';
import { startingWithIntro } from './common';
import { cast, revealHand, RITUEL_FRENCH_ERRATA, rituelQuestion, stackEnd } from './rituel';

export const rituelErrata: EffectScript = {
  id: 'rituel-errata',
  name: 'Rituel (revised wording)',
  text: 'Reveal your hand. Starting with you, each player may choose a nonland card from your hand and cast that card without paying its mana cost.',
  french: RITUEL_FRENCH_ERRATA,
  rule: '608.2g',
  intro: (d) => {
    revealHand(d);
    startingWithIntro(d, '608.2c', 'the caster', 'Each player chooses and casts at once,');
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
          if (id !== undefined) log(d, 'action', '608.2g', cast(d, p, id), { cards: [id] });
        },
      },
    },
  ],
  end: stackEnd,
};
