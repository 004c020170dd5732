// Two abilities of one Blood Artist must not read alike (603.3b: the reader orders them by name).
import { describe, expect, it } from 'vitest';
import { settle, startResolution } from '@/engine';
import type { Scenario } from '@/engine/types';
import { abilityNameFr } from '@/i18n/narrators/fr/abilities';
import { abilityName } from '@/i18n/narrators/en/abilities';
import { whichCard } from '@/i18n/narrators/table-lines';
import { abilityModel } from './table-model';

const creature = (id: string, name: string, owner: string) => ({ id, name, owner, zone: 'battlefield' as const, types: ['creature' as const], manaValue: 2 });

/** Wrath of God with one Blood Artist and a Grizzly Bears on each side, plus Ana's second Grizzly Bears. */
const scenario: Scenario = {
  format: 'apnap/1',
  players: ['Ana', 'Ben'],
  activePlayer: 'Ana',
  cards: [creature('artist', 'Blood Artist', 'Ana'), creature('bears', 'Grizzly Bears', 'Ana'), creature('bears2', 'Grizzly Bears', 'Ana'), creature('ben-bears', 'Grizzly Bears', 'Ben'), creature('elves', 'Llanowar Elves', 'Ben')],
  effect: { id: 'wrath-of-god', controller: 'Ana' },
  decisions: [],
} as Scenario;

describe('ability labels say which ability they are', () => {
  const state = settle(startResolution(scenario));
  const labels = state.board.waiting.map((id) => abilityModel(state, id));

  it('every waiting ability of the one Blood Artist has its own label, in English and French', () => {
    expect(labels.map((a) => a.id).sort()).toEqual(['artist:artist', 'artist:bears', 'artist:bears2', 'artist:ben-bears', 'artist:elves']);
    const en = labels.map(abilityName);
    const fr = labels.map(abilityNameFr);
    expect(new Set(en).size).toBe(labels.length);
    expect(new Set(fr).size).toBe(labels.length);
  });

  it('names the owner only where a name is shared, and the card id where the owner has two', () => {
    const by = (id: string) => labels.find((a) => a.id === id)!;
    expect(abilityName(by('artist:ben-bears'))).toBe('Blood Artist’s ability (Ben’s Grizzly Bears died)');
    expect(abilityName(by('artist:bears2'))).toBe('Blood Artist’s ability (Ana’s Grizzly Bears (bears2) died)');
    expect(abilityName(by('artist:elves'))).toBe('Blood Artist’s ability (Llanowar Elves died)');
    expect(abilityName(by('artist:artist'))).toBe('Blood Artist’s ability (itself died)');
    expect(abilityNameFr(by('artist:ben-bears'))).toBe('la capacité de Blood Artist (mort de Grizzly Bears de Ben)');
    expect(abilityNameFr(by('artist:elves'))).toBe('la capacité de Blood Artist (mort de Llanowar Elves)');
  });

  it('names no owner where no shown ability could be confused with it', () => {
    const cards = { a: creature('a', 'Blood Artist', 'Ana'), b: creature('b', 'Blood Artist', 'Ben') };
    expect(whichCard(cards as never, 'a', ['b'])).toEqual({ owner: 'Ana' });
    expect(whichCard(cards as never, 'a', [])).toBeUndefined();
    expect(whichCard(cards as never, 'missing', ['a'])).toBeUndefined();
  });
});

describe('two sources of one name under one controller', () => {
  // Ana controls her own Blood Artist and Ben's (taken with Bribery): both trigger for the Bears.
  const stolen = {
    ...scenario,
    cards: [creature('mine', 'Blood Artist', 'Ana'), { ...creature('his', 'Blood Artist', 'Ben'), controller: 'Ana' }, creature('bears', 'Grizzly Bears', 'Ana')],
  } as Scenario;
  const state = settle(startResolution(stolen));
  const labels = state.board.waiting.map((id) => abilityModel(state, id));

  it('says whose Blood Artist each ability comes from', () => {
    const by = (id: string) => abilityName(labels.find((a) => a.id === id)!);
    expect(by('mine:bears')).toBe('Ana’s Blood Artist’s ability (Grizzly Bears died)');
    expect(by('his:bears')).toBe('Ben’s Blood Artist’s ability (Grizzly Bears died)');
    expect(new Set(labels.map(abilityName)).size).toBe(labels.length);
    expect(new Set(labels.map(abilityNameFr)).size).toBe(labels.length);
  });

  it('keeps the plain label where a name is not shared on the table', () => {
    const life = settle(startResolution({ ...scenario, cards: [creature('artist', 'Blood Artist', 'Ben'), creature('bears', 'Grizzly Bears', 'Ana')] } as Scenario));
    expect(life.board.waiting.map((id) => abilityName(abilityModel(life, id)))).toEqual(['Blood Artist’s ability (itself died)', 'Blood Artist’s ability (Grizzly Bears died)']);
  });
});
