// Scenario files and share links for the sandbox. Decoding and validation are the engine's
// (`decodeScenario`, `parseScenarioText`, `parseScenario`); this file turns their answers into
// what the sandbox keeps, and never lets a bad file or link throw.
import { localePath, type Lang } from '@/i18n/lang';
import { decodeScenario, encodeScenario, parseScenario, parseScenarioText } from '@/engine';
import { describeScenarioError } from '@/i18n/narrators/en';
import type { Decision, ParseResult, Scenario, ScenarioError } from '@/engine/types';
import type { SandboxDocument, TableForm } from './table-form';
import { documentFromScenario, scenarioFromForm } from './form-scenario';

export type LoadResult = { ok: true; doc: SandboxDocument } | { ok: false; error: ScenarioError };

/** The query parameter that carries a scenario (scenario-format.md, "Share links"). */
export const SHARE_PARAM = 's';

/**
 * "cards[0].zone: expected one of hand, …", in English, field first. In another language:
 * `narratorFor(lang).importError(error)`, from the error's `code` and `params`.
 */
export const describeError = (error: ScenarioError): string => describeScenarioError(error);

// The engine promises not to throw; if it ever does, the page still must not crash.
const thrown = (e: unknown): ParseResult => ({ ok: false, error: { path: '', code: 'invalid', params: { detail: e instanceof Error ? e.message : String(e) } } });

function guard(run: () => ParseResult): ParseResult {
  try {
    return run();
  } catch (e) {
    return thrown(e);
  }
}

function toDocument(result: ParseResult): LoadResult {
  return result.ok ? { ok: true, doc: documentFromScenario(result.scenario) } : result;
}

/**
 * A share link's `s` value → the table and decisions it carries, or the field that is wrong.
 * Asynchronous (the platform's DecompressionStream); never rejects.
 */
export async function loadShared(encoded: string): Promise<LoadResult> {
  return toDocument(await decodeScenario(encoded).catch(thrown));
}

/** An imported file or pasted text → the table and decisions, or the field that is wrong. */
export function loadText(text: string): LoadResult {
  return toDocument(guard(() => parseScenarioText(text)));
}

/** The form checked by the engine: the scenario to walk, or the first field it rejects. */
export function checkForm(form: TableForm, decisions: readonly Decision[] = []): ParseResult {
  return guard(() => parseScenario(scenarioFromForm(form, decisions)));
}

/** The text of an exported scenario file. */
export function scenarioJson(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

/**
 * `/sandbox?s=…` for a scenario (`/fr/bac-a-sable?s=…` in French: the same `s`), absolute when an
 * origin is given (asynchronous: CompressionStream).
 */
export async function shareHref(scenario: Scenario, origin = '', lang: Lang = 'en'): Promise<string> {
  return `${origin}${localePath(lang, '/sandbox')}?${SHARE_PARAM}=${await encodeScenario(scenario)}`;
}

/** The `s` parameter of a URL's query string, or null. */
export function shareParam(search: string): string | null {
  return new URLSearchParams(search).get(SHARE_PARAM);
}
