// English pages never load the French narrator: until `@/i18n/narrators/fr` is imported, asking for French
// is an error that says what to import (this file imports only narrator.ts).
import { describe, expect, it } from 'vitest';
import { narratorFor } from '@/i18n/narrators';

describe('narratorFor', () => {
  it('refuses French, plainly, when the French narrator was not loaded', () => {
    expect(() => narratorFor('fr')).toThrow(/import '@\/i18n\/narrators\/fr'/);
  });
  it('gives French once the French narrator is loaded', async () => {
    const { frenchNarrator } = await import('@/i18n/narrators/fr');
    expect(narratorFor('fr')).toBe(frenchNarrator);
  });
});
