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
  | 'rituel-errata'
  | 'wrath-of-god'
  | 'villainous-choice'
  | 'start-of-game'
  | 'curse-of-echoes'
  | 'each-player-takes-an-extra-turn'
  | 'permanents-enter-together'
  | 'day-of-judgment'
  | 'wheel-of-fortune'
  | 'myr-custodian'
  | 'broken-ambitions'
  | 'veteran-explorer'
  | 'hakbal-of-the-surging-soul'
  | 'each-creature-explores'
  | 'change-of-plans'
  | 'each-creature-connives'
  | 'combat'
  | 'soulfire-eruption';

/** A card as written in a scenario file. */
export interface ScenarioCard {
  id: CardId;
  name: string;
  owner: PlayerId;
  zone: Zone;
  types: CardType[];
  manaValue?: number;
  /**
   * Only meaningful on the battlefield: a control-changing effect gives this player control (800.4a:
   * it ends when that player leaves). Defaults to `enteredUnder`, else the owner.
   */
  controller?: PlayerId;
  /**
   * `apnap/2`, battlefield only: the card entered under this player's control without a
   * control-changing effect (a stolen spell that resolved; 110.2). They control it by default, and
   * when they leave the game it is exiled, not returned to its owner (800.4a's last step).
   */
  enteredUnder?: PlayerId;
  /** `apnap/3`, read by the `combat` effect only: a creature's power and toughness (208). */
  power?: number;
  toughness?: number;
}

/** One decision = one choice by one player. `[]` declines a "may" choice. */
export interface Decision {
  player: PlayerId;
  choice: string[];
}

/**
 * The scenario formats: `apnap/1`, `apnap/2` (teams, controlled players, the family's effects) and
 * `apnap/3` (the effects and cards of the keyword actions and draws that say "APNAP order").
 */
export type FormatVersion = 'apnap/1' | 'apnap/2' | 'apnap/3';

/** The public `apnap/1` / `apnap/2` scenario (scenario-format.md). */
export interface Scenario {
  format: FormatVersion;
  players: PlayerId[];
  activePlayer: PlayerId;
  life?: Record<PlayerId, number>;
  cards: ScenarioCard[];
  effect: { id: EffectId; controller: PlayerId };
  decisions?: Decision[];
  /**
   * `apnap/2`: Two-Headed Giant (810): two teams of two, each in adjacent seats (805.1), with shared
   * team turns (805) and a shared life total (810.4). The active player's team is the active team.
   */
  teams?: PlayerId[][];
  /** `apnap/2`: 722.3, a player controlled by another (Mindslaver): `{ "Ana": "Ben" }`, Ben makes Ana's choices. */
  controlledBy?: Record<PlayerId, PlayerId>;
  /**
   * `apnap/3`, read by the `combat` effect only (802.1, 508.1): each attacking creature's id and the
   * player it attacks (`{ "bear1": "Ben" }`).
   */
  attacks?: Record<CardId, PlayerId>;
  /**
   * `apnap/3`, read by the `soulfire-eruption` effect only (608.2f): the spell's targets, each a
   * player's name or the id of a creature on the battlefield (`["Cy", "bears", "Ana"]`).
   */
  targets?: string[];
}

/** Why a scenario file or share link was refused (docs/scenario-format.md, "Scenario error codes"). */
export type ScenarioErrorCode =
  | 'not-json'
  | 'not-an-object'
  | 'format'
  | 'players'
  | 'name-length'
  | 'duplicate-player'
  | 'one-of'
  | 'not-a-player'
  | 'life'
  | 'integer'
  | 'cards'
  | 'card'
  | 'card-id'
  | 'duplicate-card-id'
  | 'string'
  | 'card-types'
  | 'duplicate-type'
  | 'mana-value'
  | 'effect'
  | 'decisions'
  | 'decision'
  | 'player-name'
  | 'choice'
  | 'teams'
  | 'team-member'
  | 'team-seats'
  | 'team-life'
  | 'controlled-by'
  | 'format-field'
  | 'format-effect'
  | 'combat'
  | 'targets'
  | 'invalid'
  | 'link-not-base64url'
  | 'link-too-long'
  | 'link-too-large'
  | 'link-damaged'
  | 'link-not-json';

/** Why a scenario file or share link was rejected: the field path and the problem. */
export interface ScenarioError {
  /** e.g. `cards[3].zone`; `` (empty) for the document itself; `s` for a share link's parameter. */
  path: string;
  /** A stable key for the problem; `params`: what a narrator says it from (expected values, limits…). */
  code: ScenarioErrorCode;
  params: Params;
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; error: ScenarioError };

