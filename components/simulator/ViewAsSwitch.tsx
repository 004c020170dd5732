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
  return (
    <div className={styles.field}>
      <label htmlFor={id}>View as</label>
      <select
        id={id}
        className={styles.select}
        value={viewerKey(viewer)}
        disabled={!onChange}
        onChange={onChange && ((e) => onChange(viewerFromKey(e.target.value)))}
      >
        <option value="everyone">Everyone (teaching view)</option>
        {players.map((p) => (
          <option key={p} value={`player:${p}`}>
            {p}
          </option>
        ))}
        <option value="onlooker">Onlooker (public only)</option>
      </select>
    </div>
  );
}
