import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '@/engine/types';
import { defaultForm } from './table-form';
import { scenarioFromForm } from './form-scenario';
import { KNOWN_CARDS, addCard, addKnownCard, removeCard, toggleCardType } from './card-edits';

describe('editing cards', () => {
  it('a new card gets an id nobody uses, and can be removed', () => {
    let form = addCard(defaultForm(), 'p2');
    form = addCard(form);
    const ids = form.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    const added = form.cards[form.cards.length - 2]!;
    expect(added.ownerKey).toBe('p2');
    form = removeCard(form, added.id);
    expect(form.cards.map((c) => c.id)).not.toContain(added.id);
  });

  it('adds the cards the engine knows by name, with their types and a readable id nobody uses', () => {
    let form = addKnownCard(defaultForm(), 'Blood Artist', 'p2');
    form = addKnownCard(form, 'Blood Artist');
    form = addKnownCard(form, 'Zulaport Cutthroat');
    const added = scenarioFromForm(form).cards.slice(-3);
    expect(added).toEqual([
      { id: 'blood-artist', name: 'Blood Artist', owner: 'Ben', zone: 'battlefield', types: ['creature'], manaValue: 2 },
      { id: 'blood-artist-2', name: 'Blood Artist', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
      { id: 'zulaport-cutthroat', name: 'Zulaport Cutthroat', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
    ]);
    expect(KNOWN_CARDS.map((k) => k.name)).toEqual(expect.arrayContaining(['Blood Artist', 'Zulaport Cutthroat']));
    expect(addKnownCard(form, 'Grizzly Bears')).toBe(form);
  });

  it('card types are kept in the catalog order and can be unticked', () => {
    let form = toggleCardType(defaultForm(), 'bears', 'land', true, CARD_TYPES);
    form = toggleCardType(form, 'bears', 'artifact', true, CARD_TYPES);
    expect(form.cards.find((c) => c.id === 'bears')?.types).toEqual(['artifact', 'creature', 'land']);
    form = toggleCardType(form, 'bears', 'creature', false, CARD_TYPES);
    expect(form.cards.find((c) => c.id === 'bears')?.types).toEqual(['artifact', 'land']);
  });
});
