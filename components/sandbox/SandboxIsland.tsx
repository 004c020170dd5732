'use client';
// The only part of the sandbox in its page's first load. The server draws the default table
// (children: StaticSandbox); the sandbox's code (the builder, the engine, the simulator) and the
// narrator in the page's language come with a dynamic import(), when the reader turns to it (points
// at it, touches, focuses or presses it: use-when-wanted.ts). The first press counts
// (use-first-press.ts) and so does what they typed or chose meanwhile (use-carry-typed.ts).
//
// A share link (`?s=`) or a table kept in this browser is the reader's own table: the inline script
// (StaticSandbox) marks the island `data-first="own"` before anything is painted, CSS hides the
// default table, and the code loads once the hydrated page leaves the main thread idle, to read it.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCarryTyped } from '@/components/hooks/use-carry-typed';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useIslandCode } from '@/components/hooks/use-island-code';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { whenIdle } from '@/components/hooks/when-idle';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { loadInteractive } from '@/components/simulator/SimulatorIsland';
import { ServerDrawing } from '@/components/layout/ServerDrawing';
import type { SandboxAppProps } from './SandboxApp';
import styles from './sandbox.module.css';

export function SandboxIsland({ children }: { children: ReactNode }) {
  const t = useTranslations('sandbox.island');
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const lang = usePageLang();
  // The sandbox's simulator loads at once with it (eager): its chunk comes in the same round trip,
  // not one after the sandbox has drawn.
  const fetch = useCallback(
    () =>
      Promise.all([import('./SandboxApp'), loadInteractive(), loadNarrator(lang)]).then(([m]) => m.SandboxApp),
    [lang],
  );
  const { code: App, failed, load } = useIslandCode<ComponentType<SandboxAppProps>>(fetch);

  useEffect(() => {
    if (ref.current?.dataset.first === 'own') return whenIdle(() => void load().catch(() => {}));
  }, [load]);

  useWhenWanted(ref, load, { waitOnFirstScreen: true });
  // What was typed first, then the press: "Load this JSON" loads the JSON pasted before it.
  const carried = useCarryTyped(ref, ready);
  useFirstPress(ref, carried);

  return (
    <div
      ref={ref}
      className={styles.island}
      data-sandbox=""
      data-ready={ready ? 'true' : 'false'}
      // `data-first` is the inline script's, set before hydration.
      suppressHydrationWarning
    >
      {App ? (
        <App onReady={onReady} />
      ) : (
        <ServerDrawing failed={failed} words={{ failed: t('failed'), loading: t('loading') }} loadingClass={styles.loading}>
          {children}
        </ServerDrawing>
      )}
    </div>
  );
}
