// "Try it yourself" state: the engine states the reader's accepted choices led to. States are
// immutable engine values; undo drops the last one. Whether a choice is legal, and who may
// make it, is only ever decided by the engine's applyDecision.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Decision, DecisionError, GameState, PlayerId } from '@/engine/types';
import { applyDecision, placingGroups, settle, teamOf } from '@/engine';
import type { Narrator } from '@/i18n/narrators';
import { abilityModel, type FaceUpCard } from './table-model';
import type { Chooser, TryItHandlers, TryItModel } from './TryIt';
import { moveAbility, moveStatus, type OrderGroup } from './TriggerOrder';

interface TryRun {
  /** The base state first, then one state per accepted choice. */
  states: GameState[];
  refusal: DecisionError | null;
  /** The reader asked for the hint (said for the state on screen; a choice clears it). */
  hinted: boolean;
  selection: { ids: string[]; actor: PlayerId } | null;
  /** 603.3b: the order the reader has arranged for each player's waiting abilities, not yet submitted. */
  orders: Record<PlayerId, string[]>;
  orderStatus: string;
}

// A walkthrough step's state may still have automatic actions due (the engine advances one at a
// time); the reader takes over where the next decision is asked, so the base state is settled.
const fresh = (base: GameState): TryRun => ({
  states: [settle(base)],
  refusal: null,
  hinted: false,
  selection: null,
  orders: {},
  orderStatus: '',
});

/**
 * Every side with two or more waiting abilities, as the engine groups them (`placingGroups`): a
 * player alone orders only their own (603.3b); in Two-Headed Giant a team orders all its players'
 * abilities together, said by its primary player (805.7, 805.2). With the reader's arrangement or
 * else the order they triggered in; in seat order, not the order the sides place them: who goes
 * first is for the reader to work out.
 */
function orderGroups(state: GameState, orders: Record<PlayerId, string[]>, narrator: Narrator): OrderGroup[] {
  const teams = state.scenario.teams ?? null;
  const seat = (p: PlayerId) => state.players.indexOf(p);
  return placingGroups(state)
    .filter((g) => g.abilities.length >= 2)
    .sort((a, b) => seat(a.player) - seat(b.player))
    .map(({ player, abilities: ids }) => {
      const own = ids.map((id) => abilityModel(state, id, [], narrator));
      const arranged = orders[player];
      const abilities = arranged ? arranged.flatMap((id) => own.filter((a) => a.id === id)) : own;
      return { player, abilities, ...(teams ? { team: [...teamOf(teams, player)] } : {}) };
    });
}

/**
 * Who chooses a target the reader clicks: the player picked under "Choosing as", else the player the
 * engine asks, who is the ability's controller (603.3d: its controller chooses its targets).
 */
function targetChooser(state: GameState, chooser: Chooser): PlayerId | null {
  return chooser.kind === 'player' ? chooser.player : (state.pending?.player ?? null);
}

/**
 * The default actor for a clicked card, as the product asks: its controller on the battlefield,
 * its owner elsewhere. The engine then says whether that player may choose it now.
 */
const defaultActor = (card: FaceUpCard) => card.controller ?? card.owner;

export function useTryIt(startState: GameState, narrator: Narrator) {
  const [run, setRun] = useState<TryRun>(() => fresh(startState));
  const [chooser, setChooser] = useState<Chooser>({ kind: 'card' });
  const t = useTranslations('simulator');
  const state = run.states[run.states.length - 1]!;
  const pending = state.pending;

  const submit = (decision: Decision) => {
    const result = applyDecision(state, decision);
    setRun((r) =>
      result.ok
        ? { ...fresh(r.states[0]!), states: [...r.states, result.state] }
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
      // 510.1c-d: a card may be chosen again (one entry per point of damage); otherwise a click toggles.
      const ids = pending.repeat || !sel.includes(card.id) ? [...sel, card.id] : sel.filter((id) => id !== card.id);
      return { ...r, refusal: null, selection: ids.length ? { ids, actor } : null };
    });
  };

  const groups = pending?.kind === 'order' ? orderGroups(state, run.orders, narrator) : [];
  const idsOf = (player: PlayerId) => groups.find((g) => g.player === player)?.abilities.map((a) => a.id) ?? [];

  const handlers: TryItHandlers = {
    onChooser: setChooser,
    onNamed: (option) => {
      const actor = actorFor();
      if (!actor) return;
      if (!pending || pending.max <= 1) return submit({ player: actor, choice: [option] });
      // Several named options at once (802.4: all of a player's blocks): collect, then Confirm.
      setRun((r) => {
        const sel = r.selection?.actor === actor ? r.selection.ids : [];
        const ids = pending.repeat || !sel.includes(option) ? [...sel, option] : sel.filter((x) => x !== option);
        return { ...r, refusal: null, selection: ids.length ? { ids, actor } : null };
      });
    },
    onConfirm: () => {
      const actor = chooser.kind === 'player' ? chooser.player : run.selection?.actor;
      if (actor) submit({ player: actor, choice: run.selection?.ids ?? [] });
    },
    onDecline: () => {
      const actor = actorFor();
      if (actor) submit({ player: actor, choice: [] });
    },
    onHint: () => setRun((r) => ({ ...r, hinted: true })),
    onUndo: () => setRun((r) => (r.states.length > 1 ? { ...fresh(r.states[0]!), states: r.states.slice(0, -1) } : r)),
    onRestart: () => setRun(fresh(startState)),
    onMoveAbility: (player, index, delta) => {
      const group = groups.find((g) => g.player === player);
      if (!group) return;
      setRun((r) => ({
        ...r,
        refusal: null,
        orders: { ...r.orders, [player]: moveAbility(idsOf(player), index, delta) },
        orderStatus: moveStatus(group, index, delta, narrator, t),
      }));
    },
    onPlaceAbilities: (player) => submit({ player, choice: idsOf(player) }),
  };

  const onTarget = (target: PlayerId) => {
    const actor = targetChooser(state, chooser);
    if (actor) submit({ player: actor, choice: [target] });
  };

  const previous = run.states[run.states.length - 2];
  const model: TryItModel = {
    pending,
    done: state.done,
    state,
    finishedText: narrator.finished(state),
    namedOptions: pending ? pending.options.filter((o) => !state.cards[o]) : [],
    chooser,
    selection: run.selection?.ids ?? [],
    refusal: run.refusal && { ...run.refusal, message: narrator.refusal(run.refusal, state) },
    accepted: previous ? state.events.slice(previous.events.length) : [],
    history: state.events.slice(run.states[0]!.events.length),
    hint: run.hinted ? narrator.hint(state) : null,
    choicesMade: run.states.length - 1,
    orderGroups: groups,
    orderStatus: run.orderStatus,
  };
  const restartFrom = (base: GameState) => setRun(fresh(base));
  return {
    state,
    model,
    handlers,
    onChoose: pending && pending.kind !== 'order' && pending.kind !== 'players' ? onChoose : undefined,
    onTarget: pending?.kind === 'players' ? onTarget : undefined,
    restartFrom,
    revealPending: run.hinted,
  };
}
