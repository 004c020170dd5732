// What each topic's words are built from: JSON data (names, players, the engine's own question
// keys and typed events), never sentences. English is built from these in english.ts; another
// language builds its own from the same facts (i18n/narrators/fr/practice.ts), as the engine's
// prompts are built from `question` + `params` and its log from typed events.
import type { EffectId, GameEvent, Params, PlayerId, QuestionKey } from '../index';

/**
 * What every topic's facts may add about the premise (version 2 on): the resolving card is a
 * sorcery its controller cast on another player's turn, so the drill says it had flash (702.8a).
 */
export interface PremiseFacts {
  flash?: true;
}

/** What a player chose, by card name ([]: no card). */
export interface Chosen {
  player: PlayerId;
  names: string[];
}

/** A stated choice with the engine's question to that player (its pending `question` and `params`). */
export interface ChosenWhenAsked extends Chosen {
  question: QuestionKey;
  params: Params;
}

/** "Who chooses next?": the words are the pending decision's own (the drill's `state.pending`). */
export interface WhoChoosesNextFacts extends PremiseFacts {
  topic: 'who-chooses-next';
  effect: EffectId;
  /** Who the engine asks next (the answer). */
  player: PlayerId;
}

/** One of the round's choices; `id` when it is an answer option (another player's choice). */
export interface RoundChoice extends Chosen {
  /** Made face down from a hidden zone: the chooser knows only that it was made (101.4a). */
  hidden: boolean;
  id?: string;
}

export interface WhatTheyKnowFacts extends PremiseFacts {
  topic: 'what-they-know';
  effect: EffectId;
  /** The player about to choose. */
  player: PlayerId;
  /** The round's choices are made face down (declining shows: there is no card to hide). */
  faceDown: boolean;
  /** The round's earlier choices, in order. */
  choices: RoundChoice[];
}

export type Where = 'graveyard' | 'battlefield' | 'exile';

/** A card the reader may select, and where it is at the start (a battlefield or hand, and whose). */
export interface CardOption {
  id: string;
  name: string;
  zone: 'battlefield' | 'hand' | null;
  player: PlayerId | null;
}

export interface WhereCardsGoFacts extends PremiseFacts {
  topic: 'where-cards-go';
  effect: EffectId;
  where: Where;
  options: CardOption[];
  choices: ChosenWhenAsked[];
  /** The names of the cards that end up there (the answer). */
  answer: string[];
  /** The engine's events that put them there (or its last action): the why. */
  events: GameEvent[];
}

export interface StillChoosesFacts extends PremiseFacts {
  topic: 'still-chooses';
  /** The player the question is about. */
  player: PlayerId;
  /** The creature step's choices. */
  choices: ChosenWhenAsked[];
  /** Whether the engine asks them for a land (the answer). */
  yes: boolean;
  /** When it does: the lands they still control. */
  lands: string[];
  /** When it does not: the engine's skip event for them, if logged. */
  skip: GameEvent | null;
}

export interface RituelFacts extends PremiseFacts {
  topic: 'rituel';
  effect: EffectId;
  caster: PlayerId;
  active: PlayerId;
  /** Each player's wish list (at most two cards, first preferred). */
  wishes: Chosen[];
  /** The cards of the caster's hand. */
  options: { id: string; name: string }[];
  /** Who casts first, and the names left in the caster's hand (the answer). */
  first: PlayerId;
  left: string[];
  /** The engine's note on who goes first, and any cast that failed (400.7): the why. */
  events: GameEvent[];
}

/** A triggered ability in words: its source's name, and the creature that died (null: itself). */
export interface NamedAbility {
  source: string;
  died: { owner: PlayerId; name: string } | null;
}

/** What the trigger drill states about one player: their order, their one ability, or their target. */
export type TriggerStated =
  | { player: PlayerId; kind: 'order'; abilities: NamedAbility[] }
  | { player: PlayerId; kind: 'one'; ability: NamedAbility }
  | { player: PlayerId; kind: 'target'; target: PlayerId };

export interface TriggerOrderFacts extends PremiseFacts {
  topic: 'trigger-order';
  caster: PlayerId;
  active: PlayerId;
  stated: TriggerStated[];
  /** Each seat with its life total (the answer options). */
  life: { player: PlayerId; life: number }[];
  /** Whose ability resolves first, and who is left standing (the answer). */
  first: PlayerId;
  standing: PlayerId[];
  /** Players in the order their abilities went on the stack (APNAP). */
  placed: PlayerId[];
  /** The engine's lose-game events. */
  lost: GameEvent[];
}

/** "Which copy resolves first?" (405.3): Curse of Echoes, each other player's choice stated. */
export interface CopyOrderFacts extends PremiseFacts {
  topic: 'copy-order';
  /** The copied spell's name. */
  spell: string;
  /** The enchanted player, who casts it; `curser`: Curse of Echoes' controller. */
  enchanted: PlayerId;
  curser: PlayerId;
  active: PlayerId;
  /** Each other player's choice, in the order asked (APNAP, 101.4). */
  stated: { player: PlayerId; copies: boolean }[];
  /** The copies' controllers, bottom of the stack first (405.3). */
  copiers: PlayerId[];
  /** Whose copy resolves first (the answer). */
  first: PlayerId;
}

