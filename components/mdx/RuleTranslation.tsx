import type { ReactNode } from 'react';
import styles from './mdx.module.css';

/**
 * Our own French rendering of a rule whose English text <RuleText> quotes verbatim just before it.
 * It is not the official French text of the Comprehensive Rules, and says so: only the seed's English
 * wording is quoted as the rule. `rule` names the rule (it is not an anchor: <RuleSection> has that).
 */
export function RuleTranslation({ rule, children }: { rule: string; children: ReactNode }) {
  return (
    <figure className={styles.ruleText} lang="fr" data-translates={rule}>
      <figcaption className={styles.ruleLabel}>Traduction non officielle de la règle {rule}, par nos soins</figcaption>
      <div>{children}</div>
    </figure>
  );
}
