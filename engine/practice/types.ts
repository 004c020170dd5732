// What a drill is: a table, the moment shown, a question, and the engine's answer to it.
// Everything but `state` is JSON data; `state` is the engine's state at the moment shown.
import type { Decision, EffectId, GameState, PlayerId, Scenario } from '../index';
import type { DrillFacts } from './facts';

export type * from './facts';

/** The topics a reader picks from. These ids are part of the drill URL: fixed forever. */
export type TopicId = 'who-chooses-next' | 'what-they-know' | 'where-cards-go' | 'still-chooses' | 'rituel' | 'trigger-order';

/** One option of a multiple-choice answer (a card, or an earlier choice). */
export interface AnswerOption {
  id: string;
  label: string;
}

/** How the reader answers. */
export type Ask =
  | { kind: 'seat'; prompt: string }
  | { kind: 'options'; prompt: string; options: AnswerOption[] }
  | { kind: 'yes-no'; prompt: string }
  | { kind: 'seat-and-options'; seatPrompt: string; prompt: string; options: AnswerOption[] };

/** A reader's answer; only the fields the `Ask` asks for are read. */
export interface Answer {
  seat?: PlayerId;
  /** Option ids, in any order. */
  options?: string[];
  yes?: boolean;
}

/** A choice the drill states in words (what a player chose, chooses or wants). */
export interface StatedChoice {
  player: PlayerId;
  /** e.g. "Grizzly Bears", "no card", "Lightning Bolt, or else Divination". */
  text: string;
  /** The engine's question to that player, when there is one (its `pending.prompt`). */
  prompt?: string;
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

/** A drill's words in one language (English: these fields of the drill itself, made by english.ts). */
export interface DrillWords {
  question: string;
  ask: Ask;
  /** Choices the question states (made or to be made), in order. */
  stated: StatedChoice[];
  /** The heading over them, when "The choices" would not say it. */
  statedTitle?: string;
  /** The answer in words ("Cy", "Grizzly Bears and Forest", "Yes"). */
  answerText: string;
  /** One sentence of why, from the engine's own words where it has them. */
  why: string;
}

export interface Drill extends DrillWords {
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
  /** The situation in words: what happened before this moment (engine events, as text). */
  story: string[];
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
