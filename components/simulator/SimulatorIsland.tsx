'use client';
// The client island: shows the server-rendered simulator, then swaps in the interactive one
// (same markup, controls live), fetched with a dynamic import() only when wanted, so it is not
// part of the page's first-load JavaScript.
import type { ReactNode } from 'react';
import type { InteractiveSimulator as InteractiveType, InteractiveSimulatorProps } from './InteractiveSimulator';
import { IslandShell } from './IslandShell';

// Module-level, filled once by the dynamic import (shared by every simulator on the page).
let Interactive: typeof InteractiveType | null = null;
const loadInteractive = () =>
  import('./InteractiveSimulator').then((m) => {
    Interactive = m.InteractiveSimulator;
  });

export function SimulatorIsland({ children, ...props }: InteractiveSimulatorProps & { children: ReactNode }) {
  return (
    <IslandShell
      slug={props.example.slug}
      labelledBy={`${props.idPrefix}-title`}
      load={loadInteractive}
      renderLive={(onReady) => (Interactive ? <Interactive {...props} onReady={onReady} /> : null)}
    >
      {children}
    </IslandShell>
  );
}
