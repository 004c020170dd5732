// "Try it yourself" state: the engine states the reader's accepted choices led to. States are
// immutable engine values; undo drops the last one. Whether a choice is legal, and who may
// make it, is only ever decided by the engine's applyDecision.
import { useMemo, useState } from 'react';
import type { Decision, DecisionError, GameState, PlayerId } from '@/engine/types';
import { applyDecision, hint, settle } from '@/engine';
import type { FaceUpCard } from './table-model';
import type { Chooser, TryItHandlers, TryItModel } from './TryIt';

interface TryRun {
  /** The base state first, then one state per accepted choice. */
  states: GameState[];
  refusal: DecisionError | null;
  hint: string | null;
  selection: { ids: string[]; actor: PlayerId } | null;
}

const fresh = (base: GameState): TryRun => ({ states: [base], refusal: null, hint: null, selection: null });

/**
 * The default actor for a clicked card, as the product asks: its controller on the battlefield,
 * its owner elsewhere. The engine then says whether that player may choose it now.
 */
const defaultActor = (card: FaceUpCard) => card.controller ?? card.owner;

export function useTryIt(start: GameState) {
  // A walkthrough step may be an automatic action with more to follow: try from the next decision.
  const startState = useMemo(() => settle(start), [start]);
  const [run, setRun] = useState<TryRun>(() => fresh(startState));
  const [chooser, setChooser] = useState<Chooser>({ kind: 'card' });
  const state = run.states[run.states.length - 1]!;
  const pending = state.pending;

  const submit = (decision: Decision) => {
    const result = applyDecision(state, decision);
    setRun((r) =>
      result.ok
        ? { states: [...r.states, result.state], refusal: null, hint: null, selection: null }
        : { ...r, refusal: result.error, selection: null },
    );
  };
  const actorFor = (card?: FaceUpCard): PlayerId | null =>
    chooser.kind === 'player' ? chooser.player : card ? defaultActor(card) : null;

  const onChoose = (card: FaceUpCard) => {
    const actor = actorFor(card)!;
    if (!pending || pending.max <= 1) return submit({ player: actor, choice: [card.id] });
    // Several cards at once (max > 1): collect, then Confirm.
    setRun((r) => {
      const sel = r.selection?.actor === actor ? r.selection.ids : [];
      const ids = sel.includes(card.id) ? sel.filter((id) => id !== card.id) : [...sel, card.id];
      return { ...r, refusal: null, selection: ids.length ? { ids, actor } : null };
    });
  };

  const handlers: TryItHandlers = {
    onChooser: setChooser,
    onNamed: (option) => {
      const actor = actorFor();
      if (actor) submit({ player: actor, choice: [option] });
    },
    onConfirm: () => {
      const actor = chooser.kind === 'player' ? chooser.player : run.selection?.actor;
      if (actor) submit({ player: actor, choice: run.selection?.ids ?? [] });
    },
    onDecline: () => {
      const actor = actorFor();
      if (actor) submit({ player: actor, choice: [] });
    },
    onHint: () => setRun((r) => ({ ...r, hint: hint(state) })),
    onUndo: () => setRun((r) => (r.states.length > 1 ? { ...fresh(r.states[0]!), states: r.states.slice(0, -1) } : r)),
    onRestart: () => setRun(fresh(startState)),
  };

  const previous = run.states[run.states.length - 2];
  const model: TryItModel = {
    pending,
    done: state.done,
    namedOptions: pending ? pending.options.filter((o) => !state.cards[o]) : [],
    chooser,
    selection: run.selection?.ids ?? [],
    refusal: run.refusal,
    accepted: previous ? state.events.slice(previous.events.length) : [],
    history: state.events.slice(run.states[0]!.events.length),
    hint: run.hint,
    choicesMade: run.states.length - 1,
  };
  const restartFrom = (base: GameState) => setRun(fresh(settle(base)));
  return { state, model, handlers, onChoose: pending ? onChoose : undefined, restartFrom, revealPending: run.hint !== null };
}
