// The closed lists of the public format (README): every error code, pending kind and question key.
import type { ErrorCode, PendingKind, QuestionKey } from './types';

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
];
