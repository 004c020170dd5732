// The engine state and the draft a transition works on. States are never mutated: a transition
// starts a draft that shares every part of the committed state, copies a part only the first time
// it writes it (copy on write), and commits a new GameState. So a decision that only records a
// target copies no zone, and hundreds of abilities are not copied on every decision.
import { kindOf, type EventData, type GameEvent } from './events';
import type { Ability, AbilityId, Board, CardId, CardInfo, Decision, PendingDecision, PlayerId, Scenario } from './types';

export type { Ability } from './types';

/**
 * The engine's state. Treat as read-only and opaque except for the fields below;
 * every transition returns a new object (states are never mutated), so any step can be kept.
 */
export interface GameState {
  readonly scenario: Scenario;
  readonly players: readonly PlayerId[];
  readonly activePlayer: PlayerId;
  readonly cards: Readonly<Record<CardId, CardInfo>>;
  readonly board: Board;
  readonly pending: PendingDecision | null;
  readonly done: boolean;
  /** The whole log so far. */
  readonly events: readonly GameEvent[];
  /** Decisions applied so far, in order. */
  readonly decisions: readonly Decision[];
  /** Engine-internal progress (effect script position, round choices, abilities, the game's end). */
  readonly resolution: ResolutionState;
}

/** One choice made in the current round (101.4b: what later players know). */
export interface RoundChoice {
  player: PlayerId;
  choice: string[];
  /** 101.4a: made face down from a hidden zone. */
  faceDown: boolean;
  /** 701.23i: a face-down choice whose number of cards is public (the found cards of a search). */
  count?: number;
}

/** A permanent about to enter, and who will control it. */
export interface Entering {
  card: CardId;
  controller: PlayerId;
}

/** A card and the player it is chosen by or belongs to. */
export interface Owned {
  player: PlayerId;
  card: CardId;
}

/**
 * The automatic actions an effect sets off, as data: a round's finish queues them and the engine
 * performs them one at a time (actions/automatic.ts).
 */
export type Automatic =
  | { do: 'life'; rule: string; amount: number }
  | { do: 'sacrifice'; rule: string; what: 'chosen' | 'unchosen'; noun: string; picks: Owned[] }
  | { do: 'discard'; rule: string; picks: Owned[] }
  | { do: 'destroy'; rule: string }
  | { do: 'exile'; rule: string; cards: CardId[]; votes: number }
  | { do: 'reveal'; rule: string; picks: Owned[] }
  | {
      do: 'enter';
      rule: string;
      how: 'chosen' | 'no-creature' | 'lowest' | 'at-once' | 'all' | 'found';
      entering: Entering[];
      lowest: number;
      /** 614.12a: "as enters" choices come in a new APNAP round once every card is chosen (Show and Tell). */
      newRound: boolean;
      /** The "as enters" choices, once made (Archangel of Strife). */
      choices?: RoundChoice[];
    }
  | { do: 'cast'; rule: string; player: PlayerId; card: CardId; by: PlayerId | null }
  /** 103.5: the declared mulligans, taken at the same time. */
  | { do: 'mulligan'; rule: string; takers: PlayerId[] }
  | { do: 'copies'; rule: string; of: CardId; copiers: PlayerId[] }
  /** 500.7; 805.8: at a team table, `team` takes the turn. */
  | { do: 'extra-turn'; rule: string; player: PlayerId; team?: PlayerId[] }
  /** 613.7m: objects that entered together get their timestamps, earliest first; then layer 4 applies (rules/613.7m-timestamps.ts). */
  | { do: 'timestamps'; rule: string; order: Owned[] }
  /** 616.1: Day of Judgment's destruction, with the replacement effect each player chose for each of their creatures. */
  | { do: 'destroy-replaced'; rule: string; chosen: { card: CardId; source: CardId }[] }
  /** 701.9a: each player discards their hand, all at once. */
  | { do: 'discard-hands'; rule: string }
  /** 121.2c / 805.6a: one player performs all of their draws (rules/121.2c-draws.ts). */
  | { do: 'draw'; rule: string; player: PlayerId; count: number }
  /** 701.22c: players look at the top cards of their library at the same time (rules/701.22c-scry.ts). */
  | { do: 'look'; rule: string; who: PlayerId[]; count: number }
  /** 701.22c: the cards looked at move at the same time, as each player decided. */
  | { do: 'scry-move'; rule: string; choices: RoundChoice[] }
  /** 701.30c: the clashing players reveal the top card of their library at the same time (rules/701.30c-clash.ts). */
  | { do: 'clash-reveal'; rule: string; who: PlayerId[] }
  /** 701.30c, 701.30d: the revealed cards move at the same time; if the caster wins, the targeted spell's controller mills `mill`. */
  | { do: 'clash-move'; rule: string; choices: RoundChoice[]; mill: number }
  /** 701.17a: a player mills `count` cards. */
  | { do: 'mill'; rule: string; player: PlayerId; count: number }
  /** 701.23i: each player who searched shuffles their library (rules/701.23i-search.ts). */
  | { do: 'shuffle'; rule: string; searchers: PlayerId[] }
  /** 510.2: all assigned combat damage is dealt at once (rules/510.1-combat-damage.ts). */
  | { do: 'combat-damage'; rule: string; divisions: { creature: CardId; to: CardId[] }[] };

