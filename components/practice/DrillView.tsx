'use client';
// One drill, live: DrillMarkup with the answer form, the engine's feedback in the live region, and
// the table showing the outcome once answered.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Answer, Drill } from '@/engine/practice';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { useNarrator } from '@/components/simulator/use-narrator';
import { buildTable } from '@/components/simulator/table-model';
import { EVERYONE } from '@/components/simulator/viewer';
import { AnswerForm } from './AnswerForm';
import { DrillMarkup } from './DrillMarkup';
import { Feedback } from './Feedback';
import { outcomeOf } from './outcome';

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
  // The drill's words in the page's language (`say`), its effect and table (the simulator's narrator).
  const narrator = useNarrator();
  const words = useMemo(() => say.drill(drill), [say, drill]);
  const answered = verdict !== null;
  // The teaching view, with the player about to choose not marked: that is the question. Once
  // answered, the table shows the outcome (the engine's state after the answer), with the player
  // choosing marked: the answer is no longer the question.
  const table = useMemo(
    () => buildTable(answered ? outcomeOf(drill) : drill.state, EVERYONE, answered, narrator),
    [drill, narrator, answered],
  );
  // On a phone the verdict lands below the fold: bring it into view and move focus to it, so a
  // screen reader reads it next too.
  const verdictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (verdict === null) return;
    const el = verdictRef.current;
    el?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [verdict]);
  return (
    <DrillMarkup
      drill={drill}
      title={say.topic(drill.topic).title}
      words={words}
      narrator={narrator}
      table={table}
      answered={answered}
      chosenSeat={chosenSeat}
      onAnswer={onAnswer}
      answer={
        <AnswerForm key={`${drill.seed}-${drill.topic}`} id="drill" ask={words.ask} players={drill.scenario.players} answered={answered} onAnswer={onAnswer} />
      }
      verdict={verdict === null ? null : <Feedback ref={verdictRef} drill={drill} words={words} right={verdict} />}
      next={verdict === null ? null : next}
    />
  );
}
