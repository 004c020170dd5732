// The answer controls as markup: yes/no buttons, or labelled checkboxes (and radio buttons for a
// seat) with a "Check" button. Drawn by the server for the page's first drill (no handlers: a press
// there loads the drill code and is passed on, components/hooks/use-first-press.ts) and by
// AnswerForm, which owns the choices, from the same props: nothing moves when it takes over.
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import type { PlayerId } from '@/engine';
import type { AskText } from '@/i18n/narrators/practice';
import { checkedProps } from '@/components/forms/checked-props';
import styles from './practice.module.css';

export interface AnswerControlsProps {
  id: string;
  /** The ask in words (its options' ids are the drill's). */
  ask: AskText;
  players: readonly PlayerId[];
  answered: boolean;
  seat: PlayerId | null;
  ticked: readonly string[];
  /** "Choose a seat first", after a Check without one. */
  missing: string;
  /** Absent in the server's drawing. */
  on?: {
    yesNo: (yes: boolean) => void;
    seat: (seat: PlayerId) => void;
    toggle: (option: string) => void;
    submit: (e: FormEvent) => void;
  };
}


export function AnswerControls({ id, ask, players, answered, seat, ticked, missing, on }: AnswerControlsProps) {
  const t = useTranslations('practice.answer');

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
              onClick={on && (() => !answered && on.yesNo(yes))}
            >
              {yes ? t('yes') : t('no')}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <form className={styles.answer} onSubmit={on?.submit} noValidate>
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
                  disabled={answered}
                  {...checkedProps(seat === p, on && (() => on.seat(p)))}
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
                disabled={answered}
                {...checkedProps(ticked.includes(o.id), on && (() => on.toggle(o.id)))}
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
