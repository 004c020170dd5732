// The `apnap/1` validator (scenario-format.md), from the one schema (schema.ts). Field-level
// errors (a code, params and an English message: errors.ts), the first problem found; never throws, whatever the input; unknown extra fields are
// ignored and not copied, except a field of another format (an apnap/1 file with `teams`: format-fields.ts).
import * as v from 'valibot';
import type { ParseResult, Scenario } from '../core/types';
import { fromIssue, scenarioError } from './errors';
import { FORMAT, FORMATS, LIMITS, scenarioSchema } from './schema';
import { fieldOfAnotherFormat } from './format-fields';
import { checkTeams } from './teams';
import { checkCombat } from './combat';
import { checkTargets } from './soulfire';

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

/** `apnap/2` and `apnap/3` files are read by their schema; anything else by `apnap/1`'s (which names the formats it expects). */
const formatOf = (input: unknown) => {
  const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : undefined;
  return FORMATS.find((f) => f === format) ?? FORMAT;
};

/** Validates a parsed JSON value against `apnap/1`, `apnap/2` or `apnap/3`. */
export function parseScenario(input: unknown): ParseResult {
  try {
    // Before the schema: a file written for a later format but labelled an earlier one is told so first.
    const other = fieldOfAnotherFormat(input);
    if (other) return { ok: false, error: other };
    const result = v.safeParse(scenarioSchema(playersOf(input), formatOf(input)), input, { abortEarly: true });
    if (result.success) {
      const scenario = result.output as Scenario;
      const bad = checkTeams(scenario) ?? checkCombat(scenario) ?? checkTargets(scenario);
      return bad ? { ok: false, error: bad } : { ok: true, scenario };
    }
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
