import { TURNS, WORDINGS, type Turn, type Wording } from './rituel-choice';
import styles from './simulator.module.css';

export interface RituelSwitchesProps {
  idPrefix: string;
  wording: Wording;
  turn: Turn;
  /** Absent before the interactive part loads: drawn, disabled. */
  onChange?: (wording: Wording, turn: Turn) => void;
}

/** Two radio groups: which wording of Rituel, and whose turn it resolves on. */
export function RituelSwitches({ idPrefix, wording, turn, onChange }: RituelSwitchesProps) {
  return (
    <div className={styles.switches}>
      <fieldset className={styles.switch} disabled={!onChange}>
        <legend>Wording</legend>
        {WORDINGS.map((w) => (
          <label key={w.value}>
            <input
              type="radio"
              name={`${idPrefix}-wording`}
              value={w.value}
              checked={wording === w.value}
              disabled={!onChange}
              onChange={onChange && (() => onChange(w.value, turn))}
            />{' '}
            {w.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.switch} disabled={!onChange}>
        <legend>Resolving on</legend>
        {TURNS.map((t) => (
          <label key={t.value}>
            <input
              type="radio"
              name={`${idPrefix}-turn`}
              value={t.value}
              checked={turn === t.value}
              disabled={!onChange}
              onChange={onChange && (() => onChange(wording, t.value))}
            />{' '}
            {t.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
