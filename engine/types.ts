// The engine's public types. Pure data: everything here is JSON-serialisable.
// The scenario types mirror the public `apnap/1` format (a contract others build on:
// add optional fields if needed, never rename or repurpose one).

export type PlayerId = string;
export type CardId = string;

export type Zone = 'hand' | 'battlefield' | 'graveyard' | 'library' | 'exile';
export const ZONES: readonly Zone[] = ['hand', 'battlefield', 'graveyard', 'library', 'exile'];

export type CardType =
  | 'artifact'
  | 'creature'
  | 'enchantment'
  | 'land'
  | 'planeswalker'
  | 'battle'
  | 'instant'
  | 'sorcery';
export const CARD_TYPES: readonly CardType[] = [
  'artifact',
  'creature',
  'enchantment',
  'land',
  'planeswalker',
  'battle',
  'instant',
  'sorcery',
];

export type EffectId =
  | 'each-player-sacrifices-a-creature'
  | 'each-player-discards-a-card'
  | 'smallpox'
  | 'cataclysm'
  | 'stronghold-gambit'
  | 'councils-judgment'
  | 'show-and-tell'
  | 'hypergenesis'
  | 'rituel-original'
  | 'rituel-errata';

/** A card as written in a scenario file. */
export interface ScenarioCard {
  id: CardId;
  name: string;
  owner: PlayerId;
  zone: Zone;
  types: CardType[];
  manaValue?: number;
  /** Only meaningful on the battlefield; defaults to the owner. */
  controller?: PlayerId;
}

/** One decision = one choice by one player. `[]` declines a "may" choice. */
export interface Decision {
  player: PlayerId;
  choice: string[];
}

/** The public `apnap/1` scenario. */
export interface Scenario {
  format: 'apnap/1';
  players: PlayerId[];
  activePlayer: PlayerId;
  life?: Record<PlayerId, number>;
  cards: ScenarioCard[];
  effect: { id: EffectId; controller: PlayerId };
  decisions?: Decision[];
}

/** Why a scenario file or share link was rejected: the field path and the problem. */
export interface ScenarioError {
  /** e.g. `cards[3].zone`; `` (empty) for the document itself. */
  path: string;
  message: string;
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; error: ScenarioError };

/** A card on the stack: controlled by whoever cast it, owned by its owner (608.2g). */
export interface StackItem {
  card: CardId;
  controller: PlayerId;
  owner: PlayerId;
}

/** A choice made earlier in the current round, as the pending player knows it (101.4b). */
export interface KnownChoice {
  player: PlayerId;
  /** null: made face down from a hidden zone (101.4a). */
  choice: string[] | null;
}

export interface PendingDecision {
  player: PlayerId;
  /** The rule that puts this player next, e.g. `101.4`, `101.4c`, `101.4d`, `608.2e`, `701.38`. */
  rule: string;
  /** The question, addressed to the player, e.g. "Choose a creature you control to sacrifice." */
  prompt: string;
  /** Why this player is the one asked now, e.g. "Cy is the active player." */
  reason: string;
  /** Card ids, or named choices such as "war" / "peace". */
  options: string[];
  min: number;
  max: number;
  known: KnownChoice[];
  /** 101.4a: true when the choice is made face down (from a hidden zone). */
  faceDown: boolean;
}

export type EventKind = 'start' | 'choice' | 'skip' | 'action' | 'restart' | 'end';

/** A log entry. Every entry cites its rule; narration is built from these. */
export interface GameEvent {
  kind: EventKind;
  rule: string;
  text: string;
  player?: PlayerId;
  cards?: CardId[];
  /** 101.4a: a choice made face down; `text` then does not name the card. */
  faceDown?: boolean;
}

export interface DecisionError {
  rule: string;
  message: string;
}

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
  /** Engine-internal progress (effect script position, round choices, revealed cards...). */
  readonly internal: unknown;
}

/** A card's fixed facts (they never change during resolution). */
export interface CardInfo {
  id: CardId;
  name: string;
  owner: PlayerId;
  types: CardType[];
  manaValue: number;
}

export interface BattlefieldEntry {
  card: CardId;
  controller: PlayerId;
}

/** Public zones and life, shaped like `judge`'s `state` output. */
export interface Board {
  life: Record<PlayerId, number>;
  battlefield: BattlefieldEntry[];
  hand: Record<PlayerId, CardId[]>;
  graveyard: Record<PlayerId, CardId[]>;
  library: Record<PlayerId, CardId[]>;
  exile: CardId[];
  /** Bottom first, top last. */
  stack: StackItem[];
}

/** One moment of a walkthrough: the start, one decision, or one automatic action. */
export interface TimelineStep {
  /** The engine state at this moment (opaque; pass it to viewAs, applyDecision, hint). */
  state: GameState;
  kind: 'start' | 'decision' | 'action';
  /** The decision applied to reach this step (kind `decision`). */
  decision: Decision | null;
  /** The events logged in this step only. */
  events: GameEvent[];
  board: Board;
  pending: PendingDecision | null;
  done: boolean;
}

export interface Timeline {
  steps: TimelineStep[];
  /** The first illegal decision, if any; later decisions were not applied. */
  error: (DecisionError & { decision: number }) | null;
}

/** Output of `judge` (see scenario-format.md). */
export interface JudgeOutput {
  ok: boolean;
  applied: number;
  error: (DecisionError & { decision: number }) | null;
  pending: Omit<PendingDecision, 'reason' | 'faceDown'> | null;
  done: boolean;
  events: { rule: string; text: string }[];
  state: Board;
}

/** A board as one viewer sees it: `null` stands for a card this viewer cannot see (face down). */
export interface ViewBoard extends Omit<Board, 'hand' | 'library'> {
  hand: Record<PlayerId, (CardId | null)[]>;
  library: Record<PlayerId, (CardId | null)[]>;
}

/** What one player (or an onlooker, `null`) can see at a moment (101.4a/b). */
export interface PlayerView {
  viewer: PlayerId | null;
  board: ViewBoard;
  /** Choices made so far in the current round, masked for this viewer (101.4a). */
  choices: KnownChoice[];
  /** Cards currently revealed to everyone (e.g. Rituel's "Reveal your hand"). */
  revealed: CardId[];
}

/** A catalog entry for the UI (added by the engine; not part of `apnap/1`). */
export interface EffectInfo {
  id: EffectId;
  /** Display name, e.g. "Smallpox" or "Each player sacrifices a creature". */
  name: string;
  /** Oracle text (or the source's wording, in English). */
  text: string;
  /** The rule the effect illustrates first, e.g. `608.2e`. */
  rule: string;
  /** The printed French wording, for the seed card Rituel. */
  french?: string;
}
