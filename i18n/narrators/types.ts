// One narrator per language: everything the site, "Copy as text" and `judge` say about the engine's
// facts. Every narrator has this shape; English and French sit side by side (./en, ./fr), built from
// the same typed data (events, questions, reasons, error codes with params, the state). A new event
// type, question, error code or scenario error code fails to compile until every narrator says it:
// each says them in a `switch` whose `default` is `unsaid(x: never)` (./unsaid.ts).
import type { AbilityId, CardType, Decision, DecisionError, EffectId, EventData, GameState, PendingDecision, ScenarioError, WalkStep, Zone } from '@/engine';
import type { Lang } from '@/i18n/lang';
import type { Which } from './table-lines';

/** The verdict on an authored step, in words (the engine's `StepVerdict`, narrated). */
export type Verdict =
  | { kind: 'agrees'; text: string }
  | { kind: 'disagrees'; problems: string[] }
  /** The engine refused the authored decision of this step: its error with its message, and the attempt in words. */
  | { kind: 'rejected'; error: DecisionError & { message: string }; decision: Decision | null; attempt: string }
  | { kind: 'unchecked' };

/** What "Copy as text" needs of an example besides its walkthrough. */
export interface ShareSource {
  slug: string;
  title: string;
}

export interface Narrator {
  lang: Lang;
  /** An event's log line. `state` (any state of the same game) names abilities listed by id. */
  event(e: EventData, state?: GameState): string;
  /** The question a pending decision asks its player. */
  question(p: PendingDecision, state?: GameState): string;
  /** Why that player is the one asked now (the engine's `why`). */
  reason(p: Pick<PendingDecision, 'why' | 'player' | 'decider'>): string;
  /** A refused decision; `state`: the state it was made in (an out-of-order refusal says why). */
  refusal(err: Pick<DecisionError, 'code' | 'params'>, state?: GameState): string;
  /** "Try it yourself": who chooses now and what kind of option; null when nothing is pending. */
  hint(state: GameState): string | null;
  /** A triggered ability described for the table and the stack. */
  ability(state: GameState, id: AbilityId): string;
  /** "Blood Artist’s ability (Grizzly Bears died)". */
  abilityName(a: { sourceName: string; diedName: string; self: boolean; sourceWhich?: Which; diedWhich?: Which }): string;
  /** "controlled by Ben, targeting Ana". */
  abilityWho(a: { controller: string; targets: readonly string[] }): string;
  /** Said once nothing is left to decide: the effect is over, or the game is. */
  finished(state: GameState): string;
  /** "Smallpox, controlled by Ana": what the table says is resolving. */
  resolving(state: GameState): string;
  /** The engine's verdict on a walkthrough step, in words. */
  verdict(step: WalkStep): Verdict;
  /** A refused authored decision in words: "Ana choosing Grizzly Bears". */
  attempt(decision: Decision | null, state: GameState): string;
  /** "Copy as text": the example up to one step, in plain text. */
  copyText(example: ShareSource, walk: readonly WalkStep[], stepIndex: number, url: string): string;
  effectName(id: EffectId): string;
  /** The effect's wording (Oracle text in English; in French our own, Rituel's printed French). */
  effectText(id: EffectId): string;
  zone(z: Zone | 'stack'): string;
  /** A card's name as this language shows it (French: basic lands by their French names); scenarios keep the English name. */
  cardName(name: string): string;
  cardType(t: CardType): string;
  /**
   * A refused scenario file, pasted text or share link (`parseScenarioText`, `decodeScenario`, the
   * sandbox's form check), field first: "cards[2].zone: expected one of hand, …". From `code` and `params`.
   */
  importError(err: Pick<ScenarioError, 'path' | 'code' | 'params'>): string;
}
