import type { Narrator } from '@/i18n/narrators';
import type { CardModel, ChoiceMark } from './table-model';
import type { SimT } from './viewer';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Land Creature": the type line drawn on the tile, in the narrator's words. */
export function typeLine(types: readonly string[], n: Narrator): string {
  return types.map((type) => capital(n.cardType(type as never))).join(' ');
}

export function markText(mark: ChoiceMark, t: SimT): string {
  return t(mark.faceDown ? 'card.chosenFaceDownBy' : 'card.chosenBy', { player: mark.player });
}

/** The tile's accessible name, e.g. "Grizzly Bears, creature, mana value 2, controlled by Ana". */
export function cardLabel(card: CardModel, t: SimT, n: Narrator): string {
  if (!card.faceUp) return t('card.faceDown', { owner: card.owner });
  const parts = [n.cardName(card.name), card.types.map((type) => n.cardType(type as never)).join(' '), t('card.manaValue', { n: card.manaValue })];
  if (card.controller !== undefined) {
    parts.push(t('card.controlledBy', { player: card.controller }));
    if (card.owner !== card.controller || card.zone === 'stack') parts.push(t('card.ownedBy', { player: card.owner }));
  } else {
    parts.push(t('card.ownedBy', { player: card.owner }));
  }
  if (card.revealed) parts.push(t('card.revealed'));
  parts.push(...card.chosenBy.map((m) => markText(m, t)));
  return parts.join(', ');
}
