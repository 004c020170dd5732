import { describe, expect, it } from 'vitest';
import { defaultForm } from './table-form';
import { cardIdForPath, fieldIdForPath } from './error-fields';

describe('engine error paths point at form fields', () => {
  it.each([
    ['cards[0].zone', 'card-0-zone'],
    ['cards[12].manaValue', 'card-12-mv'],
    ['cards[3].types[1]', 'card-3-types'],
    ['cards[1]', 'card-1-name'],
    ['players[2]', 'player-2-name'],
    ['activePlayer', 'active-player'],
    ['effect.id', 'effect-id'],
    ['effect.controller', 'effect-controller'],
    ['format', null],
    ['', null],
  ])('%s → %s', (path, id) => {
    expect(fieldIdForPath(path)).toBe(id);
  });

  it.each([
    ['cards[1].zone', 'elk'],
    ['cards[0]', 'bears'],
    ['cards[9].types', null],
    ['players[1]', null],
    ['effect.controller', null],
  ])('the card that %s names: %s', (path, id) => {
    expect(cardIdForPath(defaultForm(), path)).toBe(id);
  });
});
