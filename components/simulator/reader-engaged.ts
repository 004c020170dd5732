// The reader's first interaction with the page (a scroll, a key, a touch, the pointer moving): work
// that only an active reader needs (a simulator's interactive part, the practice drills) waits for it,
// so that opening a page and reading it costs no more than its server-rendered document.

/** What a reader does on a page they are reading: any of these means "engaged". */
const ENGAGING_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart'] as const;

let engaged = false;
let listening = false;
const waiting = new Set<() => void>();

/** Whether the reader has interacted with the page yet. */
export const isEngaged = () => engaged;

/** Calls `run` on the reader's first interaction with the page (at once if it already happened). */
export function whenEngaged(run: () => void): () => void {
  if (engaged) {
    run();
    return () => {};
  }
  if (!listening) {
    listening = true;
    const engage = () => {
      engaged = true;
      for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, { capture: true });
      const runs = [...waiting];
      waiting.clear();
      runs.forEach((r) => r());
    };
    for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
