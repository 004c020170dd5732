// Fields a file's format does not have (docs/scenario-format.md, "apnap/2"). An `apnap/1` reader
// ignores fields it does not know, so an `apnap/1` file carrying `teams` would be judged as a
// free-for-all without a word: a wrong answer that looks right. A field that another format has is
// therefore refused, naming the format that has it. Other unknown fields are still ignored.
import type { ScenarioError } from '../core/types';
import { scenarioError } from './errors';
import { FORMAT, FORMAT_V2 } from './schema';

/** `apnap/2`'s fields that `apnap/1` never had: the scenario's, and a card's. */
export const FIELDS_V2 = { scenario: ['teams', 'controlledBy'], card: ['enteredUnder'] } as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The first field of `apnap/2` in an `apnap/1` file, or null (any other input: the schema answers). */
export function fieldOfAnotherFormat(input: unknown): ScenarioError | null {
  if (!isObject(input) || input.format !== FORMAT) return null;
  const refuse = (path: string, field: string) => scenarioError(path, 'format-field', { field, format: FORMAT_V2, declared: FORMAT });
  const top = FIELDS_V2.scenario.find((f) => Object.hasOwn(input, f));
  if (top) return refuse(top, top);
  if (!Array.isArray(input.cards)) return null;
  for (const [i, card] of input.cards.entries()) {
    const field = isObject(card) ? FIELDS_V2.card.find((f) => Object.hasOwn(card, f)) : undefined;
    if (field) return refuse(`cards[${i}].${field}`, field);
  }
  return null;
}
