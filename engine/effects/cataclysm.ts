// Cataclysm, 101.4 + 101.4c: APNAP; each player makes four choices in the order written
// (artifact, creature, enchantment, land) before the next player. A permanent with several of
// the types may fill several slots, or one (rulings 2004-10-04); one with none of the types can't
// be chosen (2014-02-01). Then everything unchosen is sacrificed at once.
import { permanentQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { log } from '../state';
import { apnapIntro, toGraveyards, whoseCards } from './common';

export const cataclysm: EffectScript = {
  id: 'cataclysm',
  name: 'Cataclysm',
  text: 'Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then sacrifices the rest.',
  rule: '101.4c',
  intro: (d) => {
    apnapIntro(d, '101.4', 'Each player makes all of their choices before the next player,');
    log(d, 'start', '101.4c', 'Each player chooses in the order written: an artifact, a creature, an enchantment, then a land.');
  },
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: false,
        questions: (['artifact', 'creature', 'enchantment', 'land'] as const).map((t) => permanentQuestion(t, 'keep')),
        finish: (d, choices) => {
          const kept = new Set(choices.flatMap((c) => c.choice));
          const gone = d.board.battlefield.filter((e) => !kept.has(e.card));
          const p = gone.map((e) => ({ player: e.controller, card: e.card }));
          toGraveyards(d, p, '101.4', p.length ? `Everything not chosen is sacrificed simultaneously: ${whoseCards(d, p)}.` : 'Every permanent was chosen, so nothing is sacrificed.');
        },
      },
    },
  ],
};
