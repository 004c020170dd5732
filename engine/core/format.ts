// The scenario formats in the order they were published. Each is the one before plus what it adds
// (docs/scenario-format.md), so a rule or a card that a format introduced applies to that format and
// every later one, never to an earlier one: a link made before it reads as it always has.
import type { FormatVersion } from './types';

export const FORMAT_ORDER: readonly FormatVersion[] = ['apnap/1', 'apnap/2', 'apnap/3'];

/** Whether a file of `format` has what `version` introduced (`since('apnap/3', 'apnap/2')` is true). */
export const since = (format: FormatVersion, version: FormatVersion): boolean => FORMAT_ORDER.indexOf(format) >= FORMAT_ORDER.indexOf(version);
