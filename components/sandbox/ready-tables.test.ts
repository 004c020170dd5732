import { describe, expect, it } from 'vitest';
import { applyDecision, parseScenario, startResolution, timeline } from '@/engine';
import type { Decision, GameState } from '@/engine/types';
import { describeScenarioError, messageOf } from '@/i18n/narrators/en';
import { documentFromScenario, scenarioFromForm } from './form-scenario';
import { READY_TABLES } from './ready-tables';

/** Plays a table to the end, each player taking the engine's first option (all of them for an order). */
function playOut(start: GameState): { end: GameState; decisions: Decision[] } {
  let state = start;
  const decisions: Decision[] = [];
  while (state.pending && decisions.length < 100) {
    const p = state.pending;
    const decision = { player: p.player, choice: p.kind === 'order' ? [...p.options] : p.options.slice(0, Math.max(p.min, 1)) };
    const r = applyDecision(state, decision);
    if (!r.ok) throw new Error(`${r.error.rule}: ${messageOf(r.error.code, r.error.params, state)}`);
    state = r.state;
    decisions.push(decision);
  }
  return { end: state, decisions };
}

describe('ready tables', () => {
  it('are the three the sandbox offers, each valid for the engine', () => {
    expect(READY_TABLES.map((t) => t.id)).toEqual(['two-players', 'four-players', 'wrath-death-triggers']);
    for (const { id, scenario } of READY_TABLES) {
      const parsed = parseScenario(scenario);
      expect(parsed.ok, `${id}: ${parsed.ok ? '' : describeScenarioError(parsed.error)}`).toBe(true);
    }
  });

  it('have the number of players their names promise', () => {
    const players = Object.fromEntries(READY_TABLES.map((t) => [t.id, t.scenario.players.length]));
    expect(players).toEqual({ 'two-players': 2, 'four-players': 4, 'wrath-death-triggers': 3 });
  });

  it('survive the builder’s form unchanged (what the reader then edits is the same table)', () => {
    for (const { scenario } of READY_TABLES) expect(scenarioFromForm(documentFromScenario(scenario).form)).toEqual(scenario);
  });

  it('resolve to the end, and the walkthrough of the choices made reaches the same end', () => {
    for (const { id, scenario } of READY_TABLES) {
      const { end, decisions } = playOut(startResolution(scenario));
      expect(end.done, id).toBe(true);
      const steps = timeline({ ...scenario, decisions }).steps;
      expect(steps[steps.length - 1]!.state.events).toEqual(end.events);
    }
  });

  it('"Wrath with death triggers": abilities wait, go on the stack, resolve, and 704.5a decides the game', () => {
    const wrath = READY_TABLES.find((t) => t.id === 'wrath-death-triggers')!.scenario;
    const { end } = playOut(startResolution(wrath));
    const types = end.events.map((e) => e.type);
    expect(types).toContain('trigger');
    expect(types).toContain('put-on-stack');
    expect(types).toContain('resolve');
    expect(end.events.some((e) => e.type === 'lose-game' && e.rule === '704.5a')).toBe(true);
    expect(end.board.stack).toEqual([]);
  });
});
