// Triggered abilities in English: the label a log line and a target question use, and the
// description the table and the stack show (603.3b).
import { describeAbility } from '@/engine';
import type { AbilityId, AbilityRef, GameState } from '@/engine';
import type { Which } from '../table-lines';
import { listText } from './text';

/** "Ben's Blood Artist (Grizzly Bears died)", with its target once chosen. */
export function abilityLabel(a: AbilityRef, withTargets = true): string {
  const t = withTargets && a.targets.length ? `, targeting ${listText(a.targets)}` : '';
  return `${a.controller}'s ${a.source} (${a.died} died${t})`;
}


/** "Ben's Blood Artist (Grizzly Bears died), targeting Ana: target player loses 1 life and Ben gains 1 life." */
export function abilityText(state: GameState, id: AbilityId): string {
  const info = describeAbility(state, id);
  if (!info) return '';
  const c = info.controller;
  const what = info.card === 'blood-artist' ? `target player loses 1 life and ${c} gains 1 life` : `each opponent of ${c} loses 1 life and ${c} gains 1 life`;
  return `${abilityLabel({ ability: id, controller: c, source: info.sourceName, died: info.diedName, targets: info.targets })}: ${what}.`;
}

const named = (name: string, which: Which | undefined) => (which ? `${which.owner}’s ${name}${which.id ? ` (${which.id})` : ''}` : name);

/** "Blood Artist’s ability (Grizzly Bears died)", or "(Ben’s Grizzly Bears died)" when Ana has Grizzly Bears too. */
export const abilityName = (a: { sourceName: string; diedName: string; self: boolean; sourceWhich?: Which; diedWhich?: Which }): string =>
  `${named(a.sourceName, a.sourceWhich)}’s ability (${a.self ? 'itself died' : `${named(a.diedName, a.diedWhich)} died`})`;

/** "controlled by Ben, targeting Ana": who controls it and whom it targets, in words. */
export function abilityWho(a: { controller: string; targets: readonly string[] }): string {
  const target = a.targets.length ? `, targeting ${a.targets.join(' and ')}` : '';
  return `controlled by ${a.controller}${target}`;
}
