import { seedRule } from '@/content/library';
import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/**
 * The seed's verbatim text of a rule, labelled with its date: the seed quotes the Comprehensive Rules
 * in force until 2018-07-13. `unchanged` marks a rule whose current text is word for word the seed's.
 */
export function RuleText({ id, unchanged = false }: { id: string; unchanged?: boolean }) {
  const t = useTranslations('mdx');
  const rule = seedRule(id);
  if (!rule) throw new Error(`No seed text for rule ${id}: only the seed's rules may be quoted verbatim.`);
  return (
    <figure className={styles.ruleText}>
      <figcaption className={styles.ruleLabel}>
        {unchanged ? t('seedUnchanged') : t('seed')}
      </figcaption>
      <blockquote lang="en" cite={`#${id}`} style={{ all: 'unset', display: 'block' }}>
        <p>
          <span className={styles.ruleNumber}>{id}.</span> {rule.text.replace(new RegExp(`^${id.replace('.', '\\.')}\\.?\\s*`), '')}
        </p>
        {rule.example ? <p>{rule.example}</p> : null}
      </blockquote>
    </figure>
  );
}
