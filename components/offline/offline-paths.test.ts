import { describe, expect, it } from 'vitest';
import {
  assetLanguageOf,
  crFallbackOf,
  crNumberOf,
  isCachedOnVisit,
  isCrHeadPage,
  isCrTextPage,
  isOgImage,
  isSaveOnlyAsset,
  isSharedAsset,
  languageOf,
  offlinePathOf,
  pageKindOf,
  payloadKey,
  isPayloadKey,
} from './offline-paths';

describe('what the service worker keeps, and when', () => {
  it('precaches every page but the worked examples, their steps and the glossary, which are cached on visit', () => {
    for (const p of ['/', '/rules/101.4', '/rules/603.3b', '/cards/rituel', '/rulings', '/examples', '/sandbox', '/practice', '/offline', '/fr', '/fr/regles/101.4', '/fr/exemples', '/fr/hors-ligne']) {
      expect(isCachedOnVisit(p), p).toBe(false);
    }
    // The glossary is the CR's (725 terms): with "Save everything", or once visited, not on install.
    for (const p of ['/examples/smallpox-basic', '/examples/smallpox-basic/11', '/fr/exemples/smallpox-basic', '/fr/exemples/smallpox-basic/2', '/glossary', '/fr/glossaire']) {
      expect(isCachedOnVisit(p), p).toBe(true);
    }
  });

  it('tells Open Graph images from pages', () => {
    expect(isOgImage('/examples/smallpox-basic/3/opengraph-image-1asujn')).toBe(true);
    expect(isOgImage('/examples/smallpox-basic/opengraph-image')).toBe(true);
    expect(isOgImage('/examples/smallpox-basic/3')).toBe(false);
  });

  it('shares scripts, styles, icons and the manifest between languages; pages and the index have one', () => {
    for (const p of ['/_next/static/chunks/a1.js', '/icons/icon-192.png', '/icon.svg', '/manifest.webmanifest', '/generated/offline-sizes.json']) expect(isSharedAsset(p), p).toBe(true);
    for (const p of ['/rules/101.4', '/generated/search-index.json', '/iconography']) expect(isSharedAsset(p), p).toBe(false);
    expect(languageOf('/rules/101.4')).toBe('en');
    expect(languageOf('/fr/regles/101.4')).toBe('fr');
    expect(languageOf('/fr')).toBe('fr');
    expect(languageOf('/french')).toBe('en');
    expect(assetLanguageOf('/generated/search-index.json')).toBe('en');
    expect(assetLanguageOf('/generated/search-index.fr.json')).toBe('fr');
    expect(offlinePathOf('en')).toBe('/offline');
    expect(offlinePathOf('fr')).toBe('/fr/hors-ligne');
  });

  it('keys a page’s router payload apart from its HTML, whatever `_rsc` value the router sends', () => {
    expect(payloadKey('/glossary')).toBe('/glossary?_rsc');
    expect(isPayloadKey(new URL('http://x/glossary?_rsc'))).toBe(true);
    expect(isPayloadKey(new URL('http://x/sandbox?s=abc'))).toBe(false);
  });

  it('groups saved pages by kind: rules (and the card), examples, their steps, the rest', () => {
    const kinds = (paths: string[]) => paths.map(pageKindOf);
    expect(kinds(['/rules/101.4', '/fr/regles/603.3b', '/cards/rituel', '/fr/cartes/rituel'])).toEqual(['rules', 'rules', 'rules', 'rules']);
    expect(kinds(['/examples/smallpox-basic', '/fr/exemples/smallpox-basic'])).toEqual(['examples', 'examples']);
    expect(kinds(['/examples/smallpox-basic/11', '/fr/exemples/smallpox-basic/2'])).toEqual(['steps', 'steps']);
    expect(kinds(['/', '/fr', '/examples', '/glossary', '/fr/decisions', '/sandbox', '/practice'])).toEqual(Array(7).fill('pages'));
  });

  it('keeps the Comprehensive Rules for "Save everything": their index and their section and subsection pages', () => {
    expect(isSaveOnlyAsset('/generated/cr-index.json')).toBe(true);
    for (const p of ['/generated/search-index.json', '/generated/search-index.fr.json', '/_next/static/chunks/a.js']) expect(isSaveOnlyAsset(p), p).toBe(false);
    for (const p of ['/rules/7', '/rules/702', '/fr/regles/1', '/fr/regles/100']) expect(isCrHeadPage(p), p).toBe(true);
    // The featured pages (101.4, 603.3b …) stay precached on install; rules and subrules are no head pages.
    for (const p of ['/rules/101.4', '/rules/603.3b', '/rules/702.19b', '/rules/70', '/rules/7021', '/cards/rituel', '/fr/regles/805.6']) expect(isCrHeadPage(p), p).toBe(false);
    expect(crNumberOf('/fr/regles/702.19b')).toBe('702.19b');
    for (const p of ['/rules/702', '/glossary', '/fr/glossaire']) expect(isCrTextPage(p), p).toBe(true);
    for (const p of ['/rules/101.4', '/rulings']) expect(isCrTextPage(p), p).toBe(false);
    expect(crNumberOf('/rules/702.19b/history')).toBeNull();
  });

  it('opens a rule not saved on its own from its subsection’s page, at its anchor, in its language', () => {
    expect(crFallbackOf('/rules/702.19b')).toBe('/rules/702#702.19b');
    expect(crFallbackOf('/rules/702.19')).toBe('/rules/702#702.19');
    expect(crFallbackOf('/fr/regles/101.4a')).toBe('/fr/regles/101#101.4a');
    for (const p of ['/rules/702', '/rules/7', '/rules/702.19b/history', '/examples/smallpox-basic', '/fr/regles/9']) expect(crFallbackOf(p), p).toBeNull();
  });
});
