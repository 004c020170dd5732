import type { ReactNode } from 'react';
import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/** One rule or subrule: an anchored heading (`/rules/101.4#101.4c`) and its content. */
export function RuleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useTranslations('mdx');
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={id}>
        <span id={headingId}>
          <span className={styles.ruleNumber}>{id}</span> {title}
        </span>{' '}
        <a href={`#${id}`} className="anchor" aria-label={t('ruleLink', { id })}>
          #
        </a>
      </h2>
      {children}
    </section>
  );
}
