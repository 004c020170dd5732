// Broken Ambitions (apnap/3): "Counter target spell unless its controller pays {X}. Clash with an
// opponent. If you win, that spell's controller mills four cards." (Oracle text; Forge,
// forge-gui/res/cardsfolder/b/broken_ambitions.txt, commit 78d6ed1df425d4ee4f37fd02f395bb5b6c0d6c85.)
// The effect is the spell resolving; its controller is the caster. Modelled from the clash on: the
// spell's target (115.1a) and the opponent (701.30b) are its controller's answers; the first sentence
// (pay {X} or the spell is countered, 608.2c) is not modelled: it changes nothing below, since "that
// spell's controller" mills whether the spell was countered or not. 701.30c: both clashing players
// reveal at the same time, decide in APNAP order whether to put their card on the bottom (701.30a),
// and the cards move at the same time; 701.30d: the higher mana value wins. If the caster wins, the
// targeted spell's controller mills four (701.17a).
import type { EffectScript, RoundSpec } from '../rules/101.4-choice-round';
import { clashBottomQuestion, clashOpponentQuestion, clashTargetQuestion, clashers } from '../rules/701.30c-clash';
import { orderIntro, queue } from './common';

/** "mills four cards". */
const BROKEN_AMBITIONS_MILL = 4;

/** The caster's answers: the spell targeted as it was cast (115.1a), the opponent to clash with (701.30b). */
const casterRound: RoundSpec = {
  order: 'apnap',
  rule: '701.30b',
  faceDown: false,
  questions: [clashTargetQuestion, clashOpponentQuestion],
  finish: (d) => {
    const players = clashers(d);
    if (players.length) queue(d, { do: 'clash-reveal', rule: '701.30c', who: players });
  },
};

/** 701.30c: in APNAP order, each clashing player keeps their card on top or puts it on the bottom. */
const clashRound: RoundSpec = {
  order: 'apnap',
  rule: '701.30c',
  faceDown: false,
  questions: [clashBottomQuestion],
  finish: (d, choices) => queue(d, { do: 'clash-move', rule: '701.30c', choices, mill: BROKEN_AMBITIONS_MILL }),
};

export const brokenAmbitions: EffectScript = {
  id: 'broken-ambitions',
  intro: (d) => orderIntro(d, '701.30c', 'apnap'),
  steps: [{ round: casterRound }, { round: clashRound }],
};
