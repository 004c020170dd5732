// How the searcher reads a plain question: question words dropped, plurals and (in French) verb
// endings folded, a few synonyms, and the entry that says the question's words in a row first.
import { describe, expect, it } from 'vitest';
import { createSearcher, queryTerms, stem, type SearchEntry } from '@/content/search/search-core';

const entry = (url: string, title: string, text = '', kind: SearchEntry['kind'] = 'section'): SearchEntry => ({ kind, url, title, text });

describe('the words of a question', () => {
  it('drops question words, unless nothing else is left', () => {
    expect(queryTerms('who wins the life race')).toEqual(['win', 'life', 'race']);
    expect(queryTerms('what does APNAP mean')).toEqual(['apnap']);
    expect(queryTerms('who')).toEqual(['who']);
    expect(queryTerms('qui choisit en premier', 'fr')).toEqual(['choisit', 'premi']);
    expect(queryTerms('que se passe-t-il sans choix légal', 'fr')).toEqual(['san', 'choix', 'legal']);
  });

  it('folds plurals and possessives, and French verb endings, never rule numbers', () => {
    expect(['triggers', 'wins', "opponent's", 'process', 'bonus', '608.2e'].map((w) => stem(w))).toEqual(['trigger', 'win', 'opponent', 'process', 'bonus', '608.2e']);
    expect(['sacrifier', 'sacrifie', 'sacrifient', 'sacrifiees', 'joueurs', '101.4e'].map((w) => stem(w, 'fr'))).toEqual([
      'sacrifi',
      'sacrifi',
      'sacrifi',
      'sacrifi',
      'joueur',
      '101.4e',
    ]);
  });
});

describe('ranking a plain question', () => {
  it('"who wins" finds the section saying who loses (a synonym), and "triggers" the singular', () => {
    const s = createSearcher({
      version: 1,
      entries: [entry('/a', 'The life race', 'Ana reaches 0 life and loses.'), entry('/b', 'Race conditions', 'Nothing about life here.'), entry('/c', 'Trigger order', 'APNAP.')],
    });
    expect(s.search('who wins the life race')[0]?.url).toBe('/a');
    expect(s.search('triggers order')[0]?.url).toBe('/c');
  });

  it('puts the entry that has the words in a row before one where they only meet', () => {
    const s = createSearcher({
      version: 1,
      entries: [entry('/far', 'Archangel: who chooses war or peace first', '', 'example'), entry('/row', 'APNAP order: who chooses first', '', 'page')],
    });
    expect(s.search('who chooses first').map((e) => e.url)).toEqual(['/row', '/far']);
  });

  it('in French, « je n’ai pas de créature » finds « aucune créature », and the verb in any form', () => {
    const s = createSearcher({
      version: 1,
      lang: 'fr',
      entries: [
        entry('/aucune', 'Je ne contrôle aucune créature : que se passe-t-il quand chaque joueur sacrifie une créature ?'),
        entry('/terrain', 'Dois-je quand même sacrifier un terrain ?', 'Une créature et un terrain.'),
      ],
    });
    expect(s.search('je n’ai pas de créature à sacrifier')[0]?.url).toBe('/aucune');
  });

  it('ranks a rule only mentioned as the section it points at, and its "see" is not a word of the query', () => {
    const s = createSearcher({
      version: 1,
      entries: [
        { kind: 'rule', url: '/x#608.2g', rule: '400.3', title: '400.3 (see 608.2g Spells cast during resolution)', text: 'A spell cast from a hand.', seeAlso: true },
        { kind: 'ruling', url: '/y#ruling', title: 'Can I see the spell cast from my hand?', text: 'Yes.' },
      ],
    });
    expect(s.search('see spell cast')[0]?.url).toBe('/y#ruling');
    expect(s.search('400.3')[0]?.url).toBe('/x#608.2g');
  });
});
