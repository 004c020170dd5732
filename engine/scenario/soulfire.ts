// The checks of a Soulfire Eruption file that a schema of fields cannot make (608.2f, 115.1, 208.1).
// Only a file whose effect is `soulfire-eruption` is checked: `targets` means nothing to the other
// effects, which ignore it.
import type { Scenario, ScenarioError } from '../core/types';
import { scenarioError } from './errors';

/** The first problem with a Soulfire Eruption file's targets, or null (another effect: nothing to check). */
export function checkTargets(s: Scenario): ScenarioError | null {
  if (s.effect.id !== 'soulfire-eruption') return null;
  const targets = s.targets ?? [];
  // The spell was cast with its targets chosen; a file with none would show nothing (refused, said so).
  if (targets.length === 0) return scenarioError('targets', 'targets', { why: 'none' });
  for (const [i, t] of targets.entries()) {
    // 115.3: the same object or player is chosen once for each instance of the word "target".
    if (targets.indexOf(t) !== i) return scenarioError(`targets[${i}]`, 'targets', { why: 'twice', target: t });
    if (s.players.includes(t)) continue;
    const c = s.cards.find((x) => x.id === t);
    // "target creatures, planeswalkers, and/or players": planeswalkers are not modelled.
    if (!c || c.zone !== 'battlefield' || !c.types.includes('creature')) return scenarioError(`targets[${i}]`, 'targets', { why: 'not-a-target', target: t });
    // 208.1, 704.5g: a creature dealt damage needs a toughness to know when the damage is lethal.
    if (c.toughness === undefined) return scenarioError(`targets[${i}]`, 'targets', { why: 'toughness', target: t });
  }
  return null;
}
