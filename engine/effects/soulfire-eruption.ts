// Soulfire Eruption (apnap/3): "Choose any number of target creatures, planeswalkers, and/or players.
// For each of them, exile the top card of your library, then Soulfire Eruption deals damage equal to
// that card's mana value to that permanent or player." (the part the CR quotes under 608.2f; Oracle
// copy: Forge, forge-gui/res/cardsfolder/s/soulfire_eruption.txt, commit
// 137b10f361e4cfa5a64faa9ad57696e1a4254abb, older wording "converted mana cost"). The targets are the
// file's `targets`. Not modelled: "You may play the exiled cards until the end of your next turn",
// planeswalkers. The order of the targets: rules/608.2f-targets.ts.
import type { EffectScript } from '../rules/101.4-choice-round';
import { targetRound } from '../rules/608.2f-targets';
import { activeSeat, apnap, tableOf } from '../core/authority';
import { log } from '../core/state';

export const soulfireEruption: EffectScript = {
  id: 'soulfire-eruption',
  // 608.2f: APNAP order ranks the players whose targets are taken (at a team table too: the players
  // in the authority's order, each team in seat order); the controller makes every choice.
  intro: (d) => {
    const t = tableOf(d);
    log(d, { type: 'order', rule: '608.2f', effect: d.scenario.effect.id, sequence: 'apnap', players: apnap(t), active: activeSeat(t), controller: d.controller });
  },
  steps: [{ round: targetRound }],
};
