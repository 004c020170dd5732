// The one check of an authored step's claims (a worked example's `expect`) against the engine's
// step, and what the engine did in it: facts only, said by each narrator (i18n/narrators/*/verdict.ts).
// Used by the simulator's verdict ("Engine agrees: …") and by the content test that fails the build
// when an example's narration drifts from the rules: both always judge alike.
import type { CardId, PlayerId } from '../core/types';
import type { TimelineStep } from '../core/steps';

/** What the narration of one step claims; each field present is checked against the engine. */
export interface StepClaim {
  /** The engine step kind: the start, a decision, or an automatic (simultaneous) action. */
  kind: 'start' | 'decision' | 'action';
  /** Who made the decision in this step (kind `decision`). */
  player?: string;
  /** Who the engine asks next after this step; `null` when the effect has finished resolving. */
  next?: string | null;
  /** Rules that this step's engine events must cite (each must appear at least once). */
  rules?: string[];
  /** Card ids that this step must name: in its engine events or in its decision's choice. */
  cards?: string[];
}

export type ClaimProblem =
  | { field: 'kind'; claimed: StepClaim['kind']; actual: TimelineStep['kind'] }
  | { field: 'player'; claimed: PlayerId; actual: PlayerId | null }
  | { field: 'next'; claimed: PlayerId | null; actual: PlayerId | null }
  | { field: 'rule'; claimed: string }
  | { field: 'card'; claimed: CardId };

/** The rules the engine's log cites in this step, each once, in order of first citation. */
export const citedRules = (step: Pick<TimelineStep, 'events'>): string[] => [...new Set(step.events.map((e) => e.rule))];

/**
 * The cards this step names: those its log lines name, and those the decision of the step chose
 * (a card chosen face down is named by the decision even when the log, read by everyone, hides it).
 */
export function namedCards(step: Pick<TimelineStep, 'events' | 'decision'>): Set<CardId> {
  return new Set([...step.events.flatMap((e) => e.cards ?? []), ...(step.decision?.choice ?? [])]);
}

/** Every way the claim disagrees with the engine's step; empty when the engine agrees. */
export function checkClaim(claim: StepClaim, step: TimelineStep): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  if (claim.kind !== step.kind) problems.push({ field: 'kind', claimed: claim.kind, actual: step.kind });
  const chooser = step.decision?.player ?? null;
  if (claim.player !== undefined && claim.player !== chooser) {
    problems.push({ field: 'player', claimed: claim.player, actual: chooser });
  }
  const next = step.pending?.player ?? null;
  if (claim.next !== undefined && claim.next !== next) problems.push({ field: 'next', claimed: claim.next, actual: next });
  const cited = new Set(citedRules(step));
  for (const rule of claim.rules ?? []) if (!cited.has(rule)) problems.push({ field: 'rule', claimed: rule });
  const named = namedCards(step);
  for (const card of claim.cards ?? []) if (!named.has(card)) problems.push({ field: 'card', claimed: card });
  return problems;
}

/**
 * What the engine did in a step its claim agrees with, for "Engine agrees: …": who chose and after
 * whom (101.4b: as the engine told that player), or who is asked first, or an automatic action; the
 * rules cited; `next`: whether to say who is asked next (the claim names them).
 */
export type Agreement =
  | { what: 'chose'; chooser: PlayerId; when: { first: true } | { again: true } | { after: PlayerId }; rules: string[]; next: boolean }
  | { what: 'nobody'; rules: string[] }
  | { what: 'asked-first'; player: PlayerId; rules: string[] }
  | { what: 'automatic'; rules: string[]; next: boolean };

export function agreement(claim: StepClaim, step: TimelineStep, previous: TimelineStep | undefined): Agreement {
  const rules = claim.rules?.length ? claim.rules : citedRules(step);
  // Who is asked next, or that the effect or the game is over, is said once, by the line under the
  // verdict: the verdict adds it only when that line says neither (every choice made, action to come).
  const next = claim.next !== undefined && !step.pending && !step.done;
  if (step.kind === 'decision' && step.decision) {
    // Who chose before this player in the round, as the engine told this player (101.4b).
    const known = previous?.pending?.known ?? [];
    const chooser = step.decision.player;
    const last = known[known.length - 1]?.player;
    const when = last === undefined ? { first: true as const } : last === chooser ? { again: true as const } : { after: last };
    return { what: 'chose', chooser, when, rules, next };
  }
  if (step.kind === 'start') {
    if (!step.pending) return { what: 'nobody', rules };
    return { what: 'asked-first', player: step.pending.player, rules: rules.length ? rules : [step.pending.rule] };
  }
  return { what: 'automatic', rules, next };
}
