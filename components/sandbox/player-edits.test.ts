import { describe, expect, it } from 'vitest';
import { parseScenario } from '@/engine';
import { MAX_PLAYERS, MIN_PLAYERS, defaultForm } from './table-form';
import { documentFromScenario, scenarioFromForm } from './form-scenario';
import { addPlayer, movePlayer, removePlayer, setTeams, updatePlayer } from './player-edits';
import { smallpox } from './testing/smallpox-table';

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
