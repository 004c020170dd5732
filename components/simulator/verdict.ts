// The engine's verdict on an authored step: each claim the narration makes (content's
// `expect`) is compared with what the engine's timeline actually did. A disagreement is
// always shown, never hidden.
import type { Decision, DecisionError, GameEvent, TimelineStep } from '@/engine/types';
import type { StepClaim } from '@/content/example-types';
import { finishedText } from './finished';

export type Verdict =
  | { kind: 'agrees'; text: string }
  | { kind: 'disagrees'; problems: string[] }
  /** The engine refused the authored decision of this step. */
  | { kind: 'rejected'; error: DecisionError; decision: Decision | null; attempt: string }
  /** No authored claim for this step (the engine's log is shown alone). */
  | { kind: 'unchecked' };

const rulesOf = (events: readonly GameEvent[]) => [...new Set(events.map((e) => e.rule))];
const cite = (rules: readonly string[]) => (rules.length ? ` (${rules.join(', ')})` : '');

function nextText(step: TimelineStep): string {
  const next = step.pending?.player ?? null;
  if (next !== null) return ` Next to choose: ${next}.`;
  // No one is asked, but an action may still be pending (e.g. the simultaneous sacrifice).
  return step.done ? ` ${finishedText(step.state)}` : ' Every choice is made; the action comes next.';
}

/** What the engine did in this step, in words, for "Engine agrees: …". */
function agreement(claim: StepClaim, step: TimelineStep, previous: TimelineStep | undefined): string {
  const rules = claim.rules?.length ? claim.rules : rulesOf(step.events);
  const next = claim.next !== undefined ? nextText(step) : '';
  if (step.kind === 'decision' && step.decision) {
    // Who chose before this player in the round, as the engine told this player (101.4b).
    const known = previous?.pending?.known ?? [];
    const chooser = step.decision.player;
    const last = known[known.length - 1]?.player;
    // 101.4c: one player making several choices in a row "chooses again".
    const when = last === undefined ? 'first' : last === chooser ? 'again' : `after ${last}`;
    return `${chooser} chooses ${when}${cite(rules)}.${next}`;
  }
  if (step.kind === 'start') {
    if (!step.pending) return `nobody has a choice to make${cite(rules)}.`;
    return `${step.pending.player} is asked first${cite(rules.length ? rules : [step.pending.rule])}.`;
  }
  return `this happens automatically${cite(rules)}.${next}`;
}

export function judgeStep(
  claim: StepClaim | undefined,
  step: TimelineStep,
  previous: TimelineStep | undefined,
): Verdict {
  if (!claim) return { kind: 'unchecked' };
  const problems: string[] = [];
  if (claim.kind !== step.kind) {
    problems.push(`The narration describes a ${claim.kind} step; the engine's step is a ${step.kind} step.`);
  }
  const chooser = step.decision?.player ?? null;
  if (claim.player !== undefined && claim.player !== chooser) {
    problems.push(
      `The narration says ${claim.player} chooses; the engine records ${chooser ? `${chooser}'s decision` : 'no decision'}.`,
    );
  }
  const next = step.pending?.player ?? null;
  if (claim.next !== undefined && claim.next !== next) {
    problems.push(
      `The narration says ${claim.next ?? 'nobody'} is asked next; the engine asks ${
        next ?? 'nobody (the effect has finished resolving)'
      }.`,
    );
  }
  const cited = new Set(rulesOf(step.events));
  for (const rule of claim.rules ?? []) {
    if (!cited.has(rule)) problems.push(`The narration cites ${rule}; the engine's log for this step doesn't.`);
  }
  const named = new Set(step.events.flatMap((e) => e.cards ?? []));
  for (const card of claim.cards ?? []) {
    if (!named.has(card)) {
      const name = step.state.cards[card]?.name ?? card;
      problems.push(`The narration names ${name}; the engine's log for this step doesn't.`);
    }
  }
  if (problems.length) return { kind: 'disagrees', problems };
  return { kind: 'agrees', text: `Engine agrees: ${agreement(claim, step, previous)}` };
}
