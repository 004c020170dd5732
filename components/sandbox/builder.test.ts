import { describe, expect, it } from 'vitest';
import type { Scenario } from '@/engine/types';
import { CARD_TYPES } from '@/engine/types';
import { smallpoxExample } from '@/engine/testing/smallpox-example';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  addPlayer,
  cardIdForPath,
  defaultForm,
  documentFromScenario,
  fieldIdForPath,
  movePlayer,
  removePlayer,
  scenarioFromForm,
  setTeams,
  updatePlayer,
} from './builder';
import { parseScenario } from '@/engine';
import { KNOWN_CARDS, addCard, addKnownCard, removeCard, toggleCardType, updateCard } from './card-edits';

const example = smallpoxExample() as Scenario;
const [bears, arbor, bolt] = example.cards;
const smallpox: Scenario = {
  ...example,
  life: { Ana: 7 },
  cards: [
    bears!,
    { ...arbor!, controller: 'Cy' },
    bolt!,
    { id: 'x_1', name: '<img src=x onerror=alert(1)>', owner: 'Cy', zone: 'graveyard', types: ['sorcery'] },
  ],
};

describe('scenario from the form and back', () => {
  it('the default table is three players, creatures, and "each player sacrifices a creature"', () => {
    const s = scenarioFromForm(defaultForm());
    expect(s.format).toBe('apnap/1');
    expect(s.players).toHaveLength(3);
    expect(s.players).toContain(s.activePlayer);
    expect(s.effect.id).toBe('each-player-sacrifices-a-creature');
    expect(s.cards.filter((c) => c.types.includes('creature')).length).toBeGreaterThanOrEqual(3);
    expect(s.decisions).toBeUndefined();
  });

  it('writes apnap/2 only for an effect apnap/1 cannot name (Curse of Echoes, 500.7 extra turns)', () => {
    const form = defaultForm();
    expect(scenarioFromForm({ ...form, effectId: 'curse-of-echoes' }).format).toBe('apnap/2');
    expect(scenarioFromForm({ ...form, effectId: 'each-player-takes-an-extra-turn' }).format).toBe('apnap/2');
    expect(scenarioFromForm({ ...form, effectId: 'wrath-of-god' }).format).toBe('apnap/1');
    const curse = scenarioFromForm({ ...form, effectId: 'curse-of-echoes' });
    expect(scenarioFromForm(documentFromScenario(curse).form)).toEqual(curse);
  });

  it('a scenario survives the round trip through the form, decisions included', () => {
    const doc = documentFromScenario(smallpox);
    expect(scenarioFromForm(doc.form, doc.decisions)).toEqual(smallpox);
  });

  it('optional fields stay out when they hold their defaults (life 20, mana value 0, controller = owner)', () => {
    const s = scenarioFromForm(documentFromScenario({
      ...smallpox,
      life: { Ana: 20 },
      cards: [{ id: 'a', name: 'A', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 0, controller: 'Ana' }],
      decisions: [],
    }).form);
    expect(s.life).toBeUndefined();
    expect(s.decisions).toBeUndefined();
    expect(s.cards[0]).toEqual({ id: 'a', name: 'A', owner: 'Ana', zone: 'battlefield', types: ['creature'] });
  });

  it('a controller is written only for a card on the battlefield', () => {
    const form = updateCard(documentFromScenario(smallpox).form, 'arbor', { zone: 'hand' });
    expect(scenarioFromForm(form).cards.find((c) => c.id === 'arbor')?.controller).toBeUndefined();
  });

  it('a player named "__proto__" keeps their life total in the scenario', () => {
    const form = updatePlayer(defaultForm(), 'p1', { name: '__proto__', life: 7 });
    const life = scenarioFromForm(form).life!;
    expect(Object.hasOwn(life, '__proto__') && life['__proto__']).toBe(7);
    expect(JSON.parse(JSON.stringify(scenarioFromForm(form))).life).toEqual(JSON.parse('{"__proto__":7}'));
  });

  it('players named "toString", "constructor" or "__proto__" with no life entry have 20 life, not an inherited value', () => {
    const s: Scenario = { ...scenarioFromForm(defaultForm()), players: ['toString', 'constructor', '__proto__'], life: { constructor: 3 } };
    expect(documentFromScenario(s).form.players.map((p) => p.life)).toEqual([20, 3, 20]);
  });

  it('names are kept verbatim (they are rendered as text, never as HTML)', () => {
    const doc = documentFromScenario(smallpox);
    expect(doc.form.cards[3]?.name).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('editing players', () => {
  it('renaming a player keeps their cards, the active player and the controller pointing at them', () => {
    const form = updatePlayer(documentFromScenario(smallpox).form, 'p2', { name: 'Bea' });
    const s = scenarioFromForm(form);
    expect(s.players).toEqual(['Ana', 'Bea', 'Cy']);
    expect(s.activePlayer).toBe('Bea');
    expect(s.cards.find((c) => c.id === 'bolt')?.owner).toBe('Bea');
  });

  it(`adds seats up to ${MAX_PLAYERS} with fresh, distinct names`, () => {
    let form = defaultForm();
    for (let i = 0; i < 10; i++) form = addPlayer(form);
    expect(form.players).toHaveLength(MAX_PLAYERS);
    expect(new Set(form.players.map((p) => p.name)).size).toBe(MAX_PLAYERS);
    expect(new Set(form.players.map((p) => p.key)).size).toBe(MAX_PLAYERS);
  });

  it(`keeps at least ${MIN_PLAYERS} seats`, () => {
    let form = defaultForm();
    form = removePlayer(form, 'p1');
    form = removePlayer(form, 'p2');
    expect(form.players).toHaveLength(MIN_PLAYERS);
  });

  it('removing a player removes their cards; whoever referred to them falls back to seat 1', () => {
    const form = removePlayer(documentFromScenario(smallpox).form, 'p1');
    const s = scenarioFromForm(form);
    expect(s.players).toEqual(['Ben', 'Cy']);
    expect(s.cards.map((c) => c.owner)).not.toContain('Ana');
    expect(s.effect.controller).toBe('Ben');
  });

  it('removing a controller gives control back to the owner', () => {
    const form = removePlayer(documentFromScenario(smallpox).form, 'p3');
    // Dryad Arbor was Ana's, controlled by Cy.
    expect(scenarioFromForm(form).cards.find((c) => c.id === 'arbor')?.controller).toBeUndefined();
  });

  it('moves a seat in turn order', () => {
    const form = movePlayer(defaultForm(), 'p3', -1);
    expect(scenarioFromForm(form).players).toEqual(['Ana', 'Cy', 'Ben']);
    expect(movePlayer(form, 'p1', -1)).toBe(form);
  });
});

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

describe('engine error paths point at form fields', () => {
  it.each([
    ['cards[0].zone', 'card-0-zone'],
    ['cards[12].manaValue', 'card-12-mv'],
    ['cards[3].types[1]', 'card-3-types'],
    ['cards[1]', 'card-1-name'],
    ['players[2]', 'player-2-name'],
    ['activePlayer', 'active-player'],
    ['effect.id', 'effect-id'],
    ['effect.controller', 'effect-controller'],
    ['format', null],
    ['', null],
  ])('%s → %s', (path, id) => {
    expect(fieldIdForPath(path)).toBe(id);
  });

  it.each([
    ['cards[1].zone', 'elk'],
    ['cards[0]', 'bears'],
    ['cards[9].types', null],
    ['players[1]', null],
    ['effect.controller', null],
  ])('the card that %s names: %s', (path, id) => {
    expect(cardIdForPath(defaultForm(), path)).toBe(id);
  });
});

describe('Two-Headed Giant tables (810, 805)', () => {
  const four = () => addPlayer(defaultForm());

  it('writes apnap/1 without teams, exactly as before', () => {
    const s = scenarioFromForm(four());
    expect(s.format).toBe('apnap/1');
    expect('teams' in s).toBe(false);
  });

  it('teams on: four seats, seats 1–2 and 3–4, each team at 30 life (810.4), written as apnap/2 that the engine accepts', () => {
    const form = setTeams(four(), true);
    expect(form.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
    const s = scenarioFromForm(form);
    expect(s.format).toBe('apnap/2');
    expect(s.teams).toEqual([
      ['Ana', 'Ben'],
      ['Cy', 'Dee'],
    ]);
    // 30 is the team's default: no life entry.
    expect(s.life).toBeUndefined();
    expect(parseScenario(s).ok).toBe(true);
    // And back through the form, teams included.
    expect(scenarioFromForm(documentFromScenario(s).form)).toEqual(s);
  });

  it('only with four players (810.1); a fifth seat or a removed one ends the teams', () => {
    expect(setTeams(defaultForm(), true).teams ?? null).toBeNull();
    const form = setTeams(four(), true);
    expect(addPlayer(form).teams).toBeNull();
    const three = removePlayer(form, form.players[3]!.key);
    expect(three.teams).toBeNull();
    expect(three.players.map((p) => p.life)).toEqual([20, 20, 20]);
    expect(scenarioFromForm(addPlayer(form)).format).toBe('apnap/1');
  });

  it('a life typed for one head is the team’s (810.4)', () => {
    const form = updatePlayer(setTeams(four(), true), 'p1', { life: 7 });
    expect(form.players.map((p) => p.life)).toEqual([7, 7, 30, 30]);
    const s = scenarioFromForm(form);
    expect(s.life).toEqual({ Ana: 7, Ben: 7 });
    expect(parseScenario(s).ok).toBe(true);
  });

  it('teams off: every player alone at 20 again, apnap/1', () => {
    const form = setTeams(setTeams(four(), true), false);
    expect(form.players.map((p) => p.life)).toEqual([20, 20, 20, 20]);
    expect(scenarioFromForm(form).format).toBe('apnap/1');
  });
});
