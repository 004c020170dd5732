'use client';
// The only part of /practice in its first load. The server draws the page's first drill
// (StaticPractice, in the island's own server render) and the browser keeps that HTML as it is, not
// hydrated and not repeated in the page's payload (KeptServerHtml: two fifths of the page's payload
// were that second copy, and hydrating it was most of the page's blocking time); the drill code (the generator, the engine and the table) and the drills' narrator
// in the page's language come with a dynamic import(), so none of it counts against the page's
// first-load JavaScript.
//
// Which first drill: the server's, unless the reader brings their own. A drill link (`?v=&seed=&topic=`)
// or a returning reader (a score or settings kept in this browser) gets the drill the link names or a
// random one for their settings, as before: the inline script (StaticPractice) marks the island
// `data-first="own"` before anything is painted, CSS hides the server's drill, and the code loads
// once the hydrated page leaves the main thread idle. A first visit keeps the server's drill, and
// the code loads when the reader turns to it (use-when-wanted.ts); the first press counts
// (use-first-press.ts). Either way no drill is generated or drawn in the page's first seconds.
// Reached by an in-app link (no server HTML), the island loads its code at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { DrillParams } from '@/engine/practice';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useIslandCode } from '@/components/hooks/use-island-code';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { KeptServerHtml, useDrawnByServer } from '@/components/layout/KeptServerHtml';
import { ServerDrawing } from '@/components/layout/ServerDrawing';
import { whenIdle } from '@/components/hooks/when-idle';
// The kept drill's stylesheets that only its drawing imports (the table's, the stack's): the drawing's
// code never reaches the browser, and a page's stylesheet is made from what its browser code imports
// (components/simulator/static-view-styles.ts says why; e2e/quality/styles.spec.ts checks it).
import '@/components/simulator/table.module.css';
import '@/components/simulator/stack.module.css';
import styles from './practice.module.css';

// On the server only: Next's compiler replaces `typeof window` in each bundle and drops the branch
// that cannot run, so the browser's chunks do not hold the server's drawing.
const ServerPractice: typeof import('./static-practice-server').StaticPractice | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser's bundle drops (above)
  typeof window === 'undefined' ? (require('./static-practice-server') as typeof import('./static-practice-server')).StaticPractice : null;

export interface PracticeIslandProps {
  /** The server's first drill, and its own address (put in the address bar while it is on screen). */
  first: { params: DrillParams; href: string };
}

export function PracticeIsland({ first }: PracticeIslandProps) {
  const t = useTranslations('practice.island');
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  // Set after hydration from the inline script's mark: null until then.
  const [own, setOwn] = useState<boolean | null>(null);
  const onReady = useCallback(() => setReady(true), []);
  const locale = usePageLang();
  const fetch = useCallback(
    () =>
      Promise.all([
        import('./PracticeApp'),
        import('@/i18n/narrators/practice').then((n) => n.loadPracticeNarrator(locale)),
        loadNarrator(locale),
      ]).then(([m, say]) => ({ App: m.PracticeApp, say })),
    [locale],
  );
  const { code: app, failed, load } = useIslandCode(fetch);
  const drawnByServer = useDrawnByServer();

  useEffect(() => {
    const isOwn = ref.current?.dataset.first === 'own';
    setOwn(isOwn);
    if (isOwn) return whenIdle(() => void load().catch(() => {}));
    // No server drawing to keep (an in-app link): the drill comes at once.
    if (!drawnByServer) void load().catch(() => {});
    // The server's drill is on screen: the address says so (a reload or a copied address opens it).
    if (!window.location.search) window.history.replaceState(null, '', first.href);
  }, [load, first.href, drawnByServer]);

  useWhenWanted(ref, load, { waitOnFirstScreen: true });
  useFirstPress(ref, ready);

  return (
    <section
      ref={ref}
      aria-label={t('label')}
      className={styles.island}
      data-practice=""
      data-ready={ready ? 'true' : 'false'}
      // `data-first` is the inline script's, set before hydration.
      suppressHydrationWarning
    >
      {app ? (
        <app.App say={app.say} onReady={onReady} initial={own ? undefined : first.params} />
      ) : (
        <ServerDrawing failed={failed} words={{ failed: t('failed'), loading: t('loading') }} loadingClass={styles.loading}>
          {drawnByServer ? <KeptServerHtml className={undefined} server={ServerPractice ? <ServerPractice lang={locale} /> : undefined} /> : null}
        </ServerDrawing>
      )}
    </section>
  );
}
