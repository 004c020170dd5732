import { describe, expect, it } from 'vitest';
import { englishPath, langOfPath, localePath } from './lang';

// The URL table of the French edition: English path → French path.
const TABLE: [string, string][] = [
  ['/', '/fr'],
  ['/rules/101.4', '/fr/regles/101.4'],
  ['/rules/608.2e', '/fr/regles/608.2e'],
  ['/rules/603.3b', '/fr/regles/603.3b'],
  ['/cards/rituel', '/fr/cartes/rituel'],
  ['/rulings', '/fr/decisions'],
  ['/glossary', '/fr/glossaire'],
  ['/examples', '/fr/exemples'],
  ['/examples/smallpox', '/fr/exemples/smallpox'],
  ['/examples/smallpox/7', '/fr/exemples/smallpox/7'],
  ['/sandbox', '/fr/bac-a-sable'],
  ['/practice', '/fr/entrainement'],
  ['/embed/smallpox', '/fr/embed/smallpox'],
  ['/embed/smallpox/3', '/fr/embed/smallpox/3'],
  ['/offline', '/fr/hors-ligne'],
];

describe('localePath / englishPath', () => {
  it.each(TABLE)('%s ⇄ %s', (en, fr) => {
    expect(localePath('fr', en)).toBe(fr);
    expect(englishPath(fr)).toBe(en);
    expect(localePath('en', en)).toBe(en);
    expect(englishPath(en)).toBe(en);
    expect(langOfPath(fr)).toBe('fr');
    expect(langOfPath(en)).toBe('en');
  });

  it('keeps the query and the section', () => {
    expect(localePath('fr', '/rules/101.4#101.4a')).toBe('/fr/regles/101.4#101.4a');
    expect(localePath('fr', '/sandbox?s=abc')).toBe('/fr/bac-a-sable?s=abc');
    expect(localePath('fr', '/?x=1')).toBe('/fr?x=1');
    expect(englishPath('/fr/entrainement?v=1&seed=9&topic=order')).toBe('/practice?v=1&seed=9&topic=order');
    expect(englishPath('/fr#top')).toBe('/#top');
  });

  it('does not take /french or /frites for the French edition', () => {
    expect(langOfPath('/french')).toBe('en');
    expect(englishPath('/frites/x')).toBe('/frites/x');
  });
});
