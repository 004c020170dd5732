// The French search index (built from the French content, as the build does): accents optional,
// typos forgiven, rule numbers as in English, French URLs.
import { describe, expect, it } from 'vitest';
import { searchIndex } from '@/content/library';
import { createSearcher, tokenize } from './search-core';

const index = searchIndex('fr');
const searcher = createSearcher(index);
const urls = (q: string) => searcher.search(q).map((e) => e.url);

describe('French search', () => {
  it('is a French index with French URLs', () => {
    expect(index.lang).toBe('fr');
    expect(index.entries.every((e) => e.url.startsWith('/fr'))).toBe(true);
  });

  it('finds words whatever their accents: "defausse" finds "défausse"', () => {
    const accented = searcher.search('défausse');
    expect(accented.length).toBeGreaterThan(0);
    expect(searcher.search('defausse').map((e) => e.url)).toEqual(accented.map((e) => e.url));
    expect(searcher.search('DÉFAUSSE')[0]?.url).toBe(accented[0]?.url);
  });

  it('forgives a typo', () => {
    expect(urls('cimetiere').length).toBeGreaterThan(0);
    expect(urls('cimetirre')[0]).toBe(urls('cimetière')[0]);
  });

  it('jumps to a rule number, written as in English or with « règle »', () => {
    expect(urls('608.2e')[0]).toBe('/fr/regles/608.2e');
    expect(urls('règle 101.4c')[0]).toBe('/fr/regles/101.4#101.4c');
    expect(urls('regle 101.4c')[0]).toBe('/fr/regles/101.4#101.4c');
  });

  it('drops French stop words and elisions', () => {
    expect(tokenize("l'ordre de jeu d'une partie", 'fr')).toEqual(['ordre', 'jeu', 'partie']);
    expect(tokenize('the order of play', 'en')).toEqual(['order', 'play']);
  });
});
