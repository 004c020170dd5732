// A rules illustration of 500.7 (apnap/2; no card is quoted): several players are given an extra turn
// at once. "If multiple players are given extra turns, the extra turns are added one at a time, in
// APNAP order. The most recently created turn will be taken first." Each turn is added directly after
// this one, so each added turn goes before the ones added earlier: the last player in APNAP order
// takes their extra turn first, the active player last. No player chooses anything.
import type { EffectScript } from '../rules/101.4-choice-round';
import { apnapOrder } from '../core/order';
import { orderIntro, queue } from './common';

export const eachPlayerTakesAnExtraTurn: EffectScript = {
  id: 'each-player-takes-an-extra-turn',
  intro: (d) => {
    orderIntro(d, '500.7', 'apnap');
    for (const player of apnapOrder(d.players, d.active)) {
      if (!d.board.lost.includes(player)) queue(d, { do: 'extra-turn', rule: '500.7', player });
    }
  },
  steps: [],
};
