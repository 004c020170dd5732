// Keeps the table the user built across reloads (localStorage), so nothing is lost by
// accident. What is read back is checked for shape only; the engine still validates the
// scenario before it is walked.
import { CARD_TYPES, ZONES, type CardType, type Decision, type EffectId, type Zone } from '@/engine/types';
import { defaultDocument, type CardRow, type PlayerRow, type SandboxDocument } from './builder';

export const STORAGE_KEY = 'apnap-lab:sandbox:v1';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function isPlayerRow(x: unknown): x is PlayerRow {
  return isObject(x) && isString(x.key) && isString(x.name) && isInt(x.life);
}

function isCardRow(x: unknown): x is CardRow {
  return (
    isObject(x) &&
    isString(x.id) &&
    isString(x.name) &&
    isString(x.ownerKey) &&
    ZONES.includes(x.zone as Zone) &&
    Array.isArray(x.types) &&
    x.types.every((t) => CARD_TYPES.includes(t as CardType)) &&
    isInt(x.manaValue) &&
    isString(x.controllerKey)
  );
}

function isDecision(x: unknown): x is Decision {
  return isObject(x) && isString(x.player) && Array.isArray(x.choice) && x.choice.every(isString);
}

/** A stored document, or null when the text is not one (old format, edited by hand, …). */
export function parseStoredDocument(text: string | null): SandboxDocument | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || !isObject(data.form) || !Array.isArray(data.decisions)) return null;
  const f = data.form;
  if (
    !Array.isArray(f.players) ||
    !f.players.every(isPlayerRow) ||
    !Array.isArray(f.cards) ||
    !f.cards.every(isCardRow) ||
    !isString(f.activeKey) ||
    !isString(f.effectId) ||
    !isString(f.effectControllerKey) ||
    !data.decisions.every(isDecision)
  ) {
    return null;
  }
  return {
    form: {
      players: f.players,
      cards: f.cards,
      activeKey: f.activeKey,
      effectId: f.effectId as EffectId,
      effectControllerKey: f.effectControllerKey,
    },
    decisions: data.decisions,
  };
}

export function loadStoredDocument(): SandboxDocument | null {
  try {
    return parseStoredDocument(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // Storage disabled (private mode, iframe policy): the sandbox still works.
  }
}

/** Saves the table; the untouched default table is not worth keeping (nothing to restore). */
export function storeDocument(doc: SandboxDocument): void {
  try {
    const text = JSON.stringify(doc);
    if (text === JSON.stringify(defaultDocument())) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Quota or storage disabled: keeping the table in memory is enough.
  }
}
