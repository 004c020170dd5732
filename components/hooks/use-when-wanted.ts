import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface WhenWanted {
  /** Load at once (the sandbox's own simulator: the page is for it). */
  eager?: boolean;
  /**
   * An element on or near the first screen when the page opens (within the observer's 300 px
   * margin) waits for the reader (a point, a touch, a focus, a click) instead of loading at the
   * observer's first report: the server's HTML already shows it whole, and loading it then is a
   * long task in the page's first seconds (what a step page's blocking time was made of). Scrolled
   * out of the margin and back, it loads as any other.
   */
  waitOnFirstScreen?: boolean;
}

/** What the reader does to an element that says it is wanted now. */
const READER_EVENTS = ['pointerenter', 'focusin', 'touchstart', 'click'] as const;

/**
 * Runs `load` (a simulator island's interactive part, the footer's offline figures) only once it is
 * wanted: when the element scrolls near the viewport, or the reader points at, touches, focuses or
 * clicks it, whichever comes first (at once when `eager`). Returns true once loaded. Until then the
 * server's HTML stays on screen and nothing is fetched or run, so it costs nothing in the page's
 * first load.
 */
export function useWhenWanted(
  ref: RefObject<HTMLElement | null>,
  load: () => Promise<unknown>,
  { eager = false, waitOnFirstScreen = false }: WhenWanted = {},
): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const el = ref.current;
    let alive = true;
    let started = false;
    const want = () => {
      if (started) return;
      started = true;
      stop();
      load().then(
        // A transition: React renders what was loaded (an interactive simulator, say) in small
        // slices, yielding to the browser between them, so it never blocks input with one long task.
        () => alive && startTransition(() => setLoaded(true)),
        () => {
          // The chunk failed (offline, say): the server's HTML stays, readable as it is.
        },
      );
    };
    const stops: (() => void)[] = [];
    const stop = () => stops.splice(0).forEach((s) => s());
    if (eager || !el || typeof IntersectionObserver === 'undefined') {
      // Wanted now, or no way to tell visibility (old browser, tests): load now.
      want();
    } else {
      // The observer's first report says where the element is when the page opens.
      let first = waitOnFirstScreen;
      const io = new IntersectionObserver(
        (entries) => {
          const near = entries.some((e) => e.isIntersecting);
          if (first) {
            first = false;
            if (near) return; // on or near the first screen: the reader says when
          }
          if (near) want();
        },
        { rootMargin: '300px' },
      );
      io.observe(el);
      stops.push(() => io.disconnect());
      for (const type of READER_EVENTS) {
        // Capture: a press on a control inside still counts when the control stops it.
        el.addEventListener(type, want, { passive: true, capture: true });
        stops.push(() => el.removeEventListener(type, want, { capture: true }));
      }
      // No idle-time loading: a page with several simulators would hydrate them all at once
      // and block the main thread; off-screen ones wait until the reader gets near them.
    }
    return () => {
      alive = false;
      stop();
    };
  }, [ref, load, eager, waitOnFirstScreen]);
  return loaded;
}
