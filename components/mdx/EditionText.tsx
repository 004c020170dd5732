import { useTranslations } from 'next-intl';
import { rule as heldRule } from '@/content/cr/history';
import { NEWEST_EDITION, rule as newestRule } from '@/content/cr/reader';
import styles from './mdx.module.css';

/**
 * A rule quoted verbatim from a held edition of the Comprehensive Rules (default: the newest held,
 * 2026-01-16), looked up by number in the CR data and labelled with that edition's date. Always the
 * English text: a French page follows it with its own plain words. A number the edition lacks fails
 * the build; content/cr/quotes.test.ts fails on a hand-written quote in the pages. The rule's text
 * only, unless `examples` asks for the rule's own examples too (608.2f's Soulfire Eruption).
 */
export function EditionText({ rule, edition = NEWEST_EDITION, examples = false }: { rule: string; edition?: string; examples?: boolean }) {
  const t = useTranslations('mdx');
  const entry = edition === NEWEST_EDITION ? newestRule(rule) : heldRule(rule, edition);
  if (!entry) throw new Error(`<EditionText rule="${rule}">: the Comprehensive Rules of ${edition} have no ${rule}.`);
  return (
    <figure className={styles.ruleText}>
      <figcaption className={styles.ruleLabel}>{t('edition', { date: new Date(entry.edition) })}</figcaption>
      <blockquote lang="en" cite={`/rules/${rule}`} style={{ all: 'unset', display: 'block' }}>
        {entry.text.split('\n').map((para, i) => (
          <p key={i}>
            {i === 0 ? <span className={styles.ruleNumber}>{entry.kind === 'subrule' ? rule : `${rule}.`}</span> : null} {para}
          </p>
        ))}
        {examples ? entry.examples.map((x, i) => <p key={`example-${i}`}>{x}</p>) : null}
      </blockquote>
    </figure>
  );
}
