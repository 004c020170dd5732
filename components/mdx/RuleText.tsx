import { seedRule } from '@/components/content/data';
import styles from './mdx.module.css';

/** The seed's verbatim text of a rule, labelled as the pre-2018 wording it is. */
export function RuleText({ id }: { id: string }) {
  const rule = seedRule(id);
  if (!rule) throw new Error(`No seed text for rule ${id}: only the seed's rules may be quoted verbatim.`);
  return (
    <figure className={styles.ruleText}>
      <figcaption className={styles.ruleLabel}>Seed wording (pre-2018 Comprehensive Rules)</figcaption>
      <blockquote cite={`#${id}`} style={{ all: 'unset', display: 'block' }}>
        <p>
          <span className={styles.ruleNumber}>{id}.</span> {rule.text.replace(new RegExp(`^${id.replace('.', '\\.')}\\.?\\s*`), '')}
        </p>
        {rule.example ? <p>{rule.example}</p> : null}
      </blockquote>
    </figure>
  );
}
