// A simulator's frame: its section, its data attributes and its group title. Drawn by the island
// around the static or live simulator, and by the server's drawing of the sandbox (StaticSandbox),
// which has no island of its own until the sandbox's code loads: the same markup either way.
import type { ReactNode, Ref } from 'react';
import { Heading } from './Heading';
import type { IslandProps } from './island-props';
import styles from './simulator.module.css';

export interface SimulatorFrameProps {
  island: Pick<IslandProps, 'dataSlug' | 'idPrefix' | 'title' | 'headingLevel'>;
  /** The interactive part has taken over (use-first-press.ts tells static from live by it). */
  ready: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

export function SimulatorFrame({ island, ready, ref, children }: SimulatorFrameProps) {
  return (
    <section
      ref={ref}
      className={styles.root}
      data-simulator=""
      data-slug={island.dataSlug}
      data-ready={ready ? 'true' : 'false'}
      aria-labelledby={`${island.idPrefix}-title`}
    >
      {island.title ? (
        <Heading level={island.headingLevel} id={`${island.idPrefix}-title`} className={styles.title}>
          {island.title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

/**
 * The element around the static or the live view, the same for both (ServerDrawnView draws it too,
 * holding the server's HTML): `display: contents`, it has no box of its own.
 */
export function ViewBox({ children }: { children: ReactNode }) {
  return <div className={styles.view}>{children}</div>;
}
