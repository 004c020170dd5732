'use client';
// The only part of the sandbox in its page's first load. The server draws the default table
// (StaticSandbox, in the island's own server render) and the browser keeps that HTML as it is, not
// hydrated and not repeated in the page's payload (KeptServerHtml); the sandbox's code (the builder,
// the engine, the simulator) and the narrator in the page's language come with a dynamic import(),
// when the reader turns to it (points at it, touches, focuses or presses it: use-when-wanted.ts).
// The first press counts (use-first-press.ts) and so does what they typed or chose meanwhile
// (use-carry-typed.ts). Reached by an in-app link (no server HTML), the live sandbox comes at once.
//
// A share link (`?s=`) or a table kept in this browser is the reader's own table: the inline script
// (StaticSandbox) marks the island `data-first="own"` before anything is painted, CSS hides the
// default table, and the code loads once the hydrated page leaves the main thread idle, to read it.
import { lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { useCarryTyped } from '@/components/hooks/use-carry-typed';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useIslandCode } from '@/components/hooks/use-island-code';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { whenIdle } from '@/components/hooks/when-idle';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { loadInteractive } from '@/components/simulator/SimulatorIsland';
import '@/components/simulator/static-view-styles'; // the kept table's stylesheets (see there)
import { KeptServerHtml, useDrawnByServer } from '@/components/layout/KeptServerHtml';
import { ServerDrawing } from '@/components/layout/ServerDrawing';
import type { Lang } from '@/i18n/lang';
import type { SandboxAppProps } from './SandboxApp';
import styles from './sandbox.module.css';

// On the server only: Next's compiler replaces `typeof window` in each bundle and drops the branch
// that cannot run, so the browser's chunks do not hold the server's drawing.
const ServerTable: typeof import('./static-sandbox-server').StaticSandbox | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser's bundle drops (above)
  typeof window === 'undefined' ? (require('./static-sandbox-server') as typeof import('./static-sandbox-server')).StaticSandbox : null;

// The sandbox's simulator loads at once with it (eager): its chunk comes in the same round trip, not
// one after the sandbox has drawn.
const sandboxCode = (lang: Lang) =>
  Promise.all([import('./SandboxApp'), loadInteractive(), loadNarrator(lang)]).then(([m]) => m.SandboxApp);

/**
 * The live sandbox at once, for an island mounted in the browser (a page reached by an in-app link):
 * the navigation waits for its code; if it cannot load, the page is loaded from the server.
 */
const arriving = (lang: Lang) =>
  lazy(() =>
    sandboxCode(lang).then(
      (App) => ({ default: App }),
      () => {
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );
const ArrivingEn = arriving('en');
const ArrivingFr = arriving('fr');

export function SandboxIsland() {
  const t = useTranslations('sandbox.island');
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const lang = usePageLang();
  const drawnByServer = useDrawnByServer();
  const fetch = useCallback(() => sandboxCode(lang), [lang]);
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
      {!drawnByServer ? (
        lang === 'fr' ? (
          <ArrivingFr onReady={onReady} />
        ) : (
          <ArrivingEn onReady={onReady} />
        )
      ) : App ? (
        <App onReady={onReady} />
      ) : (
        <ServerDrawing failed={failed} words={{ failed: t('failed'), loading: t('loading') }} loadingClass={styles.loading}>
          <KeptServerHtml className={styles.drawn} server={ServerTable ? <ServerTable lang={lang} /> : undefined} />
        </ServerDrawing>
      )}
    </div>
  );
}
