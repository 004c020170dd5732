'use client';
// The shell shared by every lazily interactive simulator: the server's HTML stays on screen until
// the interactive part is wanted (near the viewport, pointed at, focused) and its chunk has loaded.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useWhenWanted } from './use-when-wanted';
import styles from './simulator.module.css';

export interface IslandShellProps {
  /** `data-slug` of the root, for tests and embeds. */
  slug: string;
  /** The id of the heading that names the simulator. */
  labelledBy: string;
  /** The dynamic import of the interactive part. */
  load: () => Promise<unknown>;
  /** The interactive part once loaded (null until then); it calls `onReady` once it is live. */
  renderLive: (onReady: () => void) => ReactNode | null;
  /** Shown above both the static and the live part (e.g. a heading they share). */
  header?: ReactNode;
  /** The server-rendered, static simulator. */
  children: ReactNode;
}

export function IslandShell({ slug, labelledBy, load, renderLive, header, children }: IslandShellProps) {
  const ref = useRef<HTMLElement>(null);
  const loaded = useWhenWanted(ref, load);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const live = loaded ? renderLive(onReady) : null;
  return (
    <section
      ref={ref}
      className={styles.root}
      data-simulator=""
      data-slug={slug}
      data-ready={ready ? 'true' : 'false'}
      aria-labelledby={labelledBy}
    >
      {header}
      {live ?? children}
    </section>
  );
}
