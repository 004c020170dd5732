// The sandbox as markup: the status line, then build, walk and share. Drawn by the server with the
// default table (no handlers: StaticSandbox) and by SandboxApp, from the same parts: nothing moves
// when the sandbox's code takes over.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './sandbox.module.css';

export interface SandboxViewProps {
  /** A refused link or file, with its way back (SandboxApp). */
  alert?: ReactNode;
  notice: string;
  readyTables: ReactNode;
  builder: ReactNode;
  /** The engine's refusal of the table: the walk waits for a fix. */
  tableError: { message: string; fieldId: string | null } | null;
  /** The simulator over the table (when the engine accepts it). */
  simulator: ReactNode;
  share: ReactNode;
  /** The server's drawing of the default table (hidden when the reader brings their own: SandboxIsland). */
  first?: boolean;
  /** "Back to the default table"; absent in the server's drawing. */
  onReset?: () => void;
}

export function SandboxView({ alert, notice, readyTables, builder, tableError, simulator, share, first, onReset }: SandboxViewProps) {
  const t = useTranslations('sandbox.app');
  return (
    <div className={styles.sandbox} data-first-table={first ? '' : undefined}>
      {alert}
      <p role="status" aria-live="polite" className={styles.status}>
        {notice}
      </p>

      <section aria-labelledby="build-heading">
        <h2 id="build-heading">{t('build')}</h2>
        {readyTables}
        {builder}
        <div className={styles.inline}>
          <button type="button" className="button" onClick={onReset}>
            {t('reset')}
          </button>
        </div>
      </section>

      <section aria-labelledby="walk-heading">
        <h2 id="walk-heading">{t('walk')}</h2>
        {tableError ? (
          <div className={styles.tableError} id="table-error">
            <p>
              <strong>{t('cannotResolve')}</strong> <code className={styles.errorText}>{tableError.message}</code>
            </p>
            {tableError.fieldId ? (
              <p>
                <a href={`#${tableError.fieldId}`}>{t('goToField')}</a>
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <p className={styles.hint}>{t.rich('hint', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
            {simulator}
          </>
        )}
      </section>

      <section aria-labelledby="share-heading">
        <h2 id="share-heading">{t('share')}</h2>
        {share}
      </section>
    </div>
  );
}
