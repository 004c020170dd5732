import { seedRule } from '@/content/library';
import { NEWEST_EDITION, rule as newestRule } from '@/content/cr/reader';
import { comparable } from '@/content/cr/text';
import styles from './mdx.module.css';
import { useTranslations } from 'next-intl';

/**
 * The seed's verbatim text of a rule (its own wording: the Comprehensive Rules in force until
 * 2018-07-13), labelled as the seed's. Whether the newest held edition has the same words is read
 * from the CR data, never claimed by hand, and said with that edition's date.
 */
export function RuleText({ id }: { id: string }) {
  const t = useTranslations('mdx');
  const rule = seedRule(id);
  if (!rule) throw new Error(`No seed text for rule ${id}: only the seed's rules may be quoted verbatim.`);
  const text = rule.text.replace(new RegExp(`^${id.replace('.', '\\.')}\\.?\\s*`), '');
  const newest = newestRule(id);
  // The seed's example is part of the quote: 101.4's text is unchanged, its example is not ("they control").
  const example = rule.example?.replace(/^Example:\s*/, '');
  const unchanged =
    newest !== null && comparable(newest.text) === comparable(text) && (example === undefined || comparable(newest.examples.join(' ')) === comparable(example));
  return (
    <figure className={styles.ruleText}>
      <figcaption className={styles.ruleLabel}>{unchanged ? t('seedUnchanged', { date: new Date(NEWEST_EDITION) }) : t('seed')}</figcaption>
      <blockquote lang="en" cite={`#${id}`} style={{ all: 'unset', display: 'block' }}>
        <p>
          <span className={styles.ruleNumber}>{id}.</span> {text}
        </p>
        {rule.example ? <p>{rule.example}</p> : null}
      </blockquote>
    </figure>
  );
}