/** A spell on the stack: controlled by whoever cast it (112.2), owned by its owner (400.3). */
export interface SpellOnStack {
  card: CardId;
  controller: PlayerId;
  owner: PlayerId;
}

/** A triggered ability's id: "<source card id>:<id of the creature that died>", e.g. "artist:bears". */
export type AbilityId = string;

/** A triggered ability on the stack (603.3b); its targets were chosen as it was put there (603.3d). */
export interface AbilityOnStack {
  ability: AbilityId;
  source: CardId;
  controller: PlayerId;
  targets: PlayerId[];
}

/**
 * `apnap/2`: a copy of a spell (707.10), put on the stack by an effect (Curse of Echoes); it is not
 * a card. `copy` is its id; `of` the card it copies; its controller is the player who copied it.
 */
export interface CopyOnStack {
  copy: string;
  of: CardId;
  controller: PlayerId;
}

/** Tell them apart with `'ability' in item`, `'copy' in item`. */
export type StackItem = SpellOnStack | AbilityOnStack | CopyOnStack;

/** A choice made earlier in the current round, as the pending player knows it (101.4b). */
export interface KnownChoice {
  player: PlayerId;
  /** null: made face down from a hidden zone (101.4a). */
  choice: string[] | null;
  /** 701.23i: how many cards a face-down choice holds, public when the round says so (the search's found cards). */
  count?: number;
  /** Set by `viewAs`: the choice was made face down, hidden from the other players (101.4a). */
  faceDown?: boolean;
}

/** What a pending decision asks for: cards, a named choice (war/peace), an order (603.3b), players (targets). */
export type PendingKind = 'cards' | 'named' | 'order' | 'players';

/** Parameters of a question, an error or an event text: plain data a narrator in any language can use. */
export type Params = Record<string, string | number | string[]>;

/** Whose words order a round: APNAP (101.4), or a card's "starting with you" (608.2c, Vote 701.38). */
export type RoundStyle = 'apnap' | 'councils-judgment' | 'hypergenesis' | 'rituel-errata' | 'curse-of-echoes'
  /** 701.44d / 701.50d: the first player in APNAP order who controls one or more of the permanents still to explore / connive. */
  | 'explore'
  | 'connive'
  /** 608.2f: the spell's controller alone, asked for each target (Soulfire Eruption). */
  | 'soulfire-eruption';

/** Why a player is the one asked now (`PendingDecision.why`); a narrator says it. */
export type PendingReason =
  /** 603.3b: the player who puts their abilities on the stack now, counting from the active player. */
  | {
      kind: 'place';
      player: PlayerId;
      active: PlayerId;
      /** 805.7: the team placing (its primary player answers, 805.2). */
      team?: PlayerId[];
      /** 800.4j: the active player has left; the turn goes on without one, APNAP counts from the next player. */
      activeLeft?: true;
    }
  /** 603.3d: a target is chosen for each ability as it is put on the stack. */
  | { kind: 'target'; player: PlayerId }
  /**
   * 101.4c: a player with several choices makes them one after another: the card types in the
   * order the card names them (Cataclysm), or one war-or-peace choice per Archangel (`types` empty).
   */
  | { kind: 'several'; player: PlayerId; question: QuestionKey; params: Params; types: CardType[] }
  /** The round's first player; `repeat`: a repeated pass (Hypergenesis); `newRound`: 614.12a. */
  | {
      kind: 'first';
      player: PlayerId;
      style: RoundStyle;
      repeat: boolean;
      newRound: boolean;
      /** 805.4a, 805.6: at a team table, an APNAP round starts with the active team: this player's team. */
      team?: PlayerId[];
    }
  /** A later player of the round; `idle`: earlier players who had nothing to choose. */
  | { kind: 'next'; player: PlayerId; prev: PlayerId; style: RoundStyle; controller: PlayerId; idle: PlayerId[] }
  /** 805.6 (805.2): a team decides which of its players chooses first; its primary player answers. */
  | { kind: 'team'; player: PlayerId; team: PlayerId[]; active: boolean };

export interface PendingDecision {
  player: PlayerId;
  /** The rule that puts this player next, e.g. `101.4`, `101.4c`, `101.4d`, `608.2e`, `701.38`, `603.3b`. */
  rule: string;
  kind: PendingKind;
  /** A stable key for the question (docs/scenario-format.md: the closed list), e.g. `sacrifice-creature`, `order-triggers`. */
  question: QuestionKey;
  /** What a narrator says the question from (with `player`). */
  params: Params;
  /** Why this player is the one asked now, as facts a narrator in any language can say. */
  why: PendingReason;
  /** Card ids, named choices such as "war" / "peace", ability ids (order) or player names (targets). */
  options: string[];
  min: number;
  max: number;
  known: KnownChoice[];
  /** 101.4a: true when the choice is made face down (from a hidden zone). */
  faceDown: boolean;
  /**
   * 722.3: who makes this decision when it is not `player` (a player controlled by another, e.g. with
   * Mindslaver). The decision still names `player`: it is their choice, made by `decider`.
   */
  decider?: PlayerId;
  /** 510.1c-d: an option may be listed several times (one entry per point of combat damage). */
  repeat?: true;
}