/** Cards entering together once the "as enters" choices are made (Archangel of Strife). */
export interface EnterData {
  entering: Entering[];
  angels: Entering[];
  /** 614.12a: the "as enters" choices form a new APNAP round once every card is chosen (Show and Tell). */
  newRound: boolean;
  /** The entering action itself, performed once every choice is made. */
  then: Extract<Automatic, { do: 'enter' }>;
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
  /** 805.6: the orders the teams chose so far, in team turn order (Two-Headed Giant). */
  teamOrders?: PlayerId[][];
}


/** A player putting their waiting abilities on the stack (603.3b), with the choices made so far. */
export interface Placing {
  player: PlayerId;
  /** Their waiting abilities, in the order they triggered. */
  abilities: AbilityId[];
  /** Those that target (603.3d), in the order they go on the stack (once the order is known). */
  aimed: AbilityId[] | null;
  /** The order chosen (first = lowest); null until chosen (a single ability needs none). */
  order: AbilityId[] | null;
  /** 603.3d: the targets chosen so far, one per targeting ability in `order`. */
  targets: PlayerId[];
}

/** Where the resolution stands. Plain data, typed: everything here is JSON-serialisable. */
export interface ResolutionState {
  /** `effect`: the effect is resolving; `after`: it has finished (state-based actions, triggers). */
  phase: 'effect' | 'after';
  /** The next script step to run. */
  step: number;
  /** Open rounds, innermost last (an "as enters" round can interrupt a sequential one). */
  rounds: RoundState[];
  /** Cards revealed to everyone (Rituel's hand, Stronghold Gambit's chosen cards). */
  revealed: CardId[];
  /** Automatic actions the effect has set off, performed one at a time, in order. */
  queue: Automatic[];
  /** Every ability that has triggered, by id. */
  abilities: Record<AbilityId, Ability>;
  placing: Placing | null;
  /** 704.3: state-based actions are to be checked before anything else happens. */
  check: boolean;
  /** Players who lost and have yet to leave the game (104.5; what leaving does: 800.4a). */
  leaving: PlayerId[];
  /**
   * The round the last decision belonged to, as the table saw it right after that choice (101.4a
   * masks, 101.4b), until the next automatic action; null otherwise.
   */
  shown: { choices: RoundChoice[]; revealed: CardId[] } | null;
  /** The game is over (104.2a: one player left, the winner; 104.4a: none left, a draw). */
  over: { winner: PlayerId | null; winners?: PlayerId[] } | null;
  /** 704.5b: players who attempted to draw from an empty library since the last check (absent when none). */
  emptyDraws?: PlayerId[];
  /** 701.22c: the cards players are looking at, each seen by its owner only (absent when none). */
  looking?: Owned[];
  /** 701.44a / 701.50a: the permanent exploring or conniving now, whose controller still has its last choice to make (absent otherwise). */
  acting?: { player: PlayerId; card: CardId; revealed?: CardId };
  /** 802.4: the blocks declared so far (combat only): each blocking creature and the attacker it blocks. */
  blocks?: { blocker: CardId; attacker: CardId }[];
  /** 608.2f: the damage marked on each creature by the resolving spell (Soulfire Eruption), until the state-based check (704.5g). */
  damage?: Record<CardId, number>;
  /** 608.2f: the targets the resolving spell's controller has taken so far, in order (Soulfire Eruption). */
  considered?: string[];
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
  res: ResolutionState;
  pending: PendingDecision | null;
  done: boolean;
  /** Which shared parts this draft has already copied (copy on write). */
  own: Set<string>;
}

