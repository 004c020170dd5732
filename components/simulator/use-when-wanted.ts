import { startTransition, useEffect, useState, type RefObject } from 'react';
import { isEngaged, whenEngaged } from './reader-engaged';

/**
 * Runs `load` (the dynamic import of an island's interactive part) only once it is wanted: when the
 * reader points at, touches or focuses the island, or when the island is near the viewport once the
 * reader has interacted with the page (scrolled, pointed, typed), whichever comes first (at once
 * when `eager`). Returns what `load` resolved to once loaded, null until then. Until then the server's HTML stays on screen and the chunk
 * is neither fetched nor run, so a page that is only opened and read costs no more than its document:
 * the interactive part's download, evaluation and first render happen once the reader acts.
 */
export function useWhenWanted<T>(
  ref: RefObject<HTMLElement | null>,
  load: () => Promise<T>,
  eager = false,
): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    const el = ref.current;
    let alive = true;
    let started = false;
    const want = () => {
      if (started) return;
      started = true;
      stop();
      load().then(
        // A transition: React renders the interactive simulator in small slices, yielding to the
        // browser between them, so swapping it in never blocks input with one long task.
        (value) => alive && startTransition(() => setLoaded({ value })),
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
      let near = false;
      const io = new IntersectionObserver(
        (entries) => {
          near = entries.some((e) => e.isIntersecting);
          if (near && isEngaged()) want();
        },
        { rootMargin: '300px' },
      );
      io.observe(el);
      stops.push(() => io.disconnect());
      stops.push(whenEngaged(() => near && want()));
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
  return loaded ? loaded.value : null;
}
