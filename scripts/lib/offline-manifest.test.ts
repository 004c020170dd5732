import { describe, expect, it } from 'vitest';
import type { OfflinePage } from '@/components/offline/offline-paths';
import { offlineSizes, routeRole, saveEverythingSizes, type OfflineManifest } from './offline-manifest';

const page = (path: string, gzip: number, install: boolean, cr = false): OfflinePage => ({
  path,
  title: path,
  lang: path.startsWith('/fr') ? 'fr' : 'en',
  install,
  html: 'h',
  rsc: 'r',
  gzip,
  ...(cr ? { cr: true as const } : {}),
});

describe('the offline manifest', () => {
  it('precaches the site’s pages on install; examples, the glossary and the CR’s head pages are saved; on-demand rules are left to the fallback', () => {
    expect(routeRole('/rules/101.4', true)).toBe('install');
    expect(routeRole('/fr/regles/805.6', true)).toBe('install');
    expect(routeRole('/rulings', true)).toBe('install');
    expect(routeRole('/glossary', true)).toBe('save'); // the CR's glossary: not on install
    expect(routeRole('/examples/smallpox-basic/3', true)).toBe('save');
    expect(routeRole('/rules/702', true)).toBe('save');
    expect(routeRole('/fr/regles/7', true)).toBe('save');
    expect(routeRole('/rules/702.19b', false)).toBe('skip');
    expect(routeRole('/fr/regles/702.19', false)).toBe('skip');
    // Any other page the sitemap lists must have been prerendered.
    expect(() => routeRole('/rulings', false)).toThrow(/not prerendered/);
    expect(() => routeRole('/rules/702', false)).toThrow(/not prerendered/);
  });

  it('keeps the CR out of the install and counts it, once, in "Save everything"', () => {
    const manifest: OfflineManifest = {
      assets: [
        { url: '/_next/static/chunks/a.js', revision: null, gzip: 100 },
        { url: '/generated/search-index.json', revision: 'a', gzip: 30 },
        { url: '/generated/search-index.fr.json', revision: 'b', gzip: 32 },
        { url: '/generated/cr-index.json', revision: 'c', gzip: 175 },
      ],
      pages: [page('/', 10, true), page('/fr', 11, true), page('/rules/702', 40, false, true), page('/fr/regles/702', 41, false, true)],
    };
    expect(offlineSizes(manifest, 'en')).toEqual({ assets: 2, installPages: 1, allPages: 2, installBytes: 100 + 30 + 10 });
    expect(offlineSizes(manifest, 'fr').installBytes).toBe(100 + 32 + 11);
    const save = saveEverythingSizes(manifest);
    expect(save.langs).toEqual([
      { lang: 'en', pages: 2, bytes: 30 + 10 + 40 },
      { lang: 'fr', pages: 2, bytes: 32 + 11 + 41 },
    ]);
    expect(save.cr).toEqual({ pages: 2, bytes: 40 + 41 + 175 });
    expect(save.bytes).toBe(100 + 175 + 80 + 84);
  });
});