export const initialResolution = (): ResolutionState => ({
  phase: 'effect',
  step: 0,
  rounds: [],
  revealed: [],
  queue: [],
  abilities: {},
  placing: null,
  check: false,
  leaving: [],
  shown: null,
  over: null,
});

/** A draft over a committed state: nothing is copied until written. */
export function draftOf(s: GameState): Draft {
  // Copied field by field, in initialBoard's order: one object shape whatever effect made the
  // state (a spread goes slow once it has seen many).
  const b = s.board;
  return {
    scenario: s.scenario,
    players: s.players,
    active: s.activePlayer,
    controller: s.scenario.effect.controller,
    cards: s.cards,
    board: { life: b.life, battlefield: b.battlefield, hand: b.hand, graveyard: b.graveyard, library: b.library, exile: b.exile, stack: b.stack, waiting: b.waiting, lost: b.lost, ...(b.turns ? { turns: b.turns } : {}), ...(b.counters ? { counters: b.counters } : {}) },
    events: s.events as GameEvent[],
    decisions: s.decisions as Decision[],
    res: { ...s.resolution },
    pending: s.pending,
    done: s.done,
    own: new Set(),
  };
}

const once = (d: Draft, key: string): boolean => !d.own.has(key) && (d.own.add(key), true);

type ListKey = 'battlefield' | 'exile' | 'stack' | 'waiting' | 'lost';
type ZoneKey = 'hand' | 'graveyard' | 'library';

/** A board list this draft may write (copied the first time). */
export function list<K extends ListKey>(d: Draft, k: K): Board[K] {
  if (once(d, k)) d.board[k] = d.board[k].slice() as Board[K];
  return d.board[k];
}

/** Replaces a board list with a new one (already a copy). */
export function replace<K extends ListKey>(d: Draft, k: K, value: Board[K]): void {
  d.own.add(k);
  d.board[k] = value;
}

/** A per-player zone this draft may write: the record and the player's list are copied the first time. */
export function zone(d: Draft, k: ZoneKey, p: PlayerId): CardId[] | undefined {
  if (!Object.hasOwn(d.board[k], p)) return undefined;
  if (once(d, k)) d.board[k] = { ...d.board[k] };
  // An own property already exists for every player, so assigning it is safe even for "__proto__".
  if (once(d, `${k}:${p}`)) d.board[k][p] = d.board[k][p]!.slice();
  return d.board[k][p];
}

export function life(d: Draft): Record<PlayerId, number> {
  if (once(d, 'life')) d.board.life = { ...d.board.life };
  return d.board.life;
}

/** The resolution's lists and records this draft may write (copied the first time). */
export function res<K extends 'rounds' | 'revealed' | 'queue' | 'leaving'>(d: Draft, k: K): ResolutionState[K] {
  if (once(d, `res.${k}`)) {
    d.res[k] = (k === 'rounds' ? d.res.rounds.map((r) => ({ ...r, choices: r.choices.slice() })) : d.res[k].slice()) as ResolutionState[K];
  }
  return d.res[k];
}

export function abilities(d: Draft): Record<AbilityId, Ability> {
  if (once(d, 'res.abilities')) d.res.abilities = { ...d.res.abilities };
  return d.res.abilities;
}

export function commit(d: Draft): GameState {
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
    resolution: d.res,
  };
}

/** Logs an event: typed facts and its kind (a narrator says it in a language, i18n/narrators). */
export function log(d: Draft, e: EventData): void {
  // Every caller passes a fresh literal: completing it in place is cheaper than copying it.
  const event = e as GameEvent;
  event.kind = kindOf(e.type);
  // The log is copied once per transition that writes it, never per event: concat copies it and
  // appends in one exact-size allocation (slice then push would copy it twice, growing it).
  if (once(d, 'events')) d.events = d.events.concat([event]);
  else d.events.push(event);
}

export function recordDecision(d: Draft, decision: Decision): void {
  if (once(d, 'decisions')) d.decisions = d.decisions.concat([decision]);
  else d.decisions.push(decision);
}
