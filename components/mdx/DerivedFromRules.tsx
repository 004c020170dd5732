import styles from './mdx.module.css';

/** Marks an example built from the rules themselves, not from an official ruling. */
export function DerivedFromRules() {
  return (
    <p className={styles.badge}>
      <strong>Derived from the rules:</strong> no official ruling names a card for this.
    </p>
  );
}
