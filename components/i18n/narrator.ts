// One narrator per language: everything the UI shows that the engine says. `en` wraps the
// engine's own English (identical output); `fr` builds French from the same typed data.
// Components call `narratorFor(useLocale())`, never the engine's English text directly.
//
// The French narrator is not imported here, so English pages never load it: importing
// `@/components/i18n/narrate-fr` registers it. Client components get it from `<FrenchNarrator>`
// in the French layout (a client module, loaded before the components below it render); server
// code that narrates in French imports `narrate-fr` itself (or uses its `frenchNarrator`), since
// the server's module graph is its own. Asking for French before that is an error said plainly.
//
// Practice drills have their own narrators, loaded with the drill code (i18n/narrators/*/practice.ts).
// Sandbox: `importError(err)` for any ScenarioError (a file, pasted text, `?s=` link or the form
// check), field path first, as `describeError` says it in English.
import { describeAbility, describeScenarioError, effectName, EFFECTS, hint, messageOf, narrate, promptOf } from '@/engine';
import type { AbilityId, CardType, Decision, DecisionError, EffectId, EventData, GameState, PendingDecision, ScenarioError, TimelineStep, Zone } from '@/engine/types';
import type { Example, StepClaim } from '@/content/example-types';
import { abilityName, abilityWho } from '@/components/simulator/ability-model';
import { finishedText } from '@/components/simulator/finished';
import { shareInputFrom, shareText } from '@/components/simulator/share-text';
import { judgeStep, type Verdict } from '@/components/simulator/verdict';
import { resolvingText } from '@/components/simulator/view-props';
import type { WalkStep } from '@/components/simulator/walkthrough';
import type { Lang } from './lang';

export interface Narrator {
  lang: Lang;
  /** An event's log line. `state` (any state of the same game) names abilities listed by id. */
  event(e: EventData, state?: GameState): string;
  /** The question a pending decision asks its player. */
  question(p: PendingDecision, state?: GameState): string;
  /** Why that player is the one asked now (the engine's `why`). */
  reason(p: PendingDecision): string;
  /** A refused decision; `state`: the state it was made in (an out-of-order refusal says why). */
  refusal(err: Pick<DecisionError, 'code' | 'params'>, state?: GameState): string;
  /** "Try it yourself": who chooses now and what kind of option; null when nothing is pending. */
  hint(state: GameState): string | null;
  /** A triggered ability described for the table and the stack (`describeAbility`'s text). */
  ability(state: GameState, id: AbilityId): string;
  /** "Blood Artist’s ability (Grizzly Bears died)". */
  abilityName(a: { sourceName: string; diedName: string; self: boolean }): string;
  /** "controlled by Ben, targeting Ana". */
  abilityWho(a: { controller: string; targets: readonly string[] }): string;
  /** Said once nothing is left to decide: the effect is over, or the game is. */
  finished(state: GameState): string;
  /** "Smallpox, controlled by Ana": what the table says is resolving. */
  resolving(state: GameState): string;
  /** The verdict on an authored step (the engine agrees, disagrees, or refused it). */
  verdict(claim: StepClaim | undefined, step: TimelineStep, previous: TimelineStep | undefined): Verdict;
  /** A refused authored decision in words: "Ana choosing Grizzly Bears". */
  attempt(decision: Decision | null, state: GameState): string;
  /** "Copy as text": the example up to one step, in plain text. */
  copyText(example: Example, walk: readonly WalkStep[], stepIndex: number, url: string): string;
  effectName(id: EffectId): string;
  /** The effect's wording (Oracle text in English; in French our own, Rituel's printed French). */
  effectText(id: EffectId): string;
  zone(z: Zone | 'stack'): string;
  cardType(t: CardType): string;
  /**
   * A refused scenario file, pasted text or share link (`parseScenarioText`, `decodeScenario`, the
   * sandbox's form check), field first: "cards[2].zone: expected one of hand, …". From `code` and `params`.
   */
  importError(err: ScenarioError): string;
}

const ZONE_EN: Readonly<Record<Zone | 'stack', string>> = {
  hand: 'hand',
  battlefield: 'battlefield',
  graveyard: 'graveyard',
  library: 'library',
  exile: 'exile',
  stack: 'stack',
};

/** The engine's own English, through the engine's own functions. */
export const englishNarrator: Narrator = {
  lang: 'en',
  event: (e) => narrate(e),
  question: (p) => promptOf(p.question, p.player, p.params),
  reason: (p) => p.reason,
  refusal: (err) => messageOf(err.code, err.params),
  hint: (state) => hint(state),
  ability: (state, id) => describeAbility(state, id)?.text ?? '',
  // Called through arrows: a module that imports this one may be imported by these (no cycle at load).
  abilityName: (a) => abilityName(a),
  abilityWho: (a) => abilityWho(a),
  finished: (state) => finishedText(state),
  resolving: (state) => resolvingText(state),
  verdict: (claim, step, previous) => judgeStep(claim, step, previous),
  attempt: (decision, state) => (decision ? `${decision.player} choosing ${decision.choice.map((c) => state.cards[c]?.name ?? c).join(', ') || 'nothing'}` : ''),
  copyText: (example, walk, stepIndex, url) => {
    const at = walk[stepIndex];
    return shareText(shareInputFrom(example, walk, stepIndex, at ? resolvingText(at.state) : '', url));
  },
  effectName: (id) => effectName(id),
  effectText: (id) => EFFECTS.find((e) => e.id === id)?.text ?? '',
  zone: (z) => ZONE_EN[z],
  cardType: (t) => t,
  importError: (err) => describeScenarioError(err),
};

const registered: Partial<Record<Lang, Narrator>> = { en: englishNarrator };

/** Called by a language's narrator module when it is loaded (narrate-fr.ts). */
export function registerNarrator(n: Narrator): void {
  registered[n.lang] = n;
}

export function narratorFor(lang: Lang): Narrator {
  const n = registered[lang];
  if (!n) throw new Error(`The ${lang} narrator is not loaded: import '@/components/i18n/narrate-fr' on ${lang} pages (<FrenchNarrator> in their layout).`);
  return n;
}
