// English pages never load the French narrator: until `narrate-fr` is imported, asking for French
// is an error that says what to import (this file imports only narrator.ts).
import { describe, expect, it } from 'vitest';
import { narratorFor } from './narrator';

describe('narratorFor', () => {
  it('refuses French, plainly, when the French narrator was not loaded', () => {
    expect(() => narratorFor('fr')).toThrow(/import '@\/components\/i18n\/narrate-fr'/);
  });
  it('gives French once narrate-fr is loaded', async () => {
    const { frenchNarrator } = await import('./narrate-fr');
    expect(narratorFor('fr')).toBe(frenchNarrator);
  });
});
