'use client';
// The simulator's static view (its first step, readable with no JavaScript), drawn by the server and
// then left as it is: the browser hydrates an element whose content is "inner HTML" without looking
// inside (React does not hydrate into dangerouslySetInnerHTML), so the view is neither in the page's
// inline payload (the payload holds the island's data, not a second copy of its markup: on a rule
// page with seven simulators that copy was 130 kB) nor redrawn by the browser.
// Mounted in the browser with no server HTML under it (a page reached by an in-app link, whose payload
// comes without HTML; a test), it is drawn there instead, from a chunk of its own, loaded then.
import { lazy, useState, useSyncExternalStore } from 'react';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { Lang } from '@/i18n/lang';
import type { IslandProps } from './island-props';
import { ViewBox } from './SimulatorFrame';
import styles from './simulator.module.css';

// On the server only: Next's compiler replaces `typeof window` in each bundle and drops the branch
// that cannot run, so the browser's chunks do not hold the static view or its narrators.
const serverView: typeof import('./static-view-server').StaticView | null =
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

const noSubscription = () => () => {};

export function ServerDrawnView(props: IslandProps) {
  const lang = usePageLang();
  // True while the page's server HTML is being hydrated (and on the server), false when mounted in
  // the browser; kept as it was at mount.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromServer] = useState(hydrating);
  if (serverView) {
    const View = serverView;
    return (
      <ViewBox>
        <View {...props} />
      </ViewBox>
    );
  }
  if (fromServer) return <div className={styles.view} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <ViewBox>{lang === 'fr' ? <BrowserViewFr {...props} /> : <BrowserViewEn {...props} />}</ViewBox>;
}
