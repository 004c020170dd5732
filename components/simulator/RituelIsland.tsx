'use client';
// Like SimulatorIsland, for the Rituel page's switchable simulator.
import type { ReactNode } from 'react';
import { Heading } from './Heading';
import type { RituelInteractive as InteractiveType, RituelInteractiveProps } from './RituelInteractive';
import { IslandShell } from './IslandShell';
import styles from './simulator.module.css';

let Interactive: typeof InteractiveType | null = null;
const loadInteractive = () =>
  import('./RituelInteractive').then((m) => {
    Interactive = m.RituelInteractive;
  });

export function RituelIsland({
  title,
  children,
  ...props
}: Omit<RituelInteractiveProps, 'onReady'> & { title: string; children: ReactNode }) {
  return (
    <IslandShell
      slug="rituel"
      labelledBy={`${props.idPrefix}-title`}
      load={loadInteractive}
      header={
        <Heading level={props.headingLevel} id={`${props.idPrefix}-title`} className={styles.title}>
          {title}
        </Heading>
      }
      renderLive={(onReady) => (Interactive ? <Interactive {...props} onReady={onReady} /> : null)}
    >
      {children}
    </IslandShell>
  );
}
