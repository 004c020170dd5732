'use client';
// A part of a page that the server draws once and the browser then leaves as it is: an island's
// static drawing (a simulator's first step, the sandbox's default table). The browser hydrates the
// element that holds it as "inner HTML" and does not look inside (React does not hydrate into
// dangerouslySetInnerHTML), so its markup is neither repeated in the page's inline payload nor
// hydrated: the payload holds the island's data, not a second copy of what the HTML already shows.
// Each island requires its drawing behind `typeof window === 'undefined'`, a branch Next's compiler
// drops from the browser's bundle, so the drawing's code is not in the browser's chunks either.
import { useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the island was drawn by the server (true on the server and when the page's HTML is
 * hydrated), or mounted in the browser with no server HTML (false: a page reached by an in-app link,
 * whose payload comes without HTML; a component test). As it was at mount.
 */
export function useDrawnByServer(): boolean {
  // After hydration React reads the browser's value (false) again: the state keeps the first.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [atMount] = useState(hydrating);
  return atMount;
}

export interface KeptServerHtmlProps {
  /** What the server draws: given in the server's bundle only, undefined in the browser. */
  server: ReactNode | undefined;
  /** The holding element's class, the same as the live view's (so the markup is the same). */
  className: string | undefined;
}

/**
 * Only where the island was drawn by the server (useDrawnByServer). `data-kept` names the element
 * for the component tests, which draw the server's part into it themselves (test-server-html.tsx).
 */
export function KeptServerHtml({ server, className }: KeptServerHtmlProps) {
  if (typeof window === 'undefined') {
    return (
      <div className={className} data-kept="">
        {server}
      </div>
    );
  }
  return <div className={className} data-kept="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
