import type { ReactNode } from 'react';
import styles from './mdx.module.css';

/** The rule-history note: the seed's wording, what changed since, and what the text was checked against. */
export function RuleHistory({ rule, checked, children }: { rule: string; checked: string; children: ReactNode }) {
  const id = `history-${rule}`;
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h2 id={id}>History of rule {rule}</h2>
      {children}
      <p className="stamp">Text checked against {checked}.</p>
    </section>
  );
}
