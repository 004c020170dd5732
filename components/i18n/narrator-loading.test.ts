// English pages never load the French narrator: until `@/i18n/narrators/fr` is imported, asking for French
// is an error that says what to import (this file imports only narrator.ts).
import { describe, expect, it } from 'vitest';
import { narratorFor } from './narrator';

describe('narratorFor', () => {
  it('refuses French, plainly, when the French narrator was not loaded', () => {
    expect(() => narratorFor('fr')).toThrow(/import '@\/i18n\/narrators\/fr'/);
  });
  it('gives French once narrate-fr is loaded', async () => {
    const { frenchNarrator } = await import('./narrate-fr');
    expect(narratorFor('fr')).toBe(frenchNarrator);
  });
  it('says French drills need their own module (loaded with the drill code), then gives them', async () => {
    const { generateDrill, readDrillLink } = await import('@/engine/practice');
    const drill = generateDrill(1, 'rituel');
    const link = readDrillLink('v=0&seed=1&topic=rituel');
    if (link.kind !== 'problem') throw new Error('not a problem');
    expect(() => narratorFor('fr').drill(drill)).toThrow(/import '@\/components\/i18n\/fr\/practice'/);
    expect(() => narratorFor('fr').drillLinkProblem(link)).toThrow(/fr\/practice/);
    await import('./fr/practice');
    expect(narratorFor('fr').drill(drill).question).toMatch(/^\S+ lance Rituel/);
    expect(narratorFor('fr').drillLinkProblem(link)).toMatch(/^Ce lien d’exercice vient d’une ancienne version/);
  });
});
