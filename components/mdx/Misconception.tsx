import type { ReactNode } from 'react';
import styles from './mdx.module.css';

/** A common misunderstanding and what the rules actually say. */
export function Misconception({ claim, children }: { claim: string; children: ReactNode }) {
  return (
    <aside className={styles.misconception} aria-label={`Misconception: ${claim}`}>
      <p className={styles.claim}>
        <span className="visually-hidden">Misconception: </span>
        {claim}
      </p>
      <div>{children}</div>
    </aside>
  );
}
