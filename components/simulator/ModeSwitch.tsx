import styles from './simulator.module.css';

export type Mode = 'walkthrough' | 'try';

/** Two toggle buttons (not tabs, so the arrow keys stay free for stepping). */
export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange?: (mode: Mode) => void }) {
  const option = (value: Mode, label: string) => (
    <button
      type="button"
      className={`button ${styles.toggle}`}
      aria-pressed={mode === value}
      disabled={!onChange}
      onClick={onChange && (() => onChange(value))}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.modes} role="group" aria-label="Mode">
      {option('walkthrough', 'Walkthrough')}
      {option('try', 'Try it yourself')}
    </div>
  );
}
