// Wheel of Fortune (apnap/3): "Each player discards their hand, then draws seven cards." (Oracle
// text; Forge, forge-gui/res/cardsfolder/w/wheel_of_fortune.txt, commit 81bb01dabe0afc3ccdbe03e6c297d444b20dd45b.)
// The hands go at the same time (701.9a); then the active player performs all seven draws, then each
// other player in turn order (121.2c; 805.6a with teams): one walkthrough step per player. The order
// matters once a draw is replaced (Laboratory Maniac, 121.6b); an empty library only matters when
// state-based actions are checked, after every draw (704.5b).
import type { EffectScript } from '../rules/101.4-choice-round';
import { drawOrder, drawRule } from '../rules/121.2c-draws';
import { orderIntro, queue } from './common';

/** Wheel of Fortune's "seven cards". */
const SEVEN = 7;

export const wheelOfFortune: EffectScript = {
  id: 'wheel-of-fortune',
  intro: (d) => {
    orderIntro(d, drawRule(d), 'apnap');
    queue(d, { do: 'discard-hands', rule: '701.9a' });
    for (const p of drawOrder(d)) queue(d, { do: 'draw', rule: drawRule(d), player: p, count: SEVEN });
  },
  steps: [],
};
