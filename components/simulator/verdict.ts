// The engine's verdict on an authored step: each claim the narration makes (content's
// `expect`) is compared with what the engine's timeline actually did. A disagreement is
// always shown, never hidden.
import type { Decision, DecisionError, TimelineStep } from '@/engine/types';
import type { StepClaim } from '@/content/example-types';
import { checkClaim, citedRules, type ClaimProblem } from './claims';
import { finishedText } from './finished';

export type Verdict =
  | { kind: 'agrees'; text: string }
  | { kind: 'disagrees'; problems: string[] }
  /** The engine refused the authored decision of this step. */
  | { kind: 'rejected'; error: DecisionError; decision: Decision | null; attempt: string }
  /** No authored claim for this step (the engine's log is shown alone). */
  | { kind: 'unchecked' };

const cite = (rules: readonly string[]) => (rules.length ? ` (${rules.join(', ')})` : '');

/** The words of "Engine agrees: …" in one language; the facts are picked by `agreementIn`. */
export interface AgreementWords {
  /** Who is asked next, or that the effect finished (" Next to choose: Ben."). */
  next(step: TimelineStep): string;
  /** 101.4c: one player making several choices in a row chooses `again`. */
  chose(chooser: string, when: { first: true } | { again: true } | { after: string }): string;
  nobody: string;
  askedFirst(player: string): string;
  automatic: string;
}

/** What the engine did in this step, for "Engine agrees: …", in the given words. */
export function agreementIn(w: AgreementWords, claim: StepClaim, step: TimelineStep, previous: TimelineStep | undefined): string {
  const rules = claim.rules?.length ? claim.rules : citedRules(step);
  // Who is asked next, or that the effect or the game is over, is said once, by the line under
  // the verdict (Narration's PendingLine): the verdict adds it only when that line says neither.
  const next = claim.next !== undefined && !step.pending && !step.done ? w.next(step) : '';
  if (step.kind === 'decision' && step.decision) {
    // Who chose before this player in the round, as the engine told this player (101.4b).
    const known = previous?.pending?.known ?? [];
    const chooser = step.decision.player;
    const last = known[known.length - 1]?.player;
    const when = last === undefined ? { first: true as const } : last === chooser ? { again: true as const } : { after: last };
    return `${w.chose(chooser, when)}${cite(rules)}.${next}`;
  }
  if (step.kind === 'start') {
    if (!step.pending) return `${w.nobody}${cite(rules)}.`;
    return `${w.askedFirst(step.pending.player)}${cite(rules.length ? rules : [step.pending.rule])}.`;
  }
  return `${w.automatic}${cite(rules)}.${next}`;
}

function nextText(step: TimelineStep): string {
  const next = step.pending?.player ?? null;
  if (next !== null) return ` Next to choose: ${next}.`;
  // No one is asked, but an action may still be pending (e.g. the simultaneous sacrifice).
  return step.done ? ` ${finishedText(step.state)}` : ' Every choice is made; the action comes next.';
}

const english: AgreementWords = {
  next: nextText,
  chose: (chooser, when) => `${chooser} chooses ${'first' in when ? 'first' : 'again' in when ? 'again' : `after ${when.after}`}`,
  nobody: 'nobody has a choice to make',
  askedFirst: (p) => `${p} is asked first`,
  automatic: 'this happens automatically',
};

/** One disagreement in words, naming cards as the engine's state does. */
function problemText(p: ClaimProblem, step: TimelineStep): string {
  switch (p.field) {
    case 'kind':
      return `The narration describes a ${p.claimed} step; the engine's step is a ${p.actual} step.`;
    case 'player':
      return `The narration says ${p.claimed} chooses; the engine records ${p.actual ? `${p.actual}'s decision` : 'no decision'}.`;
    case 'next':
      return `The narration says ${p.claimed ?? 'nobody'} is asked next; the engine asks ${
        p.actual ?? 'nobody (the effect has finished resolving)'
      }.`;
    case 'rule':
      return `The narration cites ${p.claimed}; the engine's log for this step doesn't.`;
    case 'card':
      return `The narration names ${step.state.cards[p.claimed]?.name ?? p.claimed}; the engine's log for this step doesn't.`;
  }
}

export function judgeStep(
  claim: StepClaim | undefined,
  step: TimelineStep,
  previous: TimelineStep | undefined,
): Verdict {
  if (!claim) return { kind: 'unchecked' };
  const problems = checkClaim(claim, step);
  if (problems.length) return { kind: 'disagrees', problems: problems.map((p) => problemText(p, step)) };
  return { kind: 'agrees', text: `Engine agrees: ${agreementIn(english, claim, step, previous)}` };
}
