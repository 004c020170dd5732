import type { ReactNode } from 'react';
import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/** A common misunderstanding and what the rules actually say. */
export function Misconception({ claim, children }: { claim: string; children: ReactNode }) {
  const t = useTranslations('mdx');
  return (
    <aside className={styles.misconception} aria-label={t('misconception', { claim })}>
      <p className={styles.claim}>
        <span className="visually-hidden">{t('misconceptionLabel')}</span>
        {claim}
      </p>
      <div>{children}</div>
    </aside>
  );
}
