import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Runs `load` (a simulator island's interactive part, the footer's offline figures) only once it is
 * wanted: when the element scrolls near the viewport, or the reader points at, touches or focuses
 * it, whichever comes first (at once when `eager`). Returns true once loaded. Until then the
 * server's HTML stays on screen and nothing is fetched or run, so it costs nothing in the page's
 * first load.
 */
export function useWhenWanted(
  ref: RefObject<HTMLElement | null>,
  load: () => Promise<unknown>,
  eager = false,
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
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
        rootMargin: '300px',
      });
      io.observe(el);
      stops.push(() => io.disconnect());
      for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) {
        el.addEventListener(type, want, { passive: true });
        stops.push(() => el.removeEventListener(type, want));
      }
      // No idle-time loading: a page with several simulators would hydrate them all at once
      // and block the main thread; off-screen ones wait until the reader gets near them.
    }
    return () => {
      alive = false;
      stop();
    };
  }, [ref, load, eager]);
  return loaded;
}
