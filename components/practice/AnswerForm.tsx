'use client';
// The answer controls under a drill's question, with the choices they hold (AnswerControls draws
// them). "Who chooses next?" is answered on the table itself (a button in each seat, see DrillView).
// After an answer the controls stay where they are (focus is not lost) but do nothing more.
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerId } from '@/engine';
import type { Answer } from '@/engine/practice';
import type { AskText } from '@/i18n/narrators/practice';
import { AnswerControls } from './AnswerControls';

export interface AnswerFormProps {
  id: string;
  /** The ask in words (its options' ids are the drill's). */
  ask: AskText;
  players: readonly PlayerId[];
  answered: boolean;
  onAnswer: (answer: Answer) => void;
}

export function AnswerForm({ id, ask, players, answered, onAnswer }: AnswerFormProps) {
  const t = useTranslations('practice.answer');
  const [seat, setSeat] = useState<PlayerId | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [missing, setMissing] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answered || ask.kind === 'seat' || ask.kind === 'yes-no') return;
    if (ask.kind === 'seat-and-options' && seat === null) {
      setMissing(t('chooseSeat'));
      return;
    }
    setMissing('');
    onAnswer(ask.kind === 'seat-and-options' ? { seat: seat!, options: ticked } : { options: ticked });
  };

  return (
    <AnswerControls
      id={id}
      ask={ask}
      players={players}
      answered={answered}
      seat={seat}
      ticked={ticked}
      missing={missing}
      on={{
        yesNo: (yes) => onAnswer({ yes }),
        seat: setSeat,
        toggle: (option) => setTicked((t) => (t.includes(option) ? t.filter((x) => x !== option) : [...t, option])),
        submit,
      }}
    />
  );
}
