import { useTranslations } from 'next-intl';
import type { PlayerId } from '@/engine/types';
import { viewerFromKey, viewerKey, type Viewer } from './viewer';
import styles from './simulator.module.css';

export interface ViewAsSwitchProps {
  id: string;
  players: readonly PlayerId[];
  viewer: Viewer;
  onChange?: (viewer: Viewer) => void;
}

/**
 * "View as": the table as one player (or an onlooker) sees it at this moment (101.4a/b).
 *
 * Until the interactive part has loaded (no `onChange`) the choice is drawn as text in the select's
 * box, not as a disabled <select>: Chrome lays out every <select> of a document when it finishes
 * parsing, and on a rule page each one sits in a simulator whose layout the browser would otherwise
 * skip until it nears the viewport (`content-visibility: auto`): seven forced layouts of whole
 * simulators, one task of 300–600 ms on a phone's CPU. The box is as wide as the longest option
 * (drawn invisibly in it, `data-size`) for the text and the select alike, so nothing moves when the
 * select takes over.
 */
export function ViewAsSwitch({ id, players, viewer, onChange }: ViewAsSwitchProps) {
  const t = useTranslations('simulator.viewAs');
  const options = [
    { value: 'everyone', label: t('everyone') },
    ...players.map((p) => ({ value: `player:${p}`, label: p })),
    { value: 'onlooker', label: t('onlooker') },
  ];
  const value = viewerKey(viewer);
  const longest = options.reduce((a, o) => (o.label.length > a.length ? o.label : a), '');
  return (
    <div className={styles.field}>
      {onChange ? <label htmlFor={id}>{t('label')}</label> : <span>{t('label')}</span>}
      <span className={styles.selectBox} data-size={longest}>
        {onChange ? (
          <select id={id} className={styles.select} value={value} onChange={(e) => onChange(viewerFromKey(e.target.value))}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <span id={id} className={`${styles.select} ${styles.standIn}`}>
            {(options.find((o) => o.value === value) ?? options[0]!).label}
          </span>
        )}
      </span>
    </div>
  );
}
