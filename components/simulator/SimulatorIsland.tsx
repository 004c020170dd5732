'use client';
// The island: the static simulator stays on screen until the interactive part is wanted (near the
// viewport, pointed at, focused, pressed; at once with `eager`) and its chunk has loaded. One on or
// near the first screen when the page opens waits for the reader (use-when-wanted.ts), and a press
// on its static controls counts (use-first-press.ts). The interactive part is `React.lazy`, so it is not in
// the page's first-load JavaScript; the static view is its Suspense fallback, so nothing moves when
// it takes over. If the chunk cannot load (offline), the static view simply stays.
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { IslandProps } from './island-props';
import { SimulatorFrame } from './SimulatorFrame';

// One chunk, shared by every simulator on the page; `useWhenWanted` fetches it, and the narrator of
// the page's language (load-narrator.ts), before `lazy` asks.
export const loadInteractive = () => import('./InteractiveSimulator');
const InteractiveSimulator = lazy(loadInteractive);

export function SimulatorIsland({ children, ...props }: IslandProps & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const lang = usePageLang();
  const load = useCallback(() => Promise.all([loadInteractive(), loadNarrator(lang)]), [lang]);
  const wanted = useWhenWanted(ref, load, { eager: props.eager, waitOnFirstScreen: true });
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  useFirstPress(ref, ready);
  return (
    <SimulatorFrame ref={ref} island={props} ready={ready}>
      {/* The server's HTML is `children` outside any Suspense boundary: inside one, React may send a
          large boundary's content apart from its fallback (both in the HTML, swapped by a script). */}
      {wanted ? (
        <Suspense fallback={children}>
          <InteractiveSimulator {...props} onReady={onReady} />
        </Suspense>
      ) : (
        children
      )}
    </SimulatorFrame>
  );
}
