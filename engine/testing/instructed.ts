// Test tables for several permanents instructed at once (701.44d explore, 701.50d connive): an
// apnap/3 table of Ana, Ben and Cy with the given cards and decisions, run through `judge`.
import { expect } from 'vitest';
import { judge } from '../play/judge';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

/** A table maker with its defaults (active player, effect), each call overriding what it gives. */
export const instructedTable =
  (defaults: Pick<Scenario, 'activePlayer' | 'effect'>) =>
  (cards: ScenarioCard[], decisions: Decision[], extra: Partial<Scenario> = {}): Scenario => ({
    format: 'apnap/3',
    players: ['Ana', 'Ben', 'Cy'],
    ...defaults,
    cards,
    decisions,
    ...extra,
  });

/** `judge` on a table it must accept, every decision legal. */
export function runInstructed(s: Scenario) {
  const r = judge(s);
  expect(r.invalid).toBeUndefined();
  expect(r.error).toBeNull();
  return r;
}
