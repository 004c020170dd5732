import type { DecisionError, GameEvent, PendingDecision, PlayerId } from '@/engine/types';
import { LogLines } from './Narration';
import styles from './simulator.module.css';

/** Who a card click chooses for: the card's controller/owner, or a named seat. */
export type Chooser = { kind: 'card' } | { kind: 'player'; player: PlayerId };

export interface TryItModel {
  pending: PendingDecision | null;
  done: boolean;
  /** Options that are not cards ("war", "peace"). */
  namedOptions: readonly string[];
  chooser: Chooser;
  selection: readonly string[];
  /** The engine's refusal of the last attempt (state unchanged). */
  refusal: DecisionError | null;
  /** Log lines of the last accepted choice. */
  accepted: readonly GameEvent[];
  /** Every log line since the reader took over. */
  history: readonly GameEvent[];
  /** The engine's hint, once asked for. */
  hint: string | null;
  choicesMade: number;
}

export interface TryItHandlers {
  onChooser: (chooser: Chooser) => void;
  onNamed: (option: string) => void;
  onConfirm: () => void;
  onDecline: () => void;
  onHint: () => void;
  onUndo: () => void;
  onRestart: () => void;
}

export interface TryItProps {
  id: string;
  players: readonly PlayerId[];
  model: TryItModel;
  handlers: TryItHandlers;
}

/**
 * "Try it yourself": the reader makes every choice; the engine accepts or refuses each one.
 * The panel names neither who must choose nor which cards are legal: that is the exercise,
 * and the engine's answer (or the hint) tells.
 */
export function TryIt({ id, players, model, handlers }: TryItProps) {
  const { pending } = model;
  const needsSeat = model.chooser.kind === 'card';
  const multi = pending ? pending.max > 1 : false;
  return (
    <div className={styles.tryIt}>
      {pending ? (
        <p className={styles.prompt}>
          <strong>The effect asks:</strong> {pending.prompt}
          {multi ? ` (choose ${pending.min === pending.max ? pending.max : `${pending.min} to ${pending.max}`})` : ''} Who
          chooses now? Click a card to choose it.
        </p>
      ) : (
        <p className={styles.prompt}>
          <strong>{model.done ? 'The effect has finished resolving.' : 'No choice is pending.'}</strong>
        </p>
      )}
      <fieldset className={styles.chooser} disabled={!pending}>
        <legend>Choosing as</legend>
        <label>
          <input
            type="radio"
            name={`${id}-chooser`}
            checked={model.chooser.kind === 'card'}
            onChange={() => handlers.onChooser({ kind: 'card' })}
          />{' '}
          The clicked card’s controller (or owner)
        </label>
        {players.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name={`${id}-chooser`}
              checked={model.chooser.kind === 'player' && model.chooser.player === p}
              onChange={() => handlers.onChooser({ kind: 'player', player: p })}
            />{' '}
            {p}
          </label>
        ))}
      </fieldset>
      {pending ? (
        <div className={styles.tryActions} role="group" aria-label="Choice actions">
          {model.namedOptions.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.button}
              disabled={needsSeat}
              aria-describedby={needsSeat ? `${id}-seat-note` : undefined}
              onClick={() => handlers.onNamed(option)}
            >
              Choose {option}
            </button>
          ))}
          {multi ? (
            <button type="button" className={styles.button} onClick={handlers.onConfirm}>
              Confirm ({model.selection.length} selected)
            </button>
          ) : null}
          {pending.min === 0 ? (
            <button
              type="button"
              className={styles.button}
              disabled={needsSeat}
              aria-describedby={needsSeat ? `${id}-seat-note` : undefined}
              onClick={handlers.onDecline}
            >
              Decline (choose nothing)
            </button>
          ) : null}
          {needsSeat && (model.namedOptions.length > 0 || pending.min === 0) ? (
            <p id={`${id}-seat-note`} className={styles.muted}>
              Pick a player under “Choosing as” to make a choice that isn’t a card.
            </p>
          ) : null}
        </div>
      ) : null}
      {model.refusal ? (
        <div role="alert" className={`${styles.verdict} ${styles.disagrees}`}>
          <strong>Refused:</strong> {model.refusal.message} <span className={styles.rule}>— {model.refusal.rule}</span>
        </div>
      ) : null}
      {!model.refusal && model.accepted.length ? (
        <div className={`${styles.verdict} ${styles.agrees}`}>
          <strong>✓ Accepted.</strong>
          <LogLines events={model.accepted} label="What the engine did" />
        </div>
      ) : null}
      {model.hint ? (
        <p className={styles.hint}>
          <strong>Hint:</strong> {model.hint}
        </p>
      ) : null}
      <div className={styles.controls} role="group" aria-label="Try it yourself controls">
        <button type="button" className={styles.button} disabled={!pending} onClick={handlers.onHint}>
          Hint
        </button>
        <button type="button" className={styles.button} disabled={model.choicesMade === 0} onClick={handlers.onUndo}>
          Undo last choice
        </button>
        <button type="button" className={styles.button} onClick={handlers.onRestart}>
          Restart
        </button>
      </div>
      {model.history.length ? (
        <details className={styles.history}>
          <summary>Log since you took over ({model.history.length})</summary>
          <LogLines events={model.history} label="Log since you took over" />
        </details>
      ) : null}
    </div>
  );
}
