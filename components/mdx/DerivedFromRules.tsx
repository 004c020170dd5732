import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/** Marks an example built from the rules themselves, not from an official ruling. */
export function DerivedFromRules() {
  const t = useTranslations('mdx');
  return (
    <p className={styles.badge}>
      <strong>{t('derivedLead')}</strong> {t('derived')}
    </p>
  );
}
