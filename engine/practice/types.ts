// What a drill is: a table, the moment shown, what is asked, and the engine's answer to it: facts
// only (kinds, ids, names, the engine's typed events), never a sentence. Its words in each
// language are the narrators' (i18n/narrators/en/practice.ts, i18n/narrators/fr/practice.ts).
// Everything but `state` is JSON data; `state` is the engine's state at the moment shown.
import type { Decision, EffectId, GameEvent, GameState, PlayerId, Scenario } from '../index';
import type { DrillFacts } from './facts';

export type * from './facts';

/** The topics a reader picks from. These ids are part of the drill URL: fixed forever. */
export type TopicId = 'who-chooses-next' | 'what-they-know' | 'where-cards-go' | 'still-chooses' | 'rituel' | 'trigger-order' | 'copy-order' | 'extra-turn-order' | 'team-order'
  | 'clash-order'
  | 'scry-order'
  | 'search-order'
  | 'draw-order'
  | 'explore-again'
  | 'defender-sees'
  | 'soulfire-order';

/**
 * How the reader answers: the kind of control, and the answer options' ids in the order they are
 * offered (a narrator labels each from the drill's `facts`).
 */
export type Ask =
  | { kind: 'seat' }
  | { kind: 'options'; options: string[] }
  | { kind: 'yes-no' }
  | { kind: 'seat-and-options'; options: string[] };

/** A reader's answer; only the fields the `Ask` asks for are read. */
export interface Answer {
  seat?: PlayerId;
  /** Option ids, in any order. */
  options?: string[];
  yes?: boolean;
}

/** The difficulty a drill has, for the reader's filters (not part of its URL: derived from it). */
export interface DrillFeatures {
  players: number;
  /** The effect's controller is not the active player. */
  opponentsTurn: boolean;
  /** Some choice in the drill is made face down from a hidden zone (101.4a). */
  hidden: boolean;
  /** The effect resolves in several steps or passes (608.2e, Hypergenesis). */
  severalSteps: boolean;
}

export interface Drill {
  version: number;
  seed: number;
  topic: TopicId;
  /** The table, without decisions. */
  scenario: Scenario;
  effect: EffectId;
  /** The decisions that lead to the moment shown (the table is drawn at that moment). */
  shown: Decision[];
  /** The engine's state at the moment shown. */
  state: GameState;
  /** What happened before this moment: the engine's events the drill tells (choices, actions, skips). */
  story: GameEvent[];
  /** How the reader answers. */
  ask: Ask;
  /** The engine's answer. */
  answer: Answer;
  /** The rule the answer rests on, e.g. `101.4a`. */
  rule: string;
  /** What the words are built from, for every language (facts.ts). */
  facts: DrillFacts;
  /** The scenario for "open this table in the sandbox": the table and the decisions to replay. */
  sandbox: Scenario;
  features: DrillFeatures;
}
