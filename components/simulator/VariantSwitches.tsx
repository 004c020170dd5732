import type { Selection, VariantSwitch } from './variants';
import { checkedProps } from '@/components/forms/checked-props';
import styles from './simulator.module.css';

export interface VariantSwitchesProps {
  idPrefix: string;
  switches: readonly VariantSwitch[];
  selection: Selection;
  /**
   * Absent before the interactive part loads: the radios are drawn as they will be, checked by
   * default (no handler to own them); a press is passed on once it loads (use-first-press.ts).
   */
  onChange?: (selection: Selection) => void;
}

/** One radio group per switch of a variant group (for Rituel: which wording, whose turn). */
export function VariantSwitches({ idPrefix, switches, selection, onChange }: VariantSwitchesProps) {
  return (
    <div className={styles.switches}>
      {switches.map((s) => (
        <fieldset key={s.name} className={styles.switch}>
          <legend>{s.legend}</legend>
          {s.options.map((o) => {
            const on = selection[s.name] === o.value;
            return (
              <label key={o.value}>
                <input
                  type="radio"
                  name={`${idPrefix}-${s.name}`}
                  value={o.value}
                  {...checkedProps(on, onChange && (() => onChange({ ...selection, [s.name]: o.value })))}
                />{' '}
                {o.label}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
