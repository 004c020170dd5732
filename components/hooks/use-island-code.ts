import { startTransition, useCallback, useRef, useState } from 'react';

export interface IslandCode<T> {
  /** The code, once loaded (rendered in a transition: in slices that leave the main thread free). */
  code: T | null;
  /** It could not load (offline, say): the server's drawing stays, with a line saying so. */
  failed: boolean;
  /** Loads it, once, whoever asks first (the reader through use-when-wanted.ts, or idle time). */
  load: () => Promise<unknown>;
}

/**
 * The code of an island that the server has drawn (the practice page's first drill, the sandbox's
 * default table): fetched with a dynamic import() when `load` is first called, not in the page's
 * first load. `fetch` must be stable (useCallback).
 */
export function useIslandCode<T>(fetch: () => Promise<T>): IslandCode<T> {
  const [code, setCode] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef<Promise<unknown> | null>(null);
  const load = useCallback(() => {
    loading.current ??= fetch().then(
      (c) => startTransition(() => setCode(() => c)),
      (e: unknown) => {
        setFailed(true);
        throw e;
      },
    );
    return loading.current;
  }, [fetch]);
  return { code, failed, load };
}
