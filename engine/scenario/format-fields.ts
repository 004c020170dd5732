// Fields and effects a file's format does not have (docs/scenario-format.md, "apnap/2", "apnap/3").
// An `apnap/1` reader ignores fields it does not know, so an `apnap/1` file carrying `teams` would be
// judged as a free-for-all without a word: a wrong answer that looks right. A field that another
// format has is therefore refused, naming the format that has it; so is an effect that only a later
// format has (`format-effect`: an `apnap/1` file naming `villainous-choice` was refused with the list
// of `apnap/1`'s effects, and is now told which format has it). Other unknown fields are still ignored.
import type { EffectId, FormatVersion, ScenarioError } from '../core/types';
import { since } from '../core/format';
import { scenarioError } from './errors';
import { EFFECT_IDS_V3, formatOfEffect } from './effect-ids';
import { FORMAT, FORMAT_V2, FORMAT_V3 } from './schema';

/** `apnap/2`'s fields that `apnap/1` never had: the scenario's, and a card's. */
export const FIELDS_V2 = { scenario: ['teams', 'controlledBy'], card: ['enteredUnder'] } as const;

/** `apnap/3`'s fields that `apnap/1` and `apnap/2` never had (read by the `combat` effect: 802, 208; `targets` by `soulfire-eruption`: 608.2f). */
export const FIELDS_V3 = { scenario: ['attacks', 'targets'], card: ['power', 'toughness'] } as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A file naming an effect only a later format has (`villainous-choice` in `apnap/1`): refused, naming that format. */
function effectOfLaterFormat(input: Record<string, unknown>, declared: FormatVersion): ScenarioError | null {
  const id = isObject(input.effect) ? input.effect.id : undefined;
  if (typeof id !== 'string' || !EFFECT_IDS_V3.includes(id as EffectId)) return null;
  const format = formatOfEffect(id as EffectId);
  return since(declared, format) ? null : scenarioError('effect.id', 'format-effect', { effect: id, format, declared });
}

/** The first field or effect of a later format in a file, or null (any other input: the schema answers). */
export function fieldOfAnotherFormat(input: unknown): ScenarioError | null {
  if (!isObject(input) || (input.format !== FORMAT && input.format !== FORMAT_V2)) return null;
  const v3 = fieldOfV3(input, input.format);
  if (v3) return v3;
  if (input.format === FORMAT_V2) return effectOfLaterFormat(input, FORMAT_V2);
  const refuse = (path: string, field: string) => scenarioError(path, 'format-field', { field, format: FORMAT_V2, declared: FORMAT });
  const top = FIELDS_V2.scenario.find((f) => Object.hasOwn(input, f));
  if (top) return refuse(top, top);
  if (Array.isArray(input.cards)) {
    for (const [i, card] of input.cards.entries()) {
      const field = isObject(card) ? FIELDS_V2.card.find((f) => Object.hasOwn(card, f)) : undefined;
      if (field) return refuse(`cards[${i}].${field}`, field);
    }
  }
  return effectOfLaterFormat(input, FORMAT);
}

/** A field only `apnap/3` has, in an `apnap/1` or `apnap/2` file: refused, naming `apnap/3`. */
function fieldOfV3(input: Record<string, unknown>, declared: FormatVersion): ScenarioError | null {
  const refuse = (path: string, field: string) => scenarioError(path, 'format-field', { field, format: FORMAT_V3, declared });
  const top = FIELDS_V3.scenario.find((f) => Object.hasOwn(input, f));
  if (top) return refuse(top, top);
  if (!Array.isArray(input.cards)) return null;
  for (const [i, card] of input.cards.entries()) {
    const field = isObject(card) ? FIELDS_V3.card.find((f) => Object.hasOwn(card, f)) : undefined;
    if (field) return refuse(`cards[${i}].${field}`, field);
  }
  return null;
}
