import { describe, expect, it } from 'vitest';
import { APP_PAGES, DEFAULT_LANG, englishPath, langOfPath, LANGS, localePath } from './lang';

// The French URL table (i18n.md): English → French, public the day it ships.
const TABLE: [string, string][] = [
  ['/', '/fr'],
  ['/rules/101.4', '/fr/regles/101.4'],
  ['/rules/608.2e', '/fr/regles/608.2e'],
  ['/rules/603.3b', '/fr/regles/603.3b'],
  ['/cards/rituel', '/fr/cartes/rituel'],
  ['/rulings', '/fr/decisions'],
  ['/glossary', '/fr/glossaire'],
  ['/examples', '/fr/exemples'],
  ['/examples/smallpox-basic', '/fr/exemples/smallpox-basic'],
  ['/examples/smallpox-basic/3', '/fr/exemples/smallpox-basic/3'],
  ['/sandbox', '/fr/bac-a-sable'],
  ['/sandbox?s=AbC-_x', '/fr/bac-a-sable?s=AbC-_x'],
  ['/practice?v=1&seed=42&topic=rituel', '/fr/entrainement?v=1&seed=42&topic=rituel'],
  ['/embed/smallpox-basic', '/fr/embed/smallpox-basic'],
  ['/embed/smallpox-basic/2', '/fr/embed/smallpox-basic/2'],
  ['/offline', '/fr/hors-ligne'],
  ['/rules/101.4#101.4a', '/fr/regles/101.4#101.4a'],
  ['/rulings#see-discard-first', '/fr/decisions#see-discard-first'],
  ['/#search', '/fr#search'],
];

describe('lang', () => {
  it('lists the two languages, English first and default', () => {
    expect(LANGS).toEqual(['en', 'fr']);
    expect(DEFAULT_LANG).toBe('en');
  });

  it.each(TABLE)('%s ⇄ %s', (en, fr) => {
    expect(localePath('fr', en)).toBe(fr);
    expect(englishPath(fr)).toBe(en);
    expect(localePath('en', en)).toBe(en);
    expect(englishPath(en)).toBe(en);
    expect(langOfPath(fr)).toBe('fr');
    expect(langOfPath(en)).toBe('en');
  });

  it('keeps query and anchor untouched, even when they hold path words', () => {
    expect(localePath('fr', '/examples/x/2?from=/rules#sandbox')).toBe('/fr/exemples/x/2?from=/rules#sandbox');
    expect(englishPath('/fr/exemples/x/2?from=/fr/regles#glossaire')).toBe('/examples/x/2?from=/fr/regles#glossaire');
  });

  it('does not take an English path that merely starts with "fr" for a French one', () => {
    expect(englishPath('/french-page')).toBe('/french-page');
    expect(langOfPath('/frites')).toBe('en');
  });

  it('lists the application pages once, each with its French address; all but the offline page are indexed', () => {
    expect(APP_PAGES.map((a) => [a.path, localePath('fr', a.path)])).toEqual([
      ['/', '/fr'],
      ['/apnap', '/fr/apnap'],
      ['/examples', '/fr/exemples'],
      ['/sandbox', '/fr/bac-a-sable'],
      ['/practice', '/fr/entrainement'],
      ['/offline', '/fr/hors-ligne'],
    ]);
    expect(APP_PAGES.filter((a) => !a.indexed).map((a) => a.path)).toEqual(['/offline']);
    expect(APP_PAGES.flatMap((a) => ('nav' in a ? [a.nav.key] : []))).toEqual(['apnap', 'examples', 'sandbox', 'practice']);
  });
});
