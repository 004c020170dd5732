import type { CardModel, ChoiceMark } from './table-model';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Land Creature": the type line drawn on the tile. */
export function typeLine(types: readonly string[]): string {
  return types.map(capital).join(' ');
}

export function markText(mark: ChoiceMark): string {
  return mark.faceDown ? `chosen face down by ${mark.player}` : `chosen by ${mark.player}`;
}

/** The tile's accessible name, e.g. "Grizzly Bears, creature, mana value 2, controlled by Ana". */
export function cardLabel(card: CardModel): string {
  if (!card.faceUp) return `Face-down card in ${card.owner}'s hand`;
  const parts = [card.name, card.types.join(' '), `mana value ${card.manaValue}`];
  if (card.controller !== undefined) {
    parts.push(`controlled by ${card.controller}`);
    if (card.owner !== card.controller || card.zone === 'stack') parts.push(`owned by ${card.owner}`);
  } else {
    parts.push(`owned by ${card.owner}`);
  }
  if (card.revealed) parts.push('revealed');
  parts.push(...card.chosenBy.map(markText));
  return parts.join(', ');
}
