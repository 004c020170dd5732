import { useTranslations } from 'next-intl';
import { CR_FAMILY_DATE } from '@/i18n/site';
import styles from './mdx.module.css';

/**
 * A rule quoted verbatim from the newest edition of the Comprehensive Rules whose full text we hold
 * (the family pages, issue 26), labelled with that edition. Always the English text: a French page
 * follows it with its own plain words. The text is an attribute, so the page's prose stays in its language.
 */
export function EditionText({ rule, text }: { rule: string; text: string }) {
  const t = useTranslations('mdx');
  return (
    <figure className={styles.ruleText}>
      <figcaption className={styles.ruleLabel}>{t('edition', { iso: CR_FAMILY_DATE, date: new Date(CR_FAMILY_DATE) })}</figcaption>
      <blockquote lang="en" cite={`#${rule}`} style={{ all: 'unset', display: 'block' }}>
        <p>
          <span className={styles.ruleNumber}>{rule}.</span> {text}
        </p>
      </blockquote>
    </figure>
  );
}
