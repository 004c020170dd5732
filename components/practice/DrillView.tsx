'use client';
// One drill: the effect, the table (the simulators' own table component, teaching view), what
// has happened, the choices the question states, the question and its answer controls, and the
// engine's feedback in a live region.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Answer, Drill } from '@/engine/practice';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { useNarrator } from '@/components/simulator/use-narrator';
import { Table } from '@/components/simulator/Table';
import { buildTable } from '@/components/simulator/table-model';
import { EVERYONE, viewerLabel } from '@/components/simulator/viewer';
import { AnswerForm } from './AnswerForm';
import { Feedback } from './Feedback';
import { outcomeOf } from './outcome';
import styles from './practice.module.css';

export interface DrillViewProps {
  drill: Drill;
  /** The drills' narrator in the page's language. */
  say: PracticeNarrator;
  /** null until answered; then whether the answer was right. */
  verdict: boolean | null;
  /** The seat the reader clicked ("Who chooses next?"), to mark it. */
  chosenSeat: string | null;
  onAnswer: (answer: Answer) => void;
  /** Shown under the feedback once answered (the "Next drill" button). */
  next: ReactNode;
}

export function DrillView({ drill, say, verdict, chosenSeat, onAnswer, next }: DrillViewProps) {
  // The teaching view, with the player about to choose not marked: that is the question.
  const t = useTranslations('practice.view');
  const sim = useTranslations('simulator');
  // The drill's words in the page's language (`say`), its effect and table (the simulator's narrator).
  const narrator = useNarrator();
  const words = useMemo(() => say.drill(drill), [say, drill]);
  const answered = verdict !== null;
  // Once answered, the table shows the outcome (the engine's state after the answer), with the
  // player choosing marked: the answer is no longer the question.
  const table = useMemo(
    () => buildTable(answered ? outcomeOf(drill) : drill.state, EVERYONE, answered, narrator),
    [drill, narrator, answered],
  );
  const effectText = narrator.effectText(drill.effect);
  const seatAnswer = words.ask.kind === 'seat';
  // On a phone the verdict lands below the fold: bring it into view and move focus to it, so a
  // screen reader reads it next too.
  const verdictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (verdict === null) return;
    const el = verdictRef.current;
    el?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [verdict]);
  const feedback = (
    <>
      <div className={styles.live} aria-live="polite" data-testid="drill-feedback">
        {verdict === null ? null : <Feedback ref={verdictRef} drill={drill} words={words} right={verdict} />}
      </div>
      {verdict === null ? null : <div className={styles.next}>{next}</div>}
    </>
  );
  return (
    <article className={styles.drill} aria-labelledby="drill-title">
      <h2 id="drill-title" className={styles.drillTitle} tabIndex={-1}>
        {say.topic(drill.topic).title}
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
        <AnswerForm key={`${drill.seed}-${drill.topic}`} id="drill" ask={words.ask} players={drill.scenario.players} answered={answered} onAnswer={onAnswer} />
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
                  onClick={() => !answered && onAnswer({ seat: seat.player })}
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
