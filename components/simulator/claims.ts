// The one check of an authored step's claims (content's `expect`) against the engine's step.
// Used by the simulator's verdict ("Engine agrees: …") and by the content test that fails the
// build when an example's narration drifts from the rules: both always judge alike.
// Pure: it returns what disagrees as data, and the caller words it.
import type { CardId, PlayerId, TimelineStep } from '@/engine/types';
import type { StepClaim } from '@/content/example-types';

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
