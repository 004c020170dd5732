import { useTranslations } from 'next-intl';
import styles from './simulator.module.css';

export function MissingExample({ slug }: { slug: string }) {
  const t = useTranslations('simulator');
  return (
    <p className={`${styles.verdict} ${styles.disagrees}`}>
      {t.rich('missing', { slug, code: (chunks) => <code>{chunks}</code> })}
    </p>
  );
}
