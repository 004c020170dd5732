// A rules illustration of 500.7 (apnap/2; no card is quoted): several players are given an extra turn
// at once. "If multiple players are given extra turns, the extra turns are added one at a time, in
// APNAP order. The most recently created turn will be taken first." Each turn is added directly after
// this one, so each added turn goes before the ones added earlier: the last player in APNAP order
// takes their extra turn first, the active player last. No player chooses anything.
import type { EffectScript } from '../rules/101.4-choice-round';
import { everyone, tableOf } from '../core/authority';
import { extraTurnsFor } from '../rules/405.3-copies';
import { orderIntro, queue } from './common';

export const eachPlayerTakesAnExtraTurn: EffectScript = {
  id: 'each-player-takes-an-extra-turn',
  intro: (d) => {
    orderIntro(d, '500.7', 'apnap');
    // 805.8: at a team table each team takes one turn (two teammates given the same turn add one).
    for (const x of extraTurnsFor(d, everyone(tableOf(d)))) {
      queue(d, { do: 'extra-turn', rule: x.team ? '805.8' : '500.7', player: x.player, ...(x.team ? { team: x.team } : {}) });
    }
  },
  steps: [],
};
