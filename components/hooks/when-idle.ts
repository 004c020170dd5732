// Work that can wait for the main thread to be free: the drill code's load and the first drill's
// generation (practice), a returning reader's sandbox, the other language's offer, so that none runs
// in the same task as the page's hydration.
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const cancel = window.cancelIdleCallback.bind(window);
    const id = window.requestIdleCallback(run, { timeout });
    return () => cancel(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}