/** "Who takes the first extra turn?" (500.7): every player is given one at once. */
export interface ExtraTurnOrderFacts extends PremiseFacts {
  topic: 'extra-turn-order';
  active: PlayerId;
  /** The players in the order their turns were added (APNAP). */
  added: PlayerId[];
  /** The extra turns to come, in the order they will be taken. */
  turns: PlayerId[];
  /** Who takes the first extra turn (the answer). */
  first: PlayerId;
}

/** "Broken Ambitions: who puts their card back first?" (701.30c): the caster clashes with an opponent. */
export interface ClashOrderFacts extends PremiseFacts {
  topic: 'clash-order';
  active: PlayerId;
  /** Who cast Broken Ambitions, the opponent they clash with, and the targeted spell's controller. */
  caster: PlayerId;
  opponent: PlayerId;
  target: PlayerId;
  /** The clashing player who decides first (the answer), and the other one. */
  first: PlayerId;
  second: PlayerId;
}

/** "Myr Custodian: who decides first where their card goes?" (701.22c): every opponent scries 1. */
export interface ScryOrderFacts extends PremiseFacts {
  topic: 'scry-order';
  active: PlayerId;
  controller: PlayerId;
  /** The opponents who scry, in the order they said so (APNAP). */
  opponents: PlayerId[];
  /** Who decides first where their card goes (the answer), and who decides last. */
  first: PlayerId;
  last: PlayerId;
}

/** "What does the second defending player see?" (802.4): the blocks of the defending players before them. */
export interface DefenderSeesFacts extends PremiseFacts {
  topic: 'defender-sees';
  /** The attacking player (506.2). */
  active: PlayerId;
  /** The defending player about to declare their blocks. */
  player: PlayerId;
  /** Every defending player, in the APNAP order they declare (802.4). */
  defending: PlayerId[];
  /** Each attacking creature (its name) and the player it attacks. */
  attacks: { attacker: string; player: PlayerId }[];
  /** The other players' blocks, in seat order: the answer options. */
  blocks: { id: string; player: PlayerId; blocker: string; attacker: string }[];
}

/** "Who chooses the order of the targets?" (608.2f): Soulfire Eruption's targets, taken one at a time. */
export interface SoulfireOrderFacts extends PremiseFacts {
  topic: 'soulfire-order';
  active: PlayerId;
  /** Soulfire Eruption's controller, who makes every choice. */
  controller: PlayerId;
  /** The players with a target (themselves or a creature they control), in APNAP order. */
  order: PlayerId[];
  /** The targets, as cast: a player (`player` alone) or a creature (`creature`, controlled by `player`); the answer options. */
  targets: { id: string; player: PlayerId; creature?: string }[];
}

export type DrillFacts =
  | ScryOrderFacts
  | ClashOrderFacts
  | WhoChoosesNextFacts
  | WhatTheyKnowFacts
  | WhereCardsGoFacts
  | StillChoosesFacts
  | RituelFacts
  | TriggerOrderFacts
  | CopyOrderFacts
  | ExtraTurnOrderFacts
  | TeamOrderFacts
  | SearchOrderFacts
  | DrawOrderFacts
  | ExploreAgainFacts
  | DefenderSeesFacts
  | SoulfireOrderFacts;

/** "Does the next Merfolk reveal the same card?" (701.44d): Hakbal's Merfolk explore one at a time. */
export interface ExploreAgainFacts extends PremiseFacts {
  topic: 'explore-again';
  /** Hakbal's controller, the active player. */
  player: PlayerId;
  /** The first explorer and the nonland card it revealed; `kept`: left on top (else put into the graveyard). */
  first: string;
  card: string;
  kept: boolean;
  /** The next explorer, and what it reveals (null: an empty library). */
  next: string;
  revealed: string | null;
  /** It reveals the same card (the answer). */
  yes: boolean;
}
/** "Who chooses next at a Two-Headed Giant table?" (805.6): the why is the pending decision's reason. */
export interface TeamOrderFacts extends PremiseFacts {
  topic: 'team-order';
  effect: EffectId;
  /** Who the engine asks next (the answer). */
  player: PlayerId;
  /** The two teams, each in seat order (805.1). */
  teams: PlayerId[][];
  active: PlayerId;
}


/** "Veteran Explorer dies: who chooses lands first, and what does the next searcher learn?" (701.23i, 701.23e). */
export interface SearchOrderFacts extends PremiseFacts {
  topic: 'search-order';
  active: PlayerId;
  /** Whose Veteran Explorer died (the ability's controller). */
  controller: PlayerId;
  /** The searchers in the order the engine asked them (APNAP). */
  order: PlayerId[];
  /** The first searcher (the answer's seat) and the second. */
  first: PlayerId;
  second: PlayerId;
  /** What the second searcher learns of the first one's choice (the answer's options): `how-many`, `which`. */
  learns: string[];
}

/** "Wheel of Fortune, two Laboratory Maniacs: who wins?" (121.2c, 121.6b, 104.2b). */
export interface DrawOrderFacts extends PremiseFacts {
  topic: 'draw-order';
  /** The active player, who draws first. */
  active: PlayerId;
  /** Who casts Wheel of Fortune (with flash when it is not their turn). */
  caster: PlayerId;
  /** The players controlling Laboratory Maniac, in seat order, with their library's size. */
  maniacs: { player: PlayerId; library: number }[];
  /** Every other player, with their library's size. */
  others: { player: PlayerId; library: number }[];
  /** The players in the order they performed their draws (until the game ended). */
  order: PlayerId[];
  /** Who wins (the answer). */
  winner: PlayerId;
}