export type QuestionKey =
  | 'sacrifice-creature'
  | 'sacrifice-land'
  | 'keep-artifact'
  | 'keep-creature'
  | 'keep-enchantment'
  | 'keep-land'
  | 'discard'
  | 'choose-card-face-down'
  | 'vote'
  | 'put-permanent'
  | 'put-permanent-face-down'
  | 'cast-from-hand'
  | 'war-or-peace'
  | 'order-triggers'
  | 'target-player'
  | 'team-first'
  | 'villainous-choice'
  | 'mulligan'
  | 'mulligan-bottom'
  | 'opening-hand-action'
  | 'copy-spell'
  | 'timestamp-order'
  | 'replacement-effect'
  | 'scry-may'
  | 'scry'
  | 'clash-target'
  | 'clash-opponent'
  | 'clash-bottom'
  | 'search-basic-lands'
  | 'choose-explorer'
  | 'explore-keep'
  | 'choose-conniver'
  | 'connive-discard'
  | 'declare-blockers'
  | 'divide-combat-damage'
  | 'soulfire-target';

export type ErrorCode =
  | 'malformed'
  | 'unknown-player'
  | 'out-of-order'
  | 'wrong-count'
  | 'illegal-option'
  | 'finished'
  | 'not-a-permutation'
  | 'not-in-game'
  | 'game-over';

export interface DecisionError {
  rule: string;
  /** A stable key (docs/scenario-format.md: the closed list); a narrator says it from `params` (and the state). */
  code: ErrorCode;
  params: Params;
}

/** A card's fixed facts (they never change during resolution). */
export interface CardInfo {
  id: CardId;
  name: string;
  owner: PlayerId;
  types: CardType[];
  manaValue: number;
  /** apnap/2: the player it entered the battlefield under (its default controller, 800.4a). */
  enteredUnder?: PlayerId;
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
  /** Triggered abilities not yet on the stack, in the order they triggered (603.3). */
  waiting: AbilityId[];
  /** Players who have lost, in the order they lost (players losing at once: in APNAP order). */
  lost: PlayerId[];
  /**
   * `apnap/2`: the extra turns to come, in the order they will be taken (500.7: the most recently
   * added first). Present only once an effect has added one. At a team table each entry is a team's
   * turn (805.8), under the player of the team it was given to (the `extra-turn` event names the team).
   */
  turns?: PlayerId[];
  /** `apnap/3`: +1/+1 counters on permanents (explore 701.44a, connive 701.50a); present only once one is put. */
  counters?: Record<CardId, number>;
}

/** A board as one viewer sees it: `null` stands for a card this viewer cannot see (face down). */
export interface ViewBoard extends Omit<Board, 'hand' | 'library'> {
  hand: Record<PlayerId, (CardId | null)[]>;
  library: Record<PlayerId, (CardId | null)[]>;
}

/** What one player (or an onlooker, `null`) can see at a moment (101.4a/b). */
export interface PlayerView {
  /** null: an onlooker, or the teaching view (`viewAs(state, null, { teaching: true })`). */
  viewer: PlayerId | null;
  board: ViewBoard;
  /** Choices made so far in the current round, masked for this viewer (101.4a). */
  choices: KnownChoice[];
  /** Cards currently revealed to everyone (e.g. Rituel's "Reveal your hand"). */
  revealed: CardId[];
}

/** A catalog entry (added by the engine; not part of `apnap/1`): the card's own name and Oracle text. */
export interface EffectInfo {
  id: EffectId;
  /** Display name, e.g. "Smallpox" or "Each player sacrifices a creature". */
  name: string;
  /** Oracle text (or the source's wording, in English). */
  text: string;
  /** The rule the effect illustrates first, e.g. `608.2e`. */
  rule: string;
}

/** A triggered ability (603.2): Blood Artist's or Zulaport Cutthroat's, for one creature that died. */
export interface Ability {
  id: AbilityId;
  card: 'blood-artist' | 'zulaport-cutthroat';
  source: CardId;
  died: CardId;
  /** 603.3a: the controller of its source when it triggered (looking back in time, 603.10a). */
  controller: PlayerId;
  sourceName: string;
  diedName: string;
}

/** A triggered ability's facts (describeAbility): which card's, whose, and its targets once chosen (603.3d). */
export type AbilityInfo = Ability & { targets: PlayerId[] };
