// The checks of a `combat` table that a schema of fields cannot make (802, 508.1, 805.10). Only a
// file whose effect is `combat` is checked: `attacks`, `power` and `toughness` mean nothing to the
// other effects, which ignore them.
import type { Scenario, ScenarioError } from '../core/types';
import { scenarioError } from './errors';

/** The first problem with a combat table, or null (another effect: nothing to check). */
export function checkCombat(s: Scenario): ScenarioError | null {
  if (s.effect.id !== 'combat') return null;
  // 805.10: Two-Headed Giant has its own combat rules (one combined block for the defending team,
  // damage team by team). They are not modelled: refused rather than judged by 802's rules.
  if (s.teams) return scenarioError('teams', 'combat', { why: 'two-headed-giant', rule: '805.10' });
  // 506.2, 508.1: the active player is the attacking player and declares the attackers.
  if (s.effect.controller !== s.activePlayer) return scenarioError('effect.controller', 'combat', { why: 'controller', rule: '506.2', active: s.activePlayer });
  for (const [i, c] of s.cards.entries()) {
    // 208.1: every creature on the battlefield has a power and a toughness; the file must say them.
    const field = c.power === undefined ? 'power' : 'toughness';
    if (c.zone === 'battlefield' && c.types.includes('creature') && (c.power === undefined || c.toughness === undefined)) {
      return scenarioError(`cards[${i}].${field}`, 'combat', { why: 'power-toughness', rule: '208.1', id: c.id });
    }
  }
  for (const [id, target] of Object.entries(s.attacks ?? {})) {
    const c = s.cards.find((x) => x.id === id);
    const controller = c ? (c.controller ?? c.enteredUnder ?? c.owner) : undefined;
    // 508.1a: the active player chooses which creatures they control attack.
    if (!c || c.zone !== 'battlefield' || !c.types.includes('creature') || controller !== s.activePlayer) {
      return scenarioError(`attacks.${id}`, 'combat', { why: 'attacker', rule: '508.1a', id, active: s.activePlayer });
    }
    // 508.1b, 802.1: each attacking creature attacks an opponent of the attacking player.
    if (target === s.activePlayer) return scenarioError(`attacks.${id}`, 'combat', { why: 'target', rule: '508.1b', id, player: target });
  }
  return null;
}
