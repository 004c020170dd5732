'use client';
// The answer controls under a drill's question: yes/no buttons, or labelled checkboxes (and
// radio buttons for a seat) with a "Check" button. "Who chooses next?" is answered on the table
// itself (a button in each seat, see DrillView). After an answer the controls stay where they are
// (focus is not lost) but do nothing more.
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerId } from '@/engine';
import type { Answer } from '@/engine/practice';
import type { AskText } from '@/i18n/narrators/practice';
import styles from './practice.module.css';

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

  if (ask.kind === 'seat') return <p className={styles.prompt}>{ask.prompt}</p>;

  if (ask.kind === 'yes-no') {
    return (
      <div className={styles.answer}>
        <p className={styles.prompt} id={`${id}-prompt`}>
          {ask.prompt}
        </p>
        <div className={styles.buttons} role="group" aria-labelledby={`${id}-prompt`}>
          {[true, false].map((yes) => (
            <button
              key={String(yes)}
              type="button"
              className="button"
              aria-disabled={answered || undefined}
              onClick={() => !answered && onAnswer({ yes })}
            >
              {yes ? t('yes') : t('no')}
            </button>
          ))}
        </div>
      </div>
    );
  }

  const toggle = (option: string) =>
    setTicked((t) => (t.includes(option) ? t.filter((x) => x !== option) : [...t, option]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answered) return;
    if (ask.kind === 'seat-and-options' && seat === null) {
      setMissing(t('chooseSeat'));
      return;
    }
    setMissing('');
    onAnswer(ask.kind === 'seat-and-options' ? { seat: seat!, options: ticked } : { options: ticked });
  };

  return (
    <form className={styles.answer} onSubmit={submit} noValidate>
      {ask.kind === 'seat-and-options' ? (
        <fieldset className={styles.fieldset}>
          <legend>{ask.seatPrompt}</legend>
          <div className={styles.choices}>
            {players.map((p) => (
              <label key={p} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-seat`}
                  value={p}
                  checked={seat === p}
                  disabled={answered}
                  onChange={() => setSeat(p)}
                />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>{ask.prompt}</legend>
        <div className={styles.choices}>
          {ask.options.map((o) => (
            <label key={o.id} className={styles.choice}>
              <input
                type="checkbox"
                value={o.id}
                checked={ticked.includes(o.id)}
                disabled={answered}
                onChange={() => toggle(o.id)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p className={styles.missing} role="alert">
          {missing}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" aria-disabled={answered || undefined}>
        {t('check')}
      </button>
    </form>
  );
}
