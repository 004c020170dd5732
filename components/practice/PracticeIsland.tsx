'use client';
// The only part of /practice in its first load. The server draws the page's first drill (children:
// StaticPractice); the drill code (the generator, the engine and the table) and the drills' narrator
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
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { DrillParams } from '@/engine/practice';
import { useFirstPress } from '@/components/hooks/use-first-press';
import { useIslandCode } from '@/components/hooks/use-island-code';
import { useWhenWanted } from '@/components/hooks/use-when-wanted';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { ServerDrawing } from '@/components/layout/ServerDrawing';
import { whenIdle } from '@/components/hooks/when-idle';
import styles from './practice.module.css';

export interface PracticeIslandProps {
  /** The server's first drill, and its own address (put in the address bar while it is on screen). */
  first: { params: DrillParams; href: string };
  /** The server's drawing of it, with the inline script that decides whose first drill it is. */
  children: ReactNode;
}

export function PracticeIsland({ first, children }: PracticeIslandProps) {
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

  useEffect(() => {
    const isOwn = ref.current?.dataset.first === 'own';
    setOwn(isOwn);
    if (isOwn) return whenIdle(() => void load().catch(() => {}));
    // The server's drill is on screen: the address says so (a reload or a copied address opens it).
    if (!window.location.search) window.history.replaceState(null, '', first.href);
  }, [load, first.href]);

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
          {children}
        </ServerDrawing>
      )}
    </section>
  );
}
