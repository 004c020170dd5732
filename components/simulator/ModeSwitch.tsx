import { useTranslations } from 'next-intl';
import styles from './simulator.module.css';

export type Mode = 'walkthrough' | 'try';

/** Two toggle buttons (not tabs, so the arrow keys stay free for stepping). */
export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange?: (mode: Mode) => void }) {
  const t = useTranslations('simulator.mode');
  const option = (value: Mode) => (
    <button
      type="button"
      className={`button ${styles.toggle}`}
      aria-pressed={mode === value}
      onClick={onChange && (() => onChange(value))}
    >
      {t(value)}
    </button>
  );
  return (
    <div className={styles.modes} role="group" aria-label={t('group')}>
      {option('walkthrough')}
      {option('try')}
    </div>
  );
}
