import type { ReactNode } from 'react';
import { CR_CHECKED } from '@/components/layout/site';
import styles from './mdx.module.css';

/**
 * The rule-history note: the seed's wording, what changed since, and the edition the text was
 * checked against (one constant for every page, so no page names an older edition).
 */
export function RuleHistory({ id, rule, children }: { id: string; rule: string; children: ReactNode }) {
  // The id is written in the page (`history-101.4`), so both languages share the anchor.
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h2 id={id}>History of rule {rule}</h2>
      {children}
      <p className="stamp">Text checked against {CR_CHECKED}, and against earlier copies back to 2017.</p>
    </section>
  );
}
