import { describe, expect, it } from 'vitest';
import { apnapOrder, turnOrderFrom } from './order';

describe('101.4 APNAP order', () => {
  it('starts with the active player, then the others in seat order', () => {
    expect(apnapOrder(['Ana', 'Ben', 'Cy', 'Dee'], 'Ana')).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
  });
  it('wraps around the table from the active player', () => {
    expect(apnapOrder(['Ana', 'Ben', 'Cy', 'Dee'], 'Cy')).toEqual(['Cy', 'Dee', 'Ana', 'Ben']);
  });
  it('never mutates the seat list', () => {
    const seats = ['Ana', 'Ben'];
    apnapOrder(seats, 'Ben');
    expect(seats).toEqual(['Ana', 'Ben']);
  });
});

describe('"Starting with you" (sequential processing)', () => {
  it('goes in turn order from the named player', () => {
    expect(turnOrderFrom(['Ana', 'Ben', 'Cy'], 'Ben')).toEqual(['Ben', 'Cy', 'Ana']);
  });
});

describe('Turn order from a player who is not at the table', () => {
  // Derived where the documents are silent: no player to start from, so no rotation; the seats
  // stay as they are rather than the last seat moving to the front.
  it('keeps the seat order unchanged', () => {
    expect(turnOrderFrom(['Ana', 'Ben', 'Cy'], 'Zoe')).toEqual(['Ana', 'Ben', 'Cy']);
  });
});
