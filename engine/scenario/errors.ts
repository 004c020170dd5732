// A refused scenario file or share link as data: a stable `code` with its `params` (docs/scenario-format.md,
// "Scenario error codes"). Each narrator says it in its language (i18n/narrators).
import type { Params, ScenarioError, ScenarioErrorCode } from '../core/types';

/** A scenario error at `path`. */
export const scenarioError = (path: string, code: ScenarioErrorCode, params: Params = {}): ScenarioError => ({ path, code, params });

// The schema's issues carry their code and params in valibot's one string field, `message`; the
// validator reads them back (parse.ts). The NUL prefix never starts a message of valibot's own.
const MARK = '\u0000';

/** The `message` a schema issue carries: its code and params. */
export const issueMessage = (code: ScenarioErrorCode, params: Params = {}): string => `${MARK}${code}${MARK}${JSON.stringify(params)}`;

/** A schema issue's message read back as an error at `path`; a message of valibot's own is kept as `detail`. */
export function fromIssue(path: string, message: string): ScenarioError {
  if (!message.startsWith(MARK)) return { path, code: 'invalid', params: { detail: message } };
  const [, code, params] = message.split(MARK);
  return scenarioError(path, code as ScenarioErrorCode, JSON.parse(params!) as Params);
}
