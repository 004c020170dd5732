// What a practice narrator says, in every language: a drill's words from its facts, a topic's
// title and blurb, a drill link's problem. Each language's module (en/practice.ts, fr/practice.ts)
// implements this contract; practice.ts loads the page's one. Apart from the loader, so that the
// languages do not import the module that imports them.
// A new topic, ask kind or link problem fails to compile until every narrator says it.
import type { PlayerId } from '@/engine';
import type { Drill, DrillLinkProblem, TopicId } from '@/engine/practice';

/** One answer option in words (a card, an earlier choice, a player), with the drill's own id. */
export interface AnswerOption {
  id: string;
  label: string;
}

/** The ask in words: the prompts, and each option's label (ids and order as the drill's `ask`). */
export type AskText =
  | { kind: 'seat'; prompt: string }
  | { kind: 'options'; prompt: string; options: AnswerOption[] }
  | { kind: 'yes-no'; prompt: string }
  | { kind: 'seat-and-options'; seatPrompt: string; prompt: string; options: AnswerOption[] };

/** A choice the drill states (what a player chose, chooses or wants). */
export interface StatedChoice {
  player: PlayerId;
  /** e.g. "Grizzly Bears", "no card", "Lightning Bolt, or else Divination". */
  text: string;
  /** The engine's question to that player, when there is one. */
  prompt?: string;
}

/** Everything a drill says, in one language. */
export interface DrillText {
  question: string;
  ask: AskText;
  /** Choices the question states (made or to be made), in order. */
  stated: StatedChoice[];
  /** The heading over them, when "The choices" would not say it. */
  statedTitle?: string;
  /** The answer in words ("Cy", "Grizzly Bears and Forest", "Yes"). */
  answerText: string;
  /** One sentence of why, from the engine's own words where it has them. */
  why: string;
  /** What happened before the moment shown, one line per engine event. */
  story: string[];
}

export interface PracticeNarrator {
  lang: 'en' | 'fr';
  drill(d: Drill): DrillText;
  topic(id: TopicId): { title: string; blurb: string };
  linkProblem(p: DrillLinkProblem): string;
}

/** A switch's `default` over a union of kinds: a kind the narrator does not say fails to compile here. */
export function unsaid(x: never): never {
  throw new Error(`practice narrator: nothing to say for ${JSON.stringify(x)}`);
}
