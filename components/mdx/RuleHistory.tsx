import type { ReactNode } from 'react';
import { CR_CHECKED_DATE } from '@/i18n/site';
import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/**
 * The rule-history note: the seed's wording, what changed since, and the edition the text was
 * checked against (one constant for every page, so no page names an older edition).
 */
export function RuleHistory({ id, rule, children }: { id: string; rule: string; children: ReactNode }) {
  const t = useTranslations('mdx');
  // The id is written in the page (`history-101.4`), so both languages share the anchor.
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h2 id={id}>{t('historyHeading', { rule })}</h2>
      {children}
      <p className="stamp">{t('historyStamp', { iso: CR_CHECKED_DATE, date: new Date(CR_CHECKED_DATE) })}</p>
    </section>
  );
}
