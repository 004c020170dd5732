// The engine's verdict on an answer. Right: a short confirmation with the rule. Wrong: the right
// answer, the rule, one sentence of why, a link to the rule's section and the table in the sandbox.
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isLang, localePath } from '@/components/i18n/lang';
import type { Drill } from '@/engine/practice';
import { ruleHref } from '@/components/content/rule-links';
import { useShareLinks } from '@/components/sandbox/useShareLinks';
import styles from './practice.module.css';

export interface FeedbackProps {
  drill: Drill;
  right: boolean;
}

export function Feedback({ drill, right }: FeedbackProps) {
  const t = useTranslations('practice.feedback');
  const locale = useLocale();
  const ruleUrl = localePath(isLang(locale) ? locale : 'en', ruleHref(drill.rule));
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
      <div className={`${styles.feedback} ${styles.right}`}>
        <p>
          <strong>{t('right')}</strong> {drill.answerText} ({rule}).
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.feedback} ${styles.wrong}`}>
      <p>
        <strong>{t('wrong')}</strong> {t('answerIs')} <strong>{drill.answerText}</strong>.
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
        {drill.why}
      </p>
      <p className={styles.links}>
        <a href={ruleUrl}>{t('read', { rule: drill.rule })}</a>
        {sandboxHref ? <a href={sandboxHref}>{t('sandbox')}</a> : null}
      </p>
    </div>
  );
}
