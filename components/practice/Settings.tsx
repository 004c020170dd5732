'use client';
// Topics and difficulty for the next drills. They filter which seeds are used; a drill's own URL
// never depends on them.
import { TOPICS } from '@/engine/practice';
import type { DrillFilter, TopicId } from '@/engine/practice';
import styles from './practice.module.css';

export interface SettingsProps {
  settings: DrillFilter;
  onChange: (next: DrillFilter) => void;
}

const PLAYER_COUNTS = [2, 3, 4, 5, 6];

export function Settings({ settings, onChange }: SettingsProps) {
  const toggleTopic = (id: TopicId) => {
    const has = settings.topics.includes(id);
    const topics = TOPICS.map((t) => t.id).filter((t) => (t === id ? !has : settings.topics.includes(t)));
    // At least one topic stays selected: an empty choice would give no drill at all.
    if (topics.length) onChange({ ...settings, topics });
  };
  const flag = (key: 'opponentsTurn' | 'hidden' | 'severalSteps', label: string, hint: string) => (
    <label className={styles.choice}>
      <input type="checkbox" checked={settings[key]} onChange={() => onChange({ ...settings, [key]: !settings[key] })} />
      <span>
        {label} <span className={styles.hint}>{hint}</span>
      </span>
    </label>
  );
  return (
    <details className={styles.settings}>
      <summary>Topics and difficulty</summary>
      <p className={styles.hint}>These apply from the next drill on.</p>
      <fieldset className={styles.fieldset}>
        <legend>Topics</legend>
        <div className={styles.choices}>
          {TOPICS.map((t) => (
            <label key={t.id} className={styles.choice}>
              <input
                type="checkbox"
                checked={settings.topics.includes(t.id)}
                aria-describedby={`topic-${t.id}-hint`}
                onChange={() => toggleTopic(t.id)}
              />
              <span>
                {t.title}{' '}
                <span className={styles.hint} id={`topic-${t.id}-hint`}>
                  {t.blurb}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Difficulty</legend>
        <label className={styles.select}>
          <span>Players at the table</span>
          <select
            value={settings.maxPlayers}
            onChange={(e) => onChange({ ...settings, maxPlayers: Number(e.target.value) })}
          >
            {PLAYER_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n === 2 ? '2 only' : `2 to ${n}`}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.choices}>
          {flag('opponentsTurn', 'Opponent’s turn', '(the effect’s controller is not the active player)')}
          {flag('hidden', 'Hidden zones', '(cards chosen face down from a hand, 101.4a)')}
          {flag('severalSteps', 'Several steps', '(Smallpox, Hypergenesis: 608.2e)')}
        </div>
      </fieldset>
    </details>
  );
}
