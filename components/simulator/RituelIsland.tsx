'use client';
// Like SimulatorIsland, for the Rituel page's switchable simulator.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Heading } from './Heading';
import type { RituelInteractive as InteractiveType, RituelInteractiveProps } from './RituelInteractive';
import { useWhenWanted } from './use-when-wanted';
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
  const ref = useRef<HTMLElement>(null);
  const loaded = useWhenWanted(ref, loadInteractive);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <section
      ref={ref}
      className={styles.root}
      data-simulator=""
      data-slug="rituel"
      data-ready={ready ? 'true' : 'false'}
      aria-labelledby={`${props.idPrefix}-title`}
    >
      <Heading level={props.headingLevel} id={`${props.idPrefix}-title`} className={styles.title}>
        {title}
      </Heading>
      {loaded && Interactive ? <Interactive {...props} onReady={onReady} /> : children}
    </section>
  );
}
