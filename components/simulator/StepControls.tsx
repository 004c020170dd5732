import styles from './simulator.module.css';

// Static (server) rendering passes no handler: the buttons are drawn disabled and carry no
// function, since server-rendered markup cannot.
export interface StepControlsProps {
  /** 0-based. */
  index: number;
  total: number;
  /** Absent before the interactive part loads: the buttons are drawn, disabled. */
  onGo?: (index: number) => void;
}

export function StepControls({ index, total, onGo }: StepControlsProps) {
  return (
    <div className={styles.controls} role="group" aria-label="Walkthrough steps">
      <button type="button" className="button" disabled={!onGo || index === 0} onClick={onGo && (() => onGo(index - 1))}>
        <span aria-hidden="true">← </span>Previous step
      </button>
      <span className={styles.counter}>
        {/* One text node: the server's HTML reads "Step 1 of 5" as is. */}
        {`Step ${index + 1} of ${total}`}
      </span>
      <button
        type="button"
        className="button"
        disabled={!onGo || index >= total - 1}
        onClick={onGo && (() => onGo(index + 1))}
      >
        Next step<span aria-hidden="true"> →</span>
      </button>
      <button type="button" className="button" disabled={!onGo || index === 0} onClick={onGo && (() => onGo(0))}>
        Restart
      </button>
    </div>
  );
}
