import { useEffect, useRef, type RefObject } from 'react';

/** A control of a server-drawn view and its twin in the live one share this name. */
const CONTROL = 'data-control';

interface Pending {
  control: string;
  /** Pressed (replayed as a click), or only focused (focus is given back). */
  pressed: boolean;
}

/**
 * The reader's first press, before the interactive part is there. A server-drawn view's controls (a
 * simulator's, the first drill's) look like what they will be; pressing one is what loads the
 * interactive part (use-when-wanted.ts), and this passes the press on to the same control once it
 * has loaded, so the first tap counts instead of being lost. Focus is carried over the same way,
 * for the keyboard.
 *
 * Static and live are told apart by the island's `data-ready`, which changes in the same commit
 * that puts the live controls in place; a press on a live control is never recorded.
 */
export function useFirstPress(ref: RefObject<HTMLElement | null>, ready: boolean): void {
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || ready) return;
    const staticControl = (e: Event) => {
      if (root.dataset.ready === 'true' || !(e.target instanceof Element)) return null;
      return e.target.closest<HTMLElement>(`[${CONTROL}]`)?.getAttribute(CONTROL) ?? null;
    };
    const onClick = (e: MouseEvent) => {
      const control = staticControl(e);
      if (control === null) return;
      // A static radio stays as drawn: the live one takes the press.
      e.preventDefault();
      pending.current = { control, pressed: true };
    };
    const onFocus = (e: FocusEvent) => {
      const control = staticControl(e);
      if (control !== null && !pending.current?.pressed) pending.current = { control, pressed: false };
    };
    root.addEventListener('click', onClick, true);
    root.addEventListener('focusin', onFocus, true);
    return () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', onFocus, true);
    };
  }, [ref, ready]);

  useEffect(() => {
    const root = ref.current;
    const first = pending.current;
    if (!ready || !root || !first) return;
    pending.current = null;
    const live = [...root.querySelectorAll<HTMLElement>(`[${CONTROL}]`)].find(
      (el) => el.getAttribute(CONTROL) === first.control,
    );
    if (!live) return;
    // The static control went with the static view, taking focus with it (to <body>). Give it to
    // the live one, unless the reader has since focused something else.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) live.focus();
    if (first.pressed) live.click();
  }, [ref, ready]);
}
