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

/** "View as": the table as one player (or an onlooker) sees it at this moment (101.4a/b). */
export function ViewAsSwitch({ id, players, viewer, onChange }: ViewAsSwitchProps) {
  const t = useTranslations('simulator.viewAs');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        className={styles.select}
        value={viewerKey(viewer)}
        disabled={!onChange}
        onChange={onChange && ((e) => onChange(viewerFromKey(e.target.value)))}
      >
        <option value="everyone">{t('everyone')}</option>
        {players.map((p) => (
          <option key={p} value={`player:${p}`}>
            {p}
          </option>
        ))}
        <option value="onlooker">{t('onlooker')}</option>
      </select>
    </div>
  );
}
