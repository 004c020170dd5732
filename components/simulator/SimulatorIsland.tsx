'use client';
// The island: the static simulator stays on screen until the interactive part is wanted (near the
// viewport, pointed at, focused, pressed; at once with `eager`) and its chunk has loaded. One on or
// near the first screen when the page opens waits for the reader (use-when-wanted.ts), and a press
// on its static controls counts (use-first-press.ts). The interactive part is a chunk of its own,
// not in the page's first-load JavaScript; it replaces the static view in one commit once loaded,
// drawing the same markup, so nothing moves. If the chunk cannot load (offline), the static view
// simply stays.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { IslandProps } from './island-props';
import { ServerDrawnView } from './ServerDrawnView';
import { SimulatorFrame, ViewBox } from './SimulatorFrame';

let interactive: typeof import('./InteractiveSimulator') | undefined;

// One chunk, shared by every simulator on the page; `useWhenWanted` fetches it, and the narrator of
// the page's language (load-narrator.ts), before the island draws it.
export const loadInteractive = () =>
  import('./InteractiveSimulator').then((m) => {
    interactive = m;
    return m;
  });

/**
 * `children`: the static view when the island is drawn in the browser (the sandbox's); without
 * them, the server's drawing (ServerDrawnView), which the page's payload does not repeat.
 */
export function SimulatorIsland({ children, ...props }: IslandProps & { children?: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const lang = usePageLang();
  const load = useCallback(() => Promise.all([loadInteractive(), loadNarrator(lang)]), [lang]);
  const wanted = useWhenWanted(ref, load, { eager: props.eager, waitOnFirstScreen: true });
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  useFirstPress(ref, ready);
  // `wanted` is true once the chunk has loaded: the static view (in the same place in the tree until
  // then, so that the server's HTML is never drawn again) gives way to the live one in one commit.
  const Live = wanted ? interactive?.default : undefined;
  return (
    <SimulatorFrame ref={ref} island={props} ready={ready}>
      {Live ? (
        <ViewBox>
          <Live {...props} onReady={onReady} />
        </ViewBox>
      ) : children ? (
        <ViewBox>{children}</ViewBox>
      ) : (
        <ServerDrawnView {...props} />
      )}
    </SimulatorFrame>
  );
}
