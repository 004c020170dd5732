import type { GameEvent, PendingDecision } from '@/engine/types';
import type { Verdict } from './verdict';
import styles from './simulator.module.css';

/** The engine's log lines, each with the rule it cites: "Ben chooses … — 101.4". */
export function LogLines({ events, label }: { events: readonly GameEvent[]; label: string }) {
  if (!events.length) return null;
  return (
    <ul className={styles.log} aria-label={label}>
      {events.map((e, i) => (
        <li key={i}>
          {`${e.text} `}
          <span className={styles.rule}>{`— ${e.rule}`}</span>
        </li>
      ))}
    </ul>
  );
}

export function VerdictView({ verdict }: { verdict: Verdict }) {
  switch (verdict.kind) {
    case 'unchecked':
      return null;
    case 'agrees':
      return <p className={`${styles.verdict} ${styles.agrees}`}>{`✓ ${verdict.text}`}</p>;
    case 'disagrees':
      return (
        <div className={`${styles.verdict} ${styles.disagrees}`}>
          <p>
            <strong>⚠ Engine disagrees with this narration:</strong>
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
            <strong>⚠ Engine rejects this step</strong>
            {verdict.attempt ? ` (${verdict.attempt})` : ''}
            : {verdict.error.message} <span className={styles.rule}>— {verdict.error.rule}</span>
          </p>
        </div>
      );
  }
}

/** Who the engine asks next, and why (the rule that puts them next). */
export function PendingLine({
  pending,
  done,
  finished = 'The effect has finished resolving.',
}: {
  pending: PendingDecision | null;
  done: boolean;
  /** Said once done: the effect is over, or the game is (finishedText). */
  finished?: string;
}) {
  if (!pending) {
    return <p className={styles.pending}>{done ? finished : 'No choice is pending.'}</p>;
  }
  return (
    <p className={styles.pending}>
      <strong>{`Next: ${pending.player}`}</strong>
      {` — ${pending.prompt} `}
      <span className={styles.muted}>
        {`(${pending.reason} `}
        <span className={styles.rule}>{`— ${pending.rule}`}</span>)
      </span>
    </p>
  );
}

export interface NarrationProps {
  narration: string | undefined;
  events: readonly GameEvent[];
  verdict: Verdict;
  pending: PendingDecision | null;
  done: boolean;
  finished?: string;
}

/** One walkthrough step: our narration, the engine's log, its verdict and what comes next. */
export function Narration({ narration, events, verdict, pending, done, finished }: NarrationProps) {
  return (
    <div className={styles.narration}>
      {narration ? <p className={styles.authored}>{narration}</p> : null}
      <LogLines events={events} label="Engine log for this step" />
      <VerdictView verdict={verdict} />
      <PendingLine pending={pending} done={done} finished={finished} />
    </div>
  );
}
