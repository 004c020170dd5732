// The closed lists of the public format (docs/scenario-format.md): every error code, pending kind and question key,
// why a player is asked (kinds and round styles), and every code of a refused scenario file or share link.
import type { ErrorCode, PendingKind, PendingReason, QuestionKey, RoundStyle, ScenarioErrorCode } from '../core/types';

export const ERROR_CODES: readonly ErrorCode[] = [
  'malformed',
  'unknown-player',
  'out-of-order',
  'wrong-count',
  'illegal-option',
  'finished',
  'not-a-permutation',
  'not-in-game',
  'game-over',
];

export const PENDING_KINDS: readonly PendingKind[] = ['cards', 'named', 'order', 'players'];

/** `PendingDecision.why`: the kinds of reason a player is the one asked now. */
export const REASON_KINDS: readonly PendingReason['kind'][] = ['place', 'target', 'several', 'first', 'next', 'team'];

/** Whose words order a round (`why.style`). */
export const ROUND_STYLES: readonly RoundStyle[] = ['apnap', 'councils-judgment', 'hypergenesis', 'rituel-errata', 'curse-of-echoes', 'soulfire-eruption'];

export const QUESTION_KEYS: readonly QuestionKey[] = [
  'sacrifice-creature',
  'sacrifice-land',
  'keep-artifact',
  'keep-creature',
  'keep-enchantment',
  'keep-land',
  'discard',
  'choose-card-face-down',
  'vote',
  'put-permanent',
  'put-permanent-face-down',
  'cast-from-hand',
  'war-or-peace',
  'order-triggers',
  'target-player',
  'copy-spell',
  'team-first',
  'villainous-choice',
  'mulligan',
  'mulligan-bottom',
  'opening-hand-action',
  'timestamp-order',
  'replacement-effect',
  'declare-blockers',
  'divide-combat-damage',
  'soulfire-target',
];

export const SCENARIO_ERROR_CODES: readonly ScenarioErrorCode[] = [
  'not-json',
  'not-an-object',
  'format',
  'players',
  'name-length',
  'duplicate-player',
  'one-of',
  'not-a-player',
  'life',
  'integer',
  'cards',
  'card',
  'card-id',
  'duplicate-card-id',
  'string',
  'card-types',
  'duplicate-type',
  'mana-value',
  'effect',
  'decisions',
  'decision',
  'player-name',
  'choice',
  'teams',
  'team-member',
  'team-seats',
  'team-life',
  'controlled-by',
  'format-field',
  'format-effect',
  'combat',
  'targets',
  'invalid',
  'link-not-base64url',
  'link-too-long',
  'link-too-large',
  'link-damaged',
  'link-not-json',
];
