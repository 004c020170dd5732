import { describe, expect, it } from 'vitest';
import { example, sitePaths } from '../library';

describe('every page of the site, in one language', () => {
  const fr = sitePaths('fr');
  const en = sitePaths('en');

  it('lists the French applications, content pages, examples, steps and embeds at their French addresses', () => {
    expect(fr).toEqual(
      expect.arrayContaining([
        '/fr',
        '/fr/exemples',
        '/fr/bac-a-sable',
        '/fr/entrainement',
        '/fr/hors-ligne',
        '/fr/regles/101.4',
        '/fr/cartes/rituel',
        '/fr/decisions',
        '/fr/glossaire',
        '/fr/exemples/smallpox-basic',
        '/fr/exemples/smallpox-basic/1',
        '/fr/embed/smallpox-basic',
        '/fr/embed/smallpox-basic/1',
      ]),
    );
    expect(fr.every((p) => p === '/fr' || p.startsWith('/fr/'))).toBe(true);
  });

  it('lists every step of an example and no step beyond its last, nor the 404 page', () => {
    const steps = example('smallpox-basic', 'fr')!.steps.length;
    expect(fr).toContain(`/fr/exemples/smallpox-basic/${steps}`);
    expect(fr).not.toContain(`/fr/exemples/smallpox-basic/${steps + 1}`);
    expect(fr).not.toContain('/fr/exemples/smallpox-basic/0');
    expect(fr).not.toContain('/fr/introuvable');
  });

  it('lists English pages at their English addresses, once each', () => {
    expect(en).toEqual(expect.arrayContaining(['/', '/examples', '/sandbox', '/practice', '/offline', '/rules/101.4', '/embed/smallpox-basic/1']));
    expect(en.some((p) => p.startsWith('/fr'))).toBe(false);
    expect(new Set(en).size).toBe(en.length);
  });
});
