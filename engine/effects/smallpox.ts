// Smallpox, 608.2e: four actions, each with its own APNAP round, each seeing the results of the
// previous ones (official ruling 2021-03-19: a Dryad Arbor sacrificed as the creature is gone
// when lands are chosen).
import { discardQuestion, permanentQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { act, log } from '../state';
import { apnapOrder } from '../order';
import { discardChosen, sacrificeRound } from './common';

export const smallpox: EffectScript = {
  id: 'smallpox',
  name: 'Smallpox',
  text: 'Each player loses 1 life, discards a card, sacrifices a creature of their choice, then sacrifices a land of their choice.',
  rule: '608.2e',
  intro: (d) =>
    log(
      d,
      'start',
      '608.2e',
      `Smallpox has four actions, done one after another: lose 1 life, discard, sacrifice a creature, sacrifice a land. Each action's choices are made in APNAP order (${apnapOrder(d.players, d.active).join(', ')}), starting with ${d.active}, the active player, and the action happens before the next one's choices.`,
    ),
  steps: [
    {
      act: (d) => {
        act(d, '608.2e', 'Each player loses 1 life.');
        for (const p of d.players) d.board.life[p] = (d.board.life[p] ?? 20) - 1;
      },
    },
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: true,
        questions: [discardQuestion],
        finish: (d, choices) => discardChosen(d, choices, '608.2e'),
      },
    },
    { round: sacrificeRound(permanentQuestion('creature', 'sacrifice'), 'creatures', '608.2e') },
    { round: sacrificeRound(permanentQuestion('land', 'sacrifice'), 'lands', '608.2e') },
  ],
};
