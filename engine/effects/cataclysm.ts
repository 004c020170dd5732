// Cataclysm, 101.4 + 101.4c: APNAP; each player makes four choices in the order specified
// (artifact, creature, enchantment, land) before the next player. A permanent with several of
// the types may fill several slots, or one (rulings 2004-10-04); one with none of the types can't
// be chosen (2014-02-01). Then everything unchosen is sacrificed at once.
import { permanentQuestion } from '../rules/608.2d-questions';
import type { EffectScript } from '../rules/101.4-choice-round';
import { orderIntro, queue } from './common';

export const cataclysm: EffectScript = {
  id: 'cataclysm',
  intro: (d) => {
    orderIntro(d, '101.4', 'apnap');
    orderIntro(d, '101.4c', 'written');
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
          queue(d, { do: 'sacrifice', rule: '101.4', what: 'unchosen', noun: 'permanents', picks: gone.map((e) => ({ player: e.controller, card: e.card })) });
        },
      },
    },
  ],
};
