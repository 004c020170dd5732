import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fuse from 'fuse.js';
import { FUSE_WORD_OPTIONS, MIN_FUZZY_LENGTH, MIN_INFIX_LENGTH, Vocabulary, fold } from './word-match';

describe('fuzzy word matching', () => {
  const vocabulary = new Vocabulary(['apnap', 'sacrifice', 'sacrifices', 'smallpox', 'nonactive', 'active', 'see', 'these']);
  const words = (term: string) => vocabulary.match(term).map((h) => h.word).sort();

  it('the word itself is the best match, then words it starts, then words containing it', () => {
    const hits = new Map(vocabulary.match('active').map((h) => [h.word, h.quality]));
    expect(hits.get('active')).toBe(1);
    expect(hits.get('nonactive')).toBeLessThan(1);
    expect(vocabulary.match('sacrifice').find((h) => h.word === 'sacrifices')?.quality).toBeLessThan(1);
  });

  it('one typo in five letters matches ("apnpa" → apnap)', () => {
    expect(words('apnpa')).toEqual(['apnap']);
  });

  it('a misspelling matches ("sacrifise" → sacrifice)', () => {
    expect(words('sacrifise')).toEqual(['sacrifice', 'sacrifices']);
  });

  it(`words under ${MIN_FUZZY_LENGTH} letters must be typed right`, () => {
    expect(words('see')).toEqual(['see']);
    expect(words('sea')).toEqual([]);
  });

  it(`a query word under ${MIN_INFIX_LENGTH} letters matches the words it starts, not every word holding it`, () => {
    expect(words('ac')).toEqual(['active']);
    expect(words('act')).toEqual(['active', 'nonactive']);
  });

  it('a word the vocabulary holds is no typo: it matches no near-miss', () => {
    expect(new Vocabulary(['player', 'layer', 'players']).match('player').map((h) => h.word).sort()).toEqual(['player', 'players']);
    expect(new Vocabulary(['layer', 'players']).match('player').map((h) => h.word).sort()).toEqual(['layer', 'players']);
  });

    it('folds case and accents', () => {
    expect(fold('Rituél')).toBe('rituel');
  });

  // The letter-count filter only skips work: it must never drop a word Fuse itself would match.
  it('finds exactly the words Fuse matches (property)', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeilnoprst'), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 30 }), word, (vocab, term) => {
        const got = new Vocabulary(vocab).match(term).map((h) => h.word).sort();
        const threshold = term.length < MIN_FUZZY_LENGTH ? 0 : FUSE_WORD_OPTIONS.threshold;
        // Under MIN_INFIX_LENGTH letters, only the words the term starts (Fuse would find it anywhere);
        // a term the vocabulary holds as typed, no typos of it.
        const fuzzy = !vocab.includes(term);
        const expected = vocab
          .filter((w) =>
            term.length < MIN_INFIX_LENGTH ? w.startsWith(term) : w.includes(term) || (fuzzy && Fuse.match(term, w, { ...FUSE_WORD_OPTIONS, threshold }).isMatch),
          )
          .sort();
        expect(got).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
