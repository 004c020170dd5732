// Keeps the table the user built across reloads (localStorage), so nothing is lost by
// accident. What is read back is checked for shape only; the engine still validates the
// scenario before it is walked.
import * as v from 'valibot';
import { decisionSchema } from '@/engine';
import { CARD_TYPES, ZONES, type EffectId } from '@/engine/types';
import { defaultDocument, type SandboxDocument } from './table-form';

export const STORAGE_KEY = 'apnap-lab:sandbox:v1';

// The stored form's shape, built from the scenario schema's parts (zones, card types, decisions).
const int = v.pipe(v.number(), v.integer());
const storedDocument = v.object({
  form: v.object({
    players: v.array(v.object({ key: v.string(), name: v.string(), life: int })),
    cards: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        ownerKey: v.string(),
        zone: v.picklist(ZONES),
        types: v.array(v.picklist(CARD_TYPES)),
        manaValue: int,
        controllerKey: v.string(),
      }),
    ),
    activeKey: v.string(),
    effectId: v.string(),
    effectControllerKey: v.string(),
  }),
  decisions: v.array(decisionSchema()),
});

/** A stored document, or null when the text is not one (old format, edited by hand, …). */
export function parseStoredDocument(text: string | null): SandboxDocument | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const stored = v.safeParse(storedDocument, data, { abortEarly: true });
  if (!stored.success) return null;
  const { form, decisions } = stored.output;
  return { form: { ...form, effectId: form.effectId as EffectId }, decisions };
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
