// Soulfire Eruption in English (608.2f, second sentence; 704.5g): the controller takes the targets one
// at a time, APNAP order deciding between players and the controller inside one player's group.
import type { EventData, Params, PlayerId } from '@/engine/types';
import { listText } from './text';
import { str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;

export const soulfireOrder = (e: Of<'order'>): string =>
  `The targets can't all be dealt with at once: ${e.controller} can't exile several top cards at the same time (608.2f). APNAP order decides between players, starting with ${e.active}, the active player: ${e.players.join(', ')}. Each player's group (the player and the creatures they control) is taken in that order, and within a group ${e.controller}, the controller, chooses which target comes next.`;

export function exileDamageText(e: Of<'exile-damage'>): string {
  const to = e.target ?? `${e.creature!.player}'s ${e.creature!.name}`;
  const exiled = e.exiled ? `${e.player} exiles the top card of their library, ${e.exiled.name} (mana value ${e.amount})` : `${e.player}'s library is empty: no card is exiled (mana value 0)`;
  return `${exiled}, then Soulfire Eruption deals ${e.amount} damage to ${to} (608.2f).`;
}

export function lethalDamageText(e: Of<'lethal-damage'>): string {
  return `Lethal damage is marked on ${listText(e.lethal.map((x) => `${x.player}'s ${x.name}`))}: ${e.lethal.length === 1 ? 'it is' : 'they are'} destroyed (704.5g).`;
}

export const soulfirePrompt = (p: Params): string =>
  `Choose the next target of Soulfire Eruption: exile the top card of your library, then deal damage equal to its mana value to it. APNAP order decides between players: ${str(p, 'group')}'s targets first (${listText(p.targets as string[])}); within them the order is yours (608.2f).`;

export const soulfireChoice = (e: Of<'choose'>): string =>
  `${e.player} takes ${e.names[0]} next, among ${str(e.params, 'group')}'s targets (608.2f).`;

export const soulfireSkip = (p: PlayerId): string => `${p} does not control Soulfire Eruption: its controller orders the targets (608.2f).`;

export const soulfireDescribe = (p: Params): string => `the next target, among ${str(p, 'group')}'s`;

/** Why a target is refused now (608.2f: APNAP order first). */
export function soulfireRefusal(p: Params): string | null {
  if (p.why === 'apnap-group') {
    const first = str(p, 'first');
    return `${first} comes before ${str(p, 'player')} in APNAP order (608.2f): every target of ${first}'s group (${first} and the creatures ${first} controls) is taken before ${str(p, 'name')}.`;
  }
  if (p.why === 'not-a-target') return `${str(p, 'name')} is not a target left for Soulfire Eruption.`;
  return null;
}

/** Why the controller is asked (608.2f). */
export const soulfireReason = (p: PlayerId, again: boolean): string =>
  again ? `${p} controls Soulfire Eruption and takes the next target (608.2f).` : `${p} controls Soulfire Eruption: APNAP order decides between players, and ${p} chooses the order of the targets within one player's group (608.2f).`;

/** A refused Soulfire Eruption file (scenario/soulfire.ts). */
export function targetsError(p: Params): string {
  switch (p.why) {
    case 'none':
      return 'Soulfire Eruption needs at least one target: list players\' names or creature ids';
    case 'twice':
      return `"${str(p, 'target')}" is listed twice: a player or object is chosen once for a target (115.3)`;
    case 'toughness':
      return `creature "${str(p, 'target')}" is a target of Soulfire Eruption: give its toughness (208.1, 704.5g)`;
    case 'not-a-target':
      return `"${str(p, 'target')}" is neither a player at the table nor a creature on the battlefield (planeswalkers are not modelled)`;
    default:
      return "expected a list of players' names and creature ids";
  }
}
