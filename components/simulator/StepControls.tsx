import { useTranslations } from 'next-intl';
import styles from './simulator.module.css';

// Static (server) rendering passes no handler: the buttons are drawn as they will be, carrying no
// function (server-rendered markup cannot). A press on one before the interactive part is there
// loads it and is passed on to the same button once it is (use-first-press.ts).
export interface StepControlsProps {
  /** 0-based. */
  index: number;
  total: number;
  /** Absent before the interactive part loads. */
  onGo?: (index: number) => void;
}

export function StepControls({ index, total, onGo }: StepControlsProps) {
  const t = useTranslations('simulator.steps');
  return (
    <div className={styles.controls} role="group" aria-label={t('group')}>
      <button
        type="button"
        className="button"
        disabled={index === 0}
        onClick={onGo && (() => onGo(index - 1))}
      >
        <span aria-hidden="true">← </span>
        {t('previous')}
      </button>
      <span className={styles.counter}>
        {/* One text node: the server's HTML reads "Step 1 of 5" as is. */}
        {t('counter', { n: index + 1, total })}
      </span>
      <button
        type="button"
        className="button"
        disabled={index >= total - 1}
        onClick={onGo && (() => onGo(index + 1))}
      >
        {t('next')}
        <span aria-hidden="true"> →</span>
      </button>
      <button
        type="button"
        className="button"
        disabled={index === 0}
        onClick={onGo && (() => onGo(0))}
      >
        {t('restart')}
      </button>
    </div>
  );
}
