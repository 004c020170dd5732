import styles from './simulator.module.css';

export function MissingExample({ slug }: { slug: string }) {
  return (
    <p className={`${styles.verdict} ${styles.disagrees}`}>
      The example <code>{slug}</code> is not available.
    </p>
  );
}
