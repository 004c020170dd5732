import { describe, expect, it } from 'vitest';
import { judge, parseScenario, startResolution, viewAs } from '@/engine';
import type { Scenario } from '@/engine/types';
import { defaultForm } from './table-form';
import { documentFromScenario, scenarioFromForm } from './form-scenario';
import { updatePlayer } from './player-edits';
import { updateCard } from './card-edits';
import { smallpox } from './testing/smallpox-table';

describe('scenario from the form and back', () => {
  it('the default table is three players, creatures, and "each player sacrifices a creature", one the engine accepts', () => {
    const s = scenarioFromForm(defaultForm());
    expect(parseScenario(s).ok).toBe(true);
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

  it('writes apnap/3 for an effect only apnap/3 has (121.2c: Wheel of Fortune), which the engine accepts', () => {
    const wheel = scenarioFromForm({ ...defaultForm(), effectId: 'wheel-of-fortune' });
    expect(wheel.format).toBe('apnap/3');
    expect(parseScenario(wheel)).toMatchObject({ ok: true });
    expect(scenarioFromForm(documentFromScenario(wheel).form)).toEqual(wheel);
  });

  it('builds Myr Custodian (701.22c) and Broken Ambitions (701.30c) as apnap/3 from cards put in the libraries', () => {
    const form = defaultForm();
    const cards = form.cards.map((c) => ({ ...c, zone: 'library' as const }));
    const scry = scenarioFromForm({ ...form, cards, effectId: 'myr-custodian' });
    expect(scry.format).toBe('apnap/3');
    const parsed = parseScenario(scry);
    if (!parsed.ok) throw new Error('refused');
    const start = startResolution(parsed.scenario);
    expect(start.pending).toMatchObject({ player: scry.effect.controller, question: 'scry' });
    // 701.22c: the controller sees the cards they look at; nobody else does.
    const looked = viewAs(start, scry.effect.controller).board.library[scry.effect.controller]!;
    expect(looked.filter((c) => c !== null).length).toBeGreaterThan(0);
    const other = scry.players.find((p) => p !== scry.effect.controller)!;
    expect(viewAs(start, other).board.library[scry.effect.controller]!.every((c) => c === null)).toBe(true);
    const clash = scenarioFromForm({ ...form, cards, effectId: 'broken-ambitions' });
    expect(clash.format).toBe('apnap/3');
    expect(scenarioFromForm(documentFromScenario(clash).form)).toEqual(clash);
  });

  it('builds a search (701.23i: Veteran Explorer) with basic lands in the libraries, which the engine asks from the active player', () => {
    const form = defaultForm();
    const land = (id: string, name: string, ownerKey: string) => ({ id, name, ownerKey, zone: 'library' as const, types: ['land' as const], manaValue: 0, controllerKey: '' });
    const cards = [...form.cards, land('ana-plains', 'Plains', 'p1'), land('ben-island', 'Island', 'p2'), land('ben-tomb', 'Ancient Tomb', 'p2')];
    const explorer = scenarioFromForm({ ...form, cards, effectId: 'veteran-explorer' });
    expect(explorer.format).toBe('apnap/3');
    expect(scenarioFromForm(documentFromScenario(explorer).form)).toEqual(explorer);
    const parsed = parseScenario(explorer);
    if (!parsed.ok) throw new Error(parsed.error.code);
    // Ben is the active player (the default table): he searches first, among his library's basic lands only.
    expect(startResolution(parsed.scenario).pending).toMatchObject({ player: 'Ben', question: 'search-basic-lands', options: ['ben-island'] });
  });

  it('builds explore and connive tables (701.44d, 701.50d): apnap/3, library cards read top first, every creature acting one at a time', () => {
    const form = defaultForm();
    const library = (id: string, ownerKey: string, land: boolean) => ({ id, name: land ? 'Island' : 'Opt', ownerKey, zone: 'library' as const, types: [land ? ('land' as const) : ('instant' as const)], manaValue: land ? 0 : 1, controllerKey: '' });
    const cards = [...form.cards, library('top', 'p2', false), library('next', 'p2', true)];
    for (const effectId of ['hakbal-of-the-surging-soul', 'each-creature-explores', 'change-of-plans', 'each-creature-connives'] as const) {
      const s = scenarioFromForm({ ...form, cards, effectId });
      expect(s.format).toBe('apnap/3');
      expect(parseScenario(s)).toMatchObject({ ok: true });
      expect(scenarioFromForm(documentFromScenario(s).form)).toEqual(s);
    }
    // Ben, the active player, explores first with Solemn Simulacrum and reveals his top card, Opt.
    const explore = scenarioFromForm({ ...form, cards, effectId: 'each-creature-explores' });
    const r = judge({ ...explore, decisions: [{ player: 'Ben', choice: ['solemn'] }] });
    expect(r.events.find((e) => e.type === 'explore')).toMatchObject({ player: 'Ben', revealed: { card: 'top' } });
  });

  it('builds a combat (802): power, toughness and whom the active player\'s creatures attack, in apnap/3, which the engine accepts', () => {
    const form = defaultForm();
    // The active player (Ben, p2) attacks Cy (p3) with Solemn Simulacrum; every battlefield creature gets a size.
    const sized = form.cards.map((c) => (c.types.includes('creature') ? { ...c, power: 2, toughness: 2 } : c));
    const combat = { ...form, cards: updateCard({ ...form, cards: sized }, 'solemn', { attacksKey: 'p3' }).cards, effectId: 'combat' as const, effectControllerKey: 'p2' };
    const s = scenarioFromForm(combat);
    expect(s).toMatchObject({ format: 'apnap/3', attacks: { solemn: 'Cy' } });
    expect(s.cards.find((c) => c.id === 'bears')).toMatchObject({ power: 2, toughness: 2 });
    expect(s.cards.find((c) => c.id === 'forest')).not.toHaveProperty('power');
    expect(parseScenario(s)).toMatchObject({ ok: true });
    expect(scenarioFromForm(documentFromScenario(s).form)).toEqual(s);
    // Another effect writes none of it.
    expect(scenarioFromForm({ ...combat, effectId: 'smallpox' })).not.toHaveProperty('attacks');
  });

  it('builds Soulfire Eruption (608.2f): the ticked players and creatures as targets, a creature target\'s toughness, in apnap/3, which the engine accepts', () => {
    const form = { ...defaultForm(), effectId: 'soulfire-eruption' as const, effectControllerKey: 'p2', targetKeys: ['p3', 'elves', 'p1', 'forest'] };
    const s = scenarioFromForm(form);
    // The Forest is no creature: left out; Llanowar Elves gets a toughness (1 unless set).
    expect(s).toMatchObject({ format: 'apnap/3', targets: ['Cy', 'elves', 'Ana'] });
    expect(s.cards.find((c) => c.id === 'elves')).toMatchObject({ toughness: 1 });
    expect(s.cards.find((c) => c.id === 'bears')).not.toHaveProperty('toughness');
    expect(parseScenario(s)).toMatchObject({ ok: true });
    expect(scenarioFromForm(documentFromScenario(s).form)).toEqual(s);
    // Another effect writes no targets.
    expect(scenarioFromForm({ ...form, effectId: 'smallpox' })).not.toHaveProperty('targets');
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
