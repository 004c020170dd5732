// /practice as markup: the score, the settings, and the drill (or a link's problem). Drawn by the
// server with the page's first drill (no handlers) and by PracticeApp, from the same props: nothing
// moves when the drill code takes over.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { GENERATOR_VERSION } from '@/engine/practice';
import type { Drill, DrillFilter } from '@/engine/practice';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { Settings } from './Settings';
import type { Score } from './storage';
import styles from './practice.module.css';

export interface PracticeViewProps {
  score: Score;
  settings: DrillFilter | null;
  say: PracticeNarrator;
  /** A drill link's problem, with its "new drill" button. */
  problem?: { message: string; onNew?: () => void };
  /** The drill on screen: its parameters, its own URL and the drill itself (DrillView or DrillMarkup). */
  drill?: { params: Pick<Drill, 'seed' | 'version'>; href: string; currentHref: string; view: ReactNode };
  /** The server's drawing of the first drill (hidden when the reader brings their own: PracticeIsland). */
  first?: boolean;
  /** Absent in the server's drawing. */
  on?: { resetScore: () => void; changeSettings: (s: DrillFilter) => void };
}

export function PracticeView({ score, settings, say, problem, drill, first, on }: PracticeViewProps) {
  const t = useTranslations('practice');
  return (
    <div className={styles.app} data-first-drill={first ? '' : undefined}>
      <div className={styles.toolbar}>
        <p className={styles.score} data-testid="practice-score">
          {t.rich('score', { ...score, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <button type="button" className="button" onClick={on?.resetScore}>
          {t('resetScore')}
        </button>
      </div>
      {settings ? <Settings settings={settings} onChange={on?.changeSettings} say={say} /> : null}
      {problem ? (
        <div className={styles.problem} role="alert" data-testid="drill-problem">
          <p>
            <strong>{problem.message}</strong>
          </p>
          <button type="button" className="button button-primary" onClick={problem.onNew}>
            {t('newDrill')}
          </button>
        </div>
      ) : null}
      {drill ? (
        <>
          <p className={styles.permalink}>
            {t('drill', { seed: drill.params.seed })} ·{' '}
            <a href={drill.href} data-testid="drill-link">
              {t('drillLink')}
            </a>
          </p>
          {drill.params.version === GENERATOR_VERSION ? null : (
            // An older version's link opens its own drill (a promise), and says where the current one is.
            <p className={styles.olderVersion} data-testid="drill-older-version">
              {t('olderVersion', { version: drill.params.version, current: GENERATOR_VERSION })}{' '}
              <a href={drill.currentHref} data-testid="drill-current-version">
                {t('currentVersion')}
              </a>
            </p>
          )}
          {drill.view}
        </>
      ) : null}
    </div>
  );
}
