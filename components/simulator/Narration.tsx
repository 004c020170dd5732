import { useTranslations } from 'next-intl';
import type { GameEvent, GameState, PendingDecision } from '@/engine/types';
import { useNarrator } from './use-narrator';
import type { WalkStep } from './walkthrough';
import styles from './simulator.module.css';

/** The engine's log lines, each with the rule it cites: "Ben chooses … — 101.4". */
export function LogLines({ events, state, label }: { events: readonly GameEvent[]; state: GameState; label: string }) {
  const n = useNarrator();
  if (!events.length) return null;
  return (
    <ul className={styles.log} aria-label={label}>
      {events.map((e, i) => (
        <li key={i}>
          {`${n.event(e, state)} `}
          <span className={styles.rule}>{`— ${e.rule}`}</span>
        </li>
      ))}
    </ul>
  );
}

export function VerdictView({ step }: { step: WalkStep }) {
  const verdict = useNarrator().verdict(step);
  const t = useTranslations('simulator.narration');
  switch (verdict.kind) {
    case 'unchecked':
      return null;
    case 'agrees':
      return <p className={`${styles.verdict} ${styles.agrees}`}>{`✓ ${verdict.text}`}</p>;
    case 'disagrees':
      return (
        <div className={`${styles.verdict} ${styles.disagrees}`}>
          <p>
            <strong>{t('disagrees')}</strong>
          </p>
          <ul>
            {verdict.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      );
    case 'rejected':
      return (
        <div className={`${styles.verdict} ${styles.disagrees}`}>
          <p>
            <strong>{t('rejects')}</strong>
            {verdict.attempt ? ` (${verdict.attempt})` : ''}
            {t('colon')}
            {verdict.error.message} <span className={styles.rule}>— {verdict.error.rule}</span>
          </p>
        </div>
      );
  }
}

/** Who the engine asks next, and why (the rule that puts them next). */
export function PendingLine({ pending, state, done }: { pending: PendingDecision | null; state: GameState; done: boolean }) {
  const n = useNarrator();
  const t = useTranslations('simulator.narration');
  if (!pending) {
    return <p className={styles.pending}>{done ? n.finished(state) : t('nonePending')}</p>;
  }
  return (
    <p className={styles.pending}>
      <strong>{t('next', { player: pending.player })}</strong>
      {` — ${n.question(pending, state)} `}
      <span className={styles.muted}>
        {`(${n.reason(pending)} `}
        <span className={styles.rule}>{`— ${pending.rule}`}</span>)
      </span>
    </p>
  );
}

/** One walkthrough step: our narration, the engine's log, its verdict and what comes next. */
export function Narration({ step }: { step: WalkStep }) {
  const t = useTranslations('simulator.narration');
  return (
    <div className={styles.narration}>
      {step.authored?.narration ? <p className={styles.authored}>{step.authored.narration}</p> : null}
      <LogLines events={step.events} state={step.state} label={t('log')} />
      <VerdictView step={step} />
      <PendingLine pending={step.pending} state={step.state} done={step.done} />
    </div>
  );
}
