// Rituel, the seed's revised wording ("Starting with you"; contract id rituel-errata, not an Oracle errata): sequential from the caster, in turn order from them,
// whoever the active player is. Each player chooses from the cards still in the caster's hand and
// casts it at once (608.2g: it goes on the stack before the next player chooses).
import { oneRound, startingWithYou } from './common';
import { revealHand, rituelQuestion } from './rituel';
import { castOnStack } from '../actions/automatic';

export const rituelErrata = oneRound(
  'rituel-errata',
  startingWithYou('rituel-errata', rituelQuestion(true), {
    onChoice: (d, p, choice) => {
      const id = choice[0];
      if (id !== undefined) castOnStack(d, p, id);
    },
  }),
  revealHand,
);
