// Combat with the attack multiple players option (apnap/3; a rules illustration of 802, not a card):
// the active player's creatures attack the players the file names (`attacks`, 802.1, 508.1b); each
// defending player in APNAP order declares all their blocks (802.4); each player in APNAP order
// announces how their creatures divide their combat damage (703.4k, 802.5, 510.1c-d); the damage is
// dealt at once (510.2) and lethal damage destroys (704.5g). Two-Headed Giant (805.10) is refused by
// the reader (scenario/combat.ts).
import { activeSeat, tableOf } from '../core/authority';
import { log } from '../core/state';
import { picksOf } from '../core/text';
import type { EffectScript } from '../rules/101.4-choice-round';
import { attacks, blockRound, defendingPlayers } from '../rules/802.4-blocks';
import { damageRound } from '../rules/510.1-combat-damage';

export const combat: EffectScript = {
  id: 'combat',
  intro: (d) => {
    const player = activeSeat(tableOf(d));
    const declared = attacks(d);
    const defending = defendingPlayers(d);
    const attackers = declared.map((a) => ({ ...picksOf(d, [{ player, card: a.attacker }])[0]!, attacks: a.player }));
    const unattacked = defending.filter((p) => !declared.some((a) => a.player === p));
    log(d, { type: 'attacks', rule: '802.2', player, attackers, defending, unattacked, ...(declared.length ? { cards: declared.map((a) => a.attacker) } : {}) });
  },
  steps: [{ round: blockRound }, { round: damageRound }],
};
