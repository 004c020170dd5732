// The engine's verdict on an answer. Right: a short confirmation with the rule. Wrong: the right
// answer, the rule, one sentence of why, a link to the rule's section and the table in the sandbox.
import { useMemo, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { Drill } from '@/engine/practice';
import type { DrillText } from '@/i18n/narrators/practice';
import { useRuleHref } from '@/components/content/RuleLinks';
import { useShareLinks } from '@/components/sandbox/useShareLinks';
import styles from './practice.module.css';

export interface FeedbackProps {
  drill: Drill;
  /** The drill's words in the page's language (its practice narrator's `drill(drill)`). */
  words: DrillText;
  right: boolean;
  /** The verdict's box, focusable (tabIndex -1): the drill moves focus there once answered. */
  ref?: Ref<HTMLDivElement>;
}

export function Feedback({ drill, words, right, ref }: FeedbackProps) {
  const t = useTranslations('practice.feedback');
  // In the page's language: the page provides `ruleHrefs(lang)` (components/pages/PracticePage.tsx).
  const ruleUrl = useRuleHref()(drill.rule);
  // Share links are compressed asynchronously (CompressionStream): the sandbox link appears once made.
  const scenarios = useMemo(() => [drill.sandbox], [drill.sandbox]);
  const sandboxHref = useShareLinks(scenarios)?.[0];
  const rule = (
    <a href={ruleUrl} className={styles.ruleLink}>
      {t('rule', { rule: drill.rule })}
    </a>
  );
  if (right) {
    return (
      <div ref={ref} tabIndex={-1} className={`${styles.feedback} ${styles.right}`} data-testid="drill-verdict">
        <p>
          <strong>{t('right')}</strong> {words.answerText} ({rule}).
        </p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className={`${styles.feedback} ${styles.wrong}`} data-testid="drill-verdict">
      <p>
        <strong>{t('wrong')}</strong> {t('answerIs')} <strong>{words.answerText}</strong>.
      </p>
      <p>
        {t.rich('why', {
          rule: drill.rule,
          link: (chunks) => (
            <a href={ruleUrl} className={styles.ruleLink}>
              {chunks}
            </a>
          ),
        })}{' '}
        {words.why}
      </p>
      <p className={styles.links}>
        <a href={ruleUrl}>{t('read', { rule: drill.rule })}</a>
        {sandboxHref ? <a href={sandboxHref}>{t('sandbox')}</a> : null}
      </p>
    </div>
  );
}
