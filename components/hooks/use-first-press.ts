import { useEffect, useRef, type RefObject } from 'react';

/** What a reader presses or focuses in a server-drawn view. */
const CONTROLS = 'button, input, summary';

/**
 * A control's identity, the same for a server-drawn control and its live twin: the live view draws
 * the same markup from the same props (each island's tests hold it to that), so a control is known
 * by what it is, its id, and what it says. No attribute of its own: not a byte more in the page.
 */
function identity(el: Element): string {
  if (el instanceof HTMLInputElement) {
    return ['input', el.type, el.id, el.name, el.value, el.closest('label')?.textContent ?? ''].join('\u0000');
  }
  // Its label too: the sandbox's seats each have a "↑" button, told apart by "Move Ana earlier".
  return [el.tagName, el.textContent ?? '', el.getAttribute('aria-label') ?? ''].join('\u0000');
}

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
      const control = e.target.closest(CONTROLS);
      return control && root.contains(control) ? identity(control) : null;
    };
    const onClick = (e: MouseEvent) => {
      const control = staticControl(e);
      if (control === null) return;
      // A static checkbox or radio stays as drawn, and a static form is not sent: the live one
      // takes the press.
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
    const live = [...root.querySelectorAll<HTMLElement>(CONTROLS)].find((el) => identity(el) === first.control);
    if (!live) return;
    // The static control went with the static view, taking focus with it (to <body>). Give it to
    // the live one, unless the reader has since focused something else.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) live.focus();
    if (first.pressed) live.click();
  }, [ref, ready]);
}
