'use client';
// The client island: shows the server-rendered simulator, then swaps in the interactive one
// (same markup, controls live), fetched with a dynamic import() only when wanted, so it is not
// part of the page's first-load JavaScript.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { InteractiveSimulator as InteractiveType, InteractiveSimulatorProps } from './InteractiveSimulator';
import { useWhenWanted } from './use-when-wanted';
import styles from './simulator.module.css';

// Module-level, filled once by the dynamic import (shared by every simulator on the page).
let Interactive: typeof InteractiveType | null = null;
const loadInteractive = () =>
  import('./InteractiveSimulator').then((m) => {
    Interactive = m.InteractiveSimulator;
  });

export function SimulatorIsland({ children, ...props }: InteractiveSimulatorProps & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const loaded = useWhenWanted(ref, loadInteractive);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <section
      ref={ref}
      className={styles.root}
      data-simulator=""
      data-slug={props.example.slug}
      data-ready={ready ? 'true' : 'false'}
      aria-labelledby={`${props.idPrefix}-title`}
    >
      {loaded && Interactive ? <Interactive {...props} onReady={onReady} /> : children}
    </section>
  );
}
