import { useEffect, useRef, useState, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field whose value a reader sets by typing or choosing (not a checkbox: use-first-press.ts replays those). */
function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLInputElement) return ['checkbox', 'radio', 'file', 'button', 'submit', 'reset'].includes(target.type) ? null : target;
  return target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target : null;
}

/**
 * Sets a live field's value as the reader would, so that its React `onChange` hears it: through the
 * element's own setter (React watches the instance's), then the event React listens for.
 */
function setAsTyped(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What a reader typed or chose in a server-drawn form (the sandbox's default table) before the live
 * one is there: recorded by field id while not `ready`, and set in the live form's fields of the same
 * ids once it is, one after another (each change re-draws the form: a new seat's name, a card's
 * owner), so no keystroke is lost to the change of hands. Presses and focus are use-first-press.ts's:
 * returns true once everything typed is in the live form, which is when a press should be replayed
 * ("Load this JSON" after pasting the JSON loads what was pasted).
 */
export function useCarryTyped(ref: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const typed = useRef(new Map<string, string>());
  const [carried, setCarried] = useState(false);

  useEffect(() => {
    const root = ref.current;
    if (!root || ready) return;
    const record = (e: Event) => {
      const field = typedField(e.target);
      if (root.dataset.ready !== 'true' && field?.id) typed.current.set(field.id, field.value);
    };
    root.addEventListener('input', record, true);
    root.addEventListener('change', record, true);
    return () => {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
    };
  }, [ref, ready]);

  useEffect(() => {
    const root = ref.current;
    if (!ready || !root) return;
    const entries = [...typed.current];
    typed.current.clear();
    let alive = true;
    void (async () => {
      for (const [id, value] of entries) {
        // Let React draw each change before the next one.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const live = typedField(root.querySelector(`#${CSS.escape(id)}`));
        if (!alive) return;
        if (live && live.value !== value) setAsTyped(live, value);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (alive) setCarried(true);
    })();
    return () => {
      alive = false;
    };
  }, [ref, ready]);
  return carried;
}
