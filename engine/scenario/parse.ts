// The `apnap/1` validator (scenario-format.md), from the one schema (schema.ts). Field-level
// errors (a code, params and an English message: errors.ts), the first problem found; never throws, whatever the input; unknown extra fields are
// ignored and not copied.
import * as v from 'valibot';
import type { ParseResult, Scenario } from '../types';
import { fromIssue, scenarioError } from './errors';
import { LIMITS, scenarioSchema } from './schema';

/** `cards[2].zone`, `life.Ana`, `players[1]`; '' for the document itself. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const { key } of issue.path ?? []) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

/**
 * The names at the table, which references to players are checked against. The schema checks
 * `players` itself first, so a list that is not one (a million names, say) is never used.
 */
const playersOf = (input: unknown): string[] => {
  const ps = typeof input === 'object' && input !== null && Object.hasOwn(input, 'players') ? (input as { players: unknown }).players : null;
  return Array.isArray(ps) && ps.length <= LIMITS.maxPlayers && ps.every((p) => typeof p === 'string') ? ps : [];
};

/** Validates a parsed JSON value against `apnap/1`. */
export function parseScenario(input: unknown): ParseResult {
  try {
    const result = v.safeParse(scenarioSchema(playersOf(input)), input, { abortEarly: true });
    if (result.success) return { ok: true, scenario: result.output as Scenario };
    const issue = result.issues[0];
    return { ok: false, error: fromIssue(pathOf(issue), issue.message) };
  } catch {
    return { ok: false, error: scenarioError('', 'invalid') };
  }
}

/** JSON.parse, then `parseScenario`. */
export function parseScenarioText(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: scenarioError('', 'not-json', { detail: e instanceof Error ? e.message : 'parse error' }) };
  }
  return parseScenario(value);
}
