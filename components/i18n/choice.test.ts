// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserLang, counterpart, switchTarget } from './choice';

/** A document whose <head> declares the given hreflang alternates. */
function docWith(alternates: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [lang, href] of Object.entries(alternates)) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = lang;
    link.href = href;
    doc.head.append(link);
  }
  return doc;
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the language switch target', () => {
  it('keeps the page, the example step, the query and the section', () => {
    const doc = docWith({ en: '/examples/smallpox/7', fr: '/fr/exemples/smallpox/7' });
    expect(switchTarget('fr', at('/examples/smallpox/7'), doc)).toBe('/fr/exemples/smallpox/7');
    expect(switchTarget('fr', at('/rules/101.4', '', '#101.4c'), docWith({ fr: '/fr/regles/101.4' }))).toBe('/fr/regles/101.4#101.4c');
    expect(switchTarget('fr', at('/sandbox', '?s=abc'), docWith({ fr: '/fr/bac-a-sable' }))).toBe('/fr/bac-a-sable?s=abc');
    expect(switchTarget('en', at('/fr/entrainement', '?v=1&seed=4&topic=x'), docWith({ en: '/practice' }))).toBe('/practice?v=1&seed=4&topic=x');
  });

  it('goes to the other language’s home page when this page has no translation', () => {
    expect(switchTarget('fr', at('/rules/999.9'), docWith({}))).toBe('/fr');
    expect(switchTarget('en', at('/fr/quelque-chose'), docWith({}))).toBe('/');
  });

  it('maps paths both ways', () => {
    expect(counterpart('/fr/decisions', 'en')).toBe('/rulings');
    expect(counterpart('/rulings', 'fr')).toBe('/fr/decisions');
    expect(counterpart('/fr/decisions', 'fr')).toBe('/fr/decisions');
  });
});

describe('the browser’s preferred language', () => {
  it('is the first of ours it names', () => {
    expect(browserLang(['fr-CA', 'en-US'])).toBe('fr');
    expect(browserLang(['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(browserLang(['de', 'es'])).toBeNull();
  });
});
