import type { Selection, VariantSwitch } from './variants';
import styles from './simulator.module.css';

export interface VariantSwitchesProps {
  idPrefix: string;
  switches: readonly VariantSwitch[];
  selection: Selection;
  /** Absent before the interactive part loads: drawn, disabled. */
  onChange?: (selection: Selection) => void;
}

/** One radio group per switch of a variant group (for Rituel: which wording, whose turn). */
export function VariantSwitches({ idPrefix, switches, selection, onChange }: VariantSwitchesProps) {
  return (
    <div className={styles.switches}>
      {switches.map((s) => (
        <fieldset key={s.name} className={styles.switch} disabled={!onChange}>
          <legend>{s.legend}</legend>
          {s.options.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                name={`${idPrefix}-${s.name}`}
                value={o.value}
                checked={selection[s.name] === o.value}
                disabled={!onChange}
                onChange={onChange && (() => onChange({ ...selection, [s.name]: o.value }))}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
