// "Start from a ready table": one tap instead of building every seat and card by hand. Without
// handlers in the server's drawing (StaticSandbox).
import { useTranslations } from 'next-intl';
import { parseScenario } from '@/engine';
import type { ScenarioError } from '@/engine/types';
import type { SandboxDocument } from './table-form';
import { documentFromScenario } from './form-scenario';
import { READY_TABLES, type ReadyTableId } from './ready-tables';
import styles from './sandbox.module.css';

const LABEL = {
  'two-players': 'readyTwo',
  'four-players': 'readyFour',
  'wrath-death-triggers': 'readyWrath',
} as const satisfies Record<ReadyTableId, string>;

export interface ReadyTablesProps {
  /** The table chosen, as the engine validated it, and its name for the status line. */
  onPick?: (doc: SandboxDocument, name: string) => void;
  /** The engine refused a ready table (a bug in the data: ready-tables.test.ts checks them all). */
  onRefused?: (error: ScenarioError) => void;
}

export function ReadyTables({ onPick, onRefused }: ReadyTablesProps) {
  const t = useTranslations('sandbox.ready');
  return (
    <div className={styles.ready} role="group" aria-labelledby="ready-tables-label">
      <p id="ready-tables-label" className={styles.readyLabel}>
        {t('label')}
      </p>
      <div className={styles.readyButtons}>
        {READY_TABLES.map(({ id, scenario }) => (
          <button
            key={id}
            type="button"
            className="button"
            onClick={
              onPick &&
              (() => {
                const parsed = parseScenario(scenario);
                if (parsed.ok) onPick(documentFromScenario(parsed.scenario), t(LABEL[id]));
                else onRefused?.(parsed.error);
              })
            }
          >
            {t(LABEL[id])}
          </button>
        ))}
      </div>
    </div>
  );
}
