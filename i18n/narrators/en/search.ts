// Searches in English (701.23i, 701.23e, 701.24a): the prompt, the face-down choice that shows only
// how many cards were found, the lands entering together, the shuffle. From the facts alone.
import type { EventData, Params, PlayerId } from '@/engine/types';
import { whose } from './text';
import { num } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

export const searchPrompt = (p: Params): string =>
  `Search your library (${cards(num(p, 'library'))}) for up to ${num(p, 'max')} basic land cards, or find none. Others see only how many you find, not which (701.23e, 101.4a).`;

/** The face-down choice: the count is public, the cards are not (101.4a). */
export const searchChoice = (e: Of<'choose'>): string =>
  e.count === undefined || e.count === 0
    ? `${e.player} finds no card.`
    : `${e.player} finds ${cards(e.count)} face down: the others know how many, not which (701.23e, 101.4a).`;

export const searchNone = (e: Of<'choose'>): string => `${e.player} does not search (finds no card).`;

export const searchSkip = (p: PlayerId): string => `${p} has no basic land card in their library, so ${p} has nothing to find.`;

export const searchDescribe = (player: PlayerId, p: Params): string => `up to ${num(p, 'max')} basic land cards in ${player}'s library`;

export const foundEnter = (e: Of<'enter'>): string =>
  e.picks.length
    ? `The found cards are put onto the battlefield at the same time, and only now does everyone see them: ${whose(e.picks)}.`
    : 'No player found a card, so nothing is put onto the battlefield.';

export function shuffleText(e: Of<'shuffle'>): string {
  if (!e.players.length) return 'No player searched, so no library is shuffled.';
  const left = e.players.map((p, i) => `${p} (${cards(e.library[i] ?? 0)})`).join(', ');
  return `Each player who searched shuffles their library (${e.rule}): ${left}. The engine is deterministic: a shuffled library keeps the order the file lists it in, standing for the order the shuffle gives.`;
}

export const searchWhyNot = (p: Params, name: string): string | null => {
  if (p.why === 'not-in-library') return `${name} is not in ${String(p.player)}'s library: a player searches only their own library.`;
  if (p.why === 'not-basic-land') return `${name} is not a basic land card.`;
  if (p.why === 'chosen-twice') return `${name} is chosen twice: each card can be found once.`;
  return null;
};
