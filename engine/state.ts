// The engine state and the draft a transition works on. A transition copies what it changes
// into a draft, mutates only the draft and commits a new GameState: states are never mutated,
// so every step of a walkthrough can be kept (style.md: replay, never a shared object).
import { cloneBoard } from './board';
import type {
  Board,
  CardId,
  CardInfo,
  Decision,
  EventKind,
  GameEvent,
  GameState,
  PendingDecision,
  PlayerId,
  Scenario,
} from './types';

/** One choice made in the current round (101.4b: what later players know). */
export interface RoundChoice {
  player: PlayerId;
  choice: string[];
  /** 101.4a: made face down from a hidden zone. */
  faceDown: boolean;
}

/** A permanent about to enter, and who will control it. */
export interface Entering {
  card: CardId;
  controller: PlayerId;
}

/** A pending entry that waits for "as enters" choices (Archangel of Strife). */
export interface EnterData {
  entering: Entering[];
  angels: Entering[];
  /** 101.4d: a nonactive player's choice forced earlier players to choose again. */
  restart: boolean;
  rule: string;
  text: string;
}

/** A round of choices: `pos` walks the players (in round order) times the questions (101.4c). */
export interface RoundState {
  /** Index of the script step that opened it; -1 for an "as enters" round (`enter`). */
  step: number;
  /** Hypergenesis: how many times the process has repeated. */
  pass: number;
  pos: number;
  choices: RoundChoice[];
  enter?: EnterData;
}

export interface Internal {
  /** The next script step to run. */
  step: number;
  /** Open rounds, innermost last (an "as enters" round can interrupt a sequential one). */
  rounds: RoundState[];
  /** Cards revealed to everyone (Rituel's hand, Stronghold Gambit's chosen cards). */
  revealed: CardId[];
  /** Timeline only: the settled state a snapshot of an earlier moment continues from. */
  at?: GameState;
}

/** A walkthrough step in the making (timeline.ts): where its events start, what it shows. */
export interface Segment {
  kind: 'start' | 'decision' | 'action';
  from: number;
  board?: Board;
  internal?: Internal;
}

export interface Draft {
  scenario: Scenario;
  players: readonly PlayerId[];
  active: PlayerId;
  controller: PlayerId;
  cards: Readonly<Record<CardId, CardInfo>>;
  board: Board;
  events: GameEvent[];
  decisions: Decision[];
  i: Internal;
  pending: PendingDecision | null;
  done: boolean;
  trace: Segment[] | null;
}

export const internalOf = (s: GameState): Internal => s.internal as Internal;

export const cloneInternal = (i: Internal): Internal => ({
  step: i.step,
  rounds: i.rounds.map((r) => ({ ...r, choices: r.choices.slice() })),
  revealed: i.revealed.slice(),
});

/** A read-only draft over a committed state (no copies: only for checks that don't write). */
export function draftOfView(s: GameState): Draft {
  return {
    scenario: s.scenario,
    players: s.players,
    active: s.activePlayer,
    controller: s.scenario.effect.controller,
    cards: s.cards,
    board: s.board,
    events: s.events as Draft['events'],
    decisions: s.decisions as Draft['decisions'],
    i: internalOf(s),
    pending: s.pending,
    done: s.done,
    trace: null,
  };
}

/** A writable draft: the same fields, with every part a transition may change copied. */
export function draftOf(s: GameState, trace: Segment[] | null): Draft {
  const view = draftOfView(s);
  return {
    ...view,
    board: cloneBoard(s.board),
    events: s.events.slice(),
    decisions: s.decisions.slice(),
    i: cloneInternal(view.i),
    trace,
  };
}

export function commit(d: Draft): GameState {
  closeSegment(d);
  return {
    scenario: d.scenario,
    players: d.players,
    activePlayer: d.active,
    cards: d.cards,
    board: d.board,
    pending: d.pending,
    done: d.done,
    events: d.events,
    decisions: d.decisions,
    internal: d.i,
  };
}

export function log(
  d: Draft,
  kind: EventKind,
  rule: string,
  text: string,
  extra: Partial<GameEvent> = {},
): void {
  d.events.push({ kind, rule, text, ...extra });
}

/** Snapshot the open walkthrough step (only when building a timeline). */
function closeSegment(d: Draft): void {
  const seg = d.trace?.[d.trace.length - 1];
  if (seg && !seg.board) {
    seg.board = cloneBoard(d.board);
    seg.internal ??= cloneInternal(d.i);
  }
}

/** Starts a walkthrough step; its events are those logged from here to the next step. */
export function openSegment(d: Draft, kind: Segment['kind']): void {
  if (!d.trace) return;
  closeSegment(d);
  d.trace.push({ kind, from: d.events.length });
}

/** A decision step shows the round as it is right after the choice (101.4a masks, 101.4b). */
export function pinSegmentInternal(d: Draft): void {
  const seg = d.trace?.[d.trace.length - 1];
  if (seg) seg.internal = cloneInternal(d.i);
}

/** An automatic action: its own walkthrough step, with one event citing its rule. */
export function act(d: Draft, rule: string, text: string, cards?: CardId[]): void {
  openSegment(d, 'action');
  log(d, 'action', rule, text, cards && cards.length ? { cards } : {});
}
