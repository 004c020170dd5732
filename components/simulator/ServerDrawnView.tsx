'use client';
// The simulator's static view (its first step, readable with no JavaScript), drawn by the server in
// the island's own render and then kept as it is in the browser (KeptServerHtml): the page's inline
// payload holds the island's data, not a second copy of the view's markup (on a rule page with seven
// simulators that copy was 130 kB). Mounted in the browser with no server HTML under it (a page
// reached by an in-app link), the view is drawn there, from a chunk of its own.
import { lazy } from 'react';
import { KeptServerHtml, useDrawnByServer } from '@/components/layout/KeptServerHtml';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { Lang } from '@/i18n/lang';
import type { IslandProps } from './island-props';
import { ViewBox } from './SimulatorFrame';
import styles from './simulator.module.css';
import './static-view-styles'; // the kept drawing's stylesheets (see there)

// On the server only: Next's compiler replaces `typeof window` in each bundle and drops the branch
// that cannot run, so the browser's chunks do not hold the static view or its narrators.
const ServerView: typeof import('./static-view-server').StaticView | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser's bundle drops (above)
  typeof window === 'undefined' ? (require('./static-view-server') as typeof import('./static-view-server')).StaticView : null;

/**
 * The static view drawn in the browser, with the narrator of the page's language. An in-app
 * navigation waits for it (the page is drawn whole, never with an empty simulator); if its chunk
 * cannot be had, the page is loaded again from the server, whose HTML has the view, as Next does for
 * a navigation whose code cannot load.
 */
const drawnInBrowser = (lang: Lang) =>
  lazy(() =>
    Promise.all([import('./StaticView'), loadNarrator(lang)]).then(
      ([m]) => ({ default: m.StaticView }),
      () => {
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );
const BrowserViewEn = drawnInBrowser('en');
const BrowserViewFr = drawnInBrowser('fr');

/** The static view: the server's, kept; or drawn in the browser when the island was mounted there. */
export function ServerDrawnView(props: IslandProps) {
  const lang = usePageLang();
  if (useDrawnByServer()) return <KeptServerHtml className={styles.view} server={ServerView ? <ServerView {...props} /> : undefined} />;
  return <ViewBox>{lang === 'fr' ? <BrowserViewFr {...props} /> : <BrowserViewEn {...props} />}</ViewBox>;
}
