// Topics and difficulty for the next drills. They filter which seeds are used; a drill's own URL
// never depends on them. Drawn by the server (no handler: the defaults, as drawn) and live.
import { useTranslations } from 'next-intl';
import { TOPIC_IDS } from '@/engine/practice';
import type { DrillFilter, TopicId } from '@/engine/practice';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { checkedProps } from '@/components/forms/checked-props';
import styles from './practice.module.css';

export interface SettingsProps {
  settings: DrillFilter;
  /** Absent in the server's drawing. */
  onChange?: (next: DrillFilter) => void;
  /** The drills' narrator in the page's language (the topics' titles and blurbs). */
  say: PracticeNarrator;
}

const PLAYER_COUNTS = [2, 3, 4, 5, 6];


export function Settings({ settings, onChange, say }: SettingsProps) {
  const t = useTranslations('practice.settings');
  const toggleTopic = (id: TopicId) => {
    const has = settings.topics.includes(id);
    const topics = TOPIC_IDS.filter((topic) => (topic === id ? !has : settings.topics.includes(topic)));
    // At least one topic stays selected: an empty choice would give no drill at all.
    if (topics.length) onChange?.({ ...settings, topics });
  };
  const flag = (key: 'opponentsTurn' | 'hidden' | 'severalSteps', label: string, hint: string) => (
    <label className={styles.choice}>
      <input type="checkbox" {...checkedProps(settings[key], onChange && (() => onChange({ ...settings, [key]: !settings[key] })))} />
      <span>
        {label} <span className={styles.hint}>{hint}</span>
      </span>
    </label>
  );
  return (
    <details className={styles.settings}>
      <summary>{t('summary')}</summary>
      <p className={styles.hint}>{t('applies')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('topics')}</legend>
        <div className={styles.choices}>
          {TOPIC_IDS.map((id) => ({ id, ...say.topic(id) })).map((topic) => (
            <label key={topic.id} className={styles.choice}>
              <input
                type="checkbox"
                aria-describedby={`topic-${topic.id}-hint`}
                {...checkedProps(settings.topics.includes(topic.id), onChange && (() => toggleTopic(topic.id)))}
              />
              <span>
                {topic.title}{' '}
                <span className={styles.hint} id={`topic-${topic.id}-hint`}>
                  {topic.blurb}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('difficulty')}</legend>
        <label className={styles.select}>
          <span>{t('players')}</span>
          <select
            {...(onChange
              ? { value: settings.maxPlayers, onChange: (e) => onChange({ ...settings, maxPlayers: Number(e.target.value) }) }
              : { defaultValue: settings.maxPlayers })}
          >
            {PLAYER_COUNTS.map((n) => (
              <option key={n} value={n}>
                {t('playersOption', { n })}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.choices}>
          {flag('opponentsTurn', t('opponentsTurn'), t('opponentsTurnHint'))}
          {flag('hidden', t('hidden'), t('hiddenHint'))}
          {flag('severalSteps', t('severalSteps'), t('severalStepsHint'))}
        </div>
      </fieldset>
    </details>
  );
}
