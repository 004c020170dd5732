// The engine's verdict on an answer. Right: a short confirmation with the rule. Wrong: the right
// answer, the rule, one sentence of why, a link to the rule's section and the table in the sandbox.
import { useMemo } from 'react';
import type { Drill } from '@/engine/practice';
import { useRuleHref } from '@/components/content/RuleLinks';
import { useShareLinks } from '@/components/sandbox/useShareLinks';
import styles from './practice.module.css';

export interface FeedbackProps {
  drill: Drill;
  right: boolean;
}

export function Feedback({ drill, right }: FeedbackProps) {
  // Share links are compressed asynchronously (CompressionStream): the sandbox link appears once made.
  const ruleHref = useRuleHref();
  const scenarios = useMemo(() => [drill.sandbox], [drill.sandbox]);
  const sandboxHref = useShareLinks(scenarios)?.[0];
  const rule = (
    <a href={ruleHref(drill.rule)} className={styles.ruleLink}>
      rule {drill.rule}
    </a>
  );
  if (right) {
    return (
      <div className={`${styles.feedback} ${styles.right}`}>
        <p>
          <strong>✓ Right.</strong> {drill.answerText} ({rule}).
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.feedback} ${styles.wrong}`}>
      <p>
        <strong>✗ Not quite.</strong> The answer: <strong>{drill.answerText}</strong>.
      </p>
      <p>
        Why ({rule}): {drill.why}
      </p>
      <p className={styles.links}>
        <a href={ruleHref(drill.rule)}>Read {drill.rule}</a>
        {sandboxHref ? <a href={sandboxHref}>Open this table in the sandbox</a> : null}
      </p>
    </div>
  );
}
