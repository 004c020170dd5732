import { useTranslations } from 'next-intl';
import type { DecisionError, GameEvent, GameState, PendingDecision, PlayerId } from '@/engine/types';
import { LogLines } from './Narration';
import { TargetChoice } from './TargetChoice';
import { TriggerOrder, type OrderGroup } from './TriggerOrder';
import { useNarrator } from './use-narrator';
import styles from './simulator.module.css';
import tryStyles from './try-it.module.css';

/** Who a card click chooses for: the card's controller/owner, or a named seat. */
export type Chooser = { kind: 'card' } | { kind: 'player'; player: PlayerId };

export interface TryItModel {
  /** The state the reader's choices have led to. */
  state: GameState;
  pending: PendingDecision | null;
  done: boolean;
  /** Said once done: the effect is over, or the game is. */
  finishedText: string;
  /** Options that are not cards ("war", "peace"). */
  namedOptions: readonly string[];
  chooser: Chooser;
  selection: readonly string[];
  /** The engine's refusal of the last attempt (state unchanged), its message in the page's language. */
  refusal: (DecisionError & { message: string }) | null;
  /** Log lines of the last accepted choice. */
  accepted: readonly GameEvent[];
  /** Every log line since the reader took over. */
  history: readonly GameEvent[];
  /** The engine's hint, once asked for, in the page's language. */
  hint: string | null;
  choicesMade: number;
  /** 603.3b: when an order is asked for, every player with several waiting abilities, in seat order. */
  orderGroups: readonly OrderGroup[];
  /** What the last move in the ordering control did, for screen readers. */
  orderStatus: string;
}

export interface TryItHandlers {
  onChooser: (chooser: Chooser) => void;
  onNamed: (option: string) => void;
  onConfirm: () => void;
  onDecline: () => void;
  onHint: () => void;
  onUndo: () => void;
  onRestart: () => void;
  onMoveAbility: (player: PlayerId, index: number, delta: -1 | 1) => void;
  onPlaceAbilities: (player: PlayerId) => void;
}

export interface TryItProps {
  id: string;
  players: readonly PlayerId[];
  model: TryItModel;
  handlers: TryItHandlers;
  /** When a target player is asked for (603.3d): one tap on a legal target chooses it. */
  onTarget?: (player: PlayerId) => void;
}

/** What the reader does for each kind of decision (the engine's `pending.kind`): a message key. */
const PROMPT_TAIL: Record<PendingDecision['kind'], string> = {
  cards: 'try.tailCards',
  named: 'try.tailCards',
  order: 'try.tailOrder',
  players: 'try.tailTarget',
};

/**
 * "Try it yourself": the reader makes every choice; the engine accepts or refuses each one.
 * The panel names neither who must choose nor which cards are legal: that is the exercise,
 * and the engine's answer (or the hint) tells. A target (603.3d) is the exception: the rules
 * already say who chooses (the ability's controller), and which players can be targeted is a
 * fact of the table, not the question; the panel lists them, one tap each.
 */
export function TryIt({ id, players, model, handlers, onTarget }: TryItProps) {
  const { pending, state } = model;
  const n = useNarrator();
  const t = useTranslations('simulator');
  const needsSeat = model.chooser.kind === 'card';
  const kind = pending?.kind ?? 'cards';
  const multi = pending ? kind !== 'order' && pending.max > 1 : false;
  // 805.6: a team says which of its players chooses first: one button per teammate.
  const teamFirst = pending?.question === 'team-first';
  return (
    <div className={styles.tryIt}>
      {pending ? (
        <p className={tryStyles.prompt}>
          <strong>{t(kind === 'order' || kind === 'players' ? 'try.rulesAsk' : 'try.effectAsks')}</strong>{' '}
          {n.question(pending, state)}
          {multi
            ? pending.min === pending.max
              ? t('try.chooseN', { n: pending.max })
              : t('try.chooseRange', { min: pending.min, max: pending.max })
            : ''}{' '}
          {t(teamFirst ? 'try.tailTeamFirst' : PROMPT_TAIL[kind])}
        </p>
      ) : (
        <p className={tryStyles.prompt}>
          <strong>{model.done ? model.finishedText : t('narration.nonePending')}</strong>
        </p>
      )}
      <fieldset className={styles.chooser} disabled={!pending}>
        <legend>{t('try.choosingAs')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-chooser`}
            checked={model.chooser.kind === 'card'}
            onChange={() => handlers.onChooser({ kind: 'card' })}
          />{' '}
          {t('try.clickedCard')}
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
      {pending && kind === 'order' ? (
        <TriggerOrder
          id={id}
          groups={model.orderGroups}
          onMove={handlers.onMoveAbility}
          onPlace={handlers.onPlaceAbilities}
          status={model.orderStatus}
        />
      ) : null}
      {pending && kind === 'players' ? <TargetChoice id={id} pending={pending} state={state} onTarget={onTarget} /> : null}
      {pending && kind !== 'order' && kind !== 'players' ? (
        <div className={tryStyles.tryActions} role="group" aria-label={t('try.actions')}>
          {model.namedOptions.map((option) => (
            <button
              key={option}
              type="button"
              className="button"
              disabled={needsSeat}
              aria-describedby={needsSeat ? `${id}-seat-note` : undefined}
              onClick={() => handlers.onNamed(option)}
            >
              {t(teamFirst ? 'try.teamFirst' : 'try.chooseOption', { option })}
            </button>
          ))}
          {multi ? (
            <button type="button" className="button" onClick={handlers.onConfirm}>
              {t('try.confirm', { count: model.selection.length })}
            </button>
          ) : null}
          {pending.min === 0 ? (
            <button
              type="button"
              className="button"
              disabled={needsSeat}
              aria-describedby={needsSeat ? `${id}-seat-note` : undefined}
              onClick={handlers.onDecline}
            >
              {t('try.decline')}
            </button>
          ) : null}
          {needsSeat && (model.namedOptions.length > 0 || pending.min === 0) ? (
            <p id={`${id}-seat-note`} className={styles.muted}>
              {t('try.seatNote')}
            </p>
          ) : null}
        </div>
      ) : null}
      {model.refusal ? (
        <div role="alert" className={`${styles.verdict} ${styles.disagrees}`}>
          <strong>{t('try.refused')}</strong> {model.refusal.message} <span className={styles.rule}>— {model.refusal.rule}</span>
        </div>
      ) : null}
      {!model.refusal && model.accepted.length ? (
        <div className={`${styles.verdict} ${styles.agrees}`}>
          <strong>{t('try.accepted')}</strong>
          <LogLines events={model.accepted} state={state} label={t('try.acceptedLog')} />
        </div>
      ) : null}
      {model.hint ? (
        <p className={tryStyles.hint}>
          <strong>{t('try.hintLabel')}</strong> {model.hint}
        </p>
      ) : null}
      <div className={styles.controls} role="group" aria-label={t('try.controls')}>
        <button type="button" className="button" disabled={!pending} onClick={handlers.onHint}>
          {t('try.hint')}
        </button>
        <button type="button" className="button" disabled={model.choicesMade === 0} onClick={handlers.onUndo}>
          {t('try.undo')}
        </button>
        <button type="button" className="button" onClick={handlers.onRestart}>
          {t('try.restart')}
        </button>
      </div>
      {model.history.length ? (
        <details className={tryStyles.history}>
          <summary>{t('try.history', { count: model.history.length })}</summary>
          <LogLines events={model.history} state={state} label={t('try.historyLog')} />
        </details>
      ) : null}
    </div>
  );
}
