import { describe, expect, it } from 'vitest';
import { glossary as crGlossary, NEWEST_EDITION } from '../cr/reader';
import { glossary, glossaryPage } from '../library';
import { glossaryItems, termSlug, type GlossaryItem } from './cr-glossary';

const items = (lang: 'en' | 'fr') => glossaryPage(lang).flatMap((g) => g.items);
const text = (item: GlossaryItem) => item.definition?.map((line) => line.map((p) => p.text).join('')).join('\n');

describe('the glossary page: the Comprehensive Rules’ glossary with our notes beside it', () => {
  it(`holds every term of ${NEWEST_EDITION}'s glossary once, its definition as printed`, () => {
    const terms = crGlossary();
    expect(terms).toHaveLength(725);
    // Under their first letters, in the CR's order within each (the CR files "Jump-Start" among the I's).
    const page = items('en').filter((i) => i.term);
    expect(page.map((i) => i.term).sort()).toEqual(terms.map((t) => t.term).sort());
    const printed = new Map(terms.map((t) => [t.term, t.definition]));
    for (const item of page) expect(text(item), item.term).toBe(printed.get(item.term!));
    expect(new Set(page.map((i) => i.id)).size).toBe(page.length);
  });

  it('links the rules a definition cites, to /rules/<id>, and a term it sends to', () => {
    const apnap = items('en').find((i) => i.id === termSlug('Active Player, Nonactive Player Order'))!;
    expect(apnap.definition!.flat().filter((p) => p.rule).map((p) => p.rule)).toEqual(['101.4', '805.6']);
    const see = items('en').find((i) => i.id === 'apnap-order')!;
    expect(see.definition!.flat().find((p) => p.term)?.term).toBe('active-player-nonactive-player-order');
  });

  it('keeps every anchor our notes had: a note beside its term, or alone where the CR has no such term', () => {
    for (const lang of ['en', 'fr'] as const) {
      const anchors = new Set(glossaryPage(lang).flatMap((g) => g.items.flatMap((i) => [i.id, i.note?.anchor])));
      for (const note of glossary(lang)) expect(anchors, `${lang} ${note.id}`).toContain(note.id);
      expect(items(lang).filter((i) => i.note)).toHaveLength(glossary(lang).length);
    }
    const sba = items('en').find((i) => i.id === 'state-based-actions')!;
    expect(sba.note).toMatchObject({ id: 'state-based-action', anchor: 'state-based-action' });
    expect(items('fr').find((i) => i.id === 'state-based-actions')!.note?.definition).toBe(glossary('fr').find((n) => n.id === 'state-based-action')!.definition);
  });

  it('files a note alone in its alphabetical place among the terms', () => {
    const ids = items('en').map((i) => i.id);
    const at = ids.indexOf('nonactive-player');
    expect(at).toBeGreaterThan(0);
    expect(items('en')[at - 1]!.term!.localeCompare('Nonactive player', 'en', { sensitivity: 'base' })).toBeLessThan(0);
    expect(items('en')[at + 1]!.term!.localeCompare('Nonactive player', 'en', { sensitivity: 'base' })).toBeGreaterThan(0);
  });

  it('on a French page, files a note alone by the term it shows', () => {
    const group = glossaryPage('fr').find((g) => g.items.some((i) => i.id === 'nonactive-player'))!;
    expect(group.letter).toBe('J'); // « Joueur non-actif »
  });

    it('leaves a cited number the edition lacks unlinked (a dangling reference)', () => {
    const [item] = glossaryItems([{ term: 'Widget', definition: 'See rule 999.9 and rule 101.4.' }], [], (id) => id === '101.4');
    expect(item!.definition).toEqual([[{ text: 'See rule 999.9 and rule ' }, { text: '101.4', rule: '101.4' }, { text: '.' }]]);
  });
});
