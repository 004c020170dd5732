// One drill as markup: the effect, the table (the simulators' own table component, teaching view),
// what has happened, the choices the question states, the question with its answer controls, and
// the feedback's live region. Drawn by the server for the page's first drill and by DrillView (which
// fills in the answer form and the verdict), from the same props: nothing moves when it takes over.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Answer, Drill } from '@/engine/practice';
import type { DrillText } from '@/i18n/narrators/practice';
import type { Narrator } from '@/i18n/narrators';
import { Table } from '@/components/simulator/Table';
import type { TableModel } from '@/components/simulator/table-model';
import { EVERYONE, viewerLabel } from '@/components/simulator/viewer';
import styles from './practice.module.css';

export interface DrillMarkupProps {
  drill: Drill;
  /** The drill's topic, in the page's language. */
  title: string;
  /** The drill's words in the page's language. */
  words: DrillText;
  narrator: Narrator;
  table: TableModel;
  answered: boolean;
  /** The seat the reader clicked ("Who chooses next?"), to mark it. */
  chosenSeat: string | null;
  /** The answer controls under the question. */
  answer: ReactNode;
  /** The engine's verdict, once answered (in the live region, which is there from the start). */
  verdict?: ReactNode;
  /** Under the verdict once answered (the "Next drill" button). */
  next?: ReactNode;
  /** Absent in the server's drawing. */
  onAnswer?: (answer: Answer) => void;
}

export function DrillMarkup({ drill, title, words, narrator, table, answered, chosenSeat, answer, verdict, next, onAnswer }: DrillMarkupProps) {
  const t = useTranslations('practice.view');
  const sim = useTranslations('simulator');
  const effectText = narrator.effectText(drill.effect);
  const seatAnswer = words.ask.kind === 'seat';
  const feedback = (
    <>
      <div className={styles.live} aria-live="polite" data-testid="drill-feedback">
        {verdict}
      </div>
      {next ? <div className={styles.next}>{next}</div> : null}
    </>
  );
  return (
    <article className={styles.drill} aria-labelledby="drill-title">
      <h2 id="drill-title" className={styles.drillTitle} tabIndex={-1}>
        {title}
      </h2>
      {effectText ? (
        <blockquote className={styles.effect}>
          <p>
            <strong>{narrator.effectName(drill.effect)}</strong>{' '}
            {t(drill.facts.flash ? 'controlledByFlash' : 'controlledBy', { controller: drill.scenario.effect.controller, active: drill.scenario.activePlayer })}{' '}
            {effectText}
          </p>
        </blockquote>
      ) : null}
      {words.story.length ? (
        <section aria-labelledby="drill-story" className={styles.block}>
          <h3 id="drill-story">{t('soFar')}</h3>
          <ol className={styles.story}>
            {words.story.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {words.stated.length ? (
        <section aria-labelledby="drill-stated" className={styles.block}>
          <h3 id="drill-stated">{words.statedTitle ?? t('choices')}</h3>
          <ol className={styles.stated}>
            {words.stated.map((c, i) => (
              <li key={i}>
                <strong>{c.player}</strong>
                {c.prompt ? <span className={styles.statedPrompt}>{t('statedPrompt', { prompt: c.prompt })}</span> : null}
                {t('statedColon')}
                {c.text}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="drill-question" className={styles.question}>
        <h3 id="drill-question">{t('question')}</h3>
        <p>{words.question}</p>
        {answer}
      </section>
      {seatAnswer ? null : feedback}
      {answered ? <p className={styles.outcome}>{t('outcome')}</p> : null}
      <Table
        table={table}
        idPrefix="practice"
        headingLevel={3}
        viewerLabel={viewerLabel(EVERYONE, sim)}
        seatAction={
          seatAnswer
            ? (seat) => (
                <button
                  type="button"
                  className={`button ${styles.seatButton}`}
                  aria-disabled={answered || undefined}
                  aria-pressed={chosenSeat === seat.player}
                  onClick={onAnswer && (() => !answered && onAnswer({ seat: seat.player }))}
                >
                  {t('choosesNext', { player: seat.player })}
                </button>
              )
            : undefined
        }
      />
      {seatAnswer ? feedback : null}
    </article>
  );
}
