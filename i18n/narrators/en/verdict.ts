// The engine's verdict on an authored step (engine/play/walkthrough.ts), in English: whether the engine
// agrees with the narration's claims, and in what words. A disagreement is always shown, never hidden.
import type { Agreement, ClaimProblem, Decision, GameState, TimelineStep, WalkStep } from '@/engine';
import type { Verdict } from '../types';
import { finishedText } from './finished';
import { messageOf } from './refusals';

const cite = (rules: readonly string[]) => (rules.length ? ` (${rules.join(', ')})` : '');

function nextText(step: TimelineStep): string {
  const next = step.pending?.player ?? null;
  if (next !== null) return ` Next to choose: ${next}.`;
  // No one is asked, but an action may still be pending (e.g. the simultaneous sacrifice).
  return step.done ? ` ${finishedText(step.state)}` : ' Every choice is made; the action comes next.';
}

/** What the engine did in this step, for "Engine agrees: …". */
function agreementText(a: Agreement, step: TimelineStep): string {
  switch (a.what) {
    case 'chose': {
      const when = 'first' in a.when ? 'first' : 'again' in a.when ? 'again' : `after ${a.when.after}`;
      return `${a.chooser} chooses ${when}${cite(a.rules)}.${a.next ? nextText(step) : ''}`;
    }
    case 'nobody':
      return `nobody has a choice to make${cite(a.rules)}.`;
    case 'asked-first':
      return `${a.player} is asked first${cite(a.rules)}.`;
    case 'automatic':
      return `this happens automatically${cite(a.rules)}.${a.next ? nextText(step) : ''}`;
  }
}

/** One disagreement in words, naming cards as the engine's state does. */
function problemText(p: ClaimProblem, step: TimelineStep): string {
  switch (p.field) {
    case 'kind':
      return `The narration describes a ${p.claimed} step; the engine's step is a ${p.actual} step.`;
    case 'player':
      return `The narration says ${p.claimed} chooses; the engine records ${p.actual ? `${p.actual}'s decision` : 'no decision'}.`;
    case 'next':
      return `The narration says ${p.claimed ?? 'nobody'} is asked next; the engine asks ${p.actual ?? 'nobody (the effect has finished resolving)'}.`;
    case 'rule':
      return `The narration cites ${p.claimed}; the engine's log for this step doesn't.`;
    case 'card':
      return `The narration names ${step.state.cards[p.claimed]?.name ?? p.claimed}; the engine's log for this step doesn't.`;
  }
}

/** "Ana choosing Grizzly Bears": a refused decision in words (named choices stay as written). */
export function attemptText(decision: Decision | null, state: GameState): string {
  return decision ? `${decision.player} choosing ${decision.choice.map((c) => state.cards[c]?.name ?? c).join(', ') || 'nothing'}` : '';
}

export function verdictText(step: WalkStep): Verdict {
  const v = step.verdict;
  switch (v.kind) {
    case 'agrees':
      return { kind: 'agrees', text: `Engine agrees: ${agreementText(v.agreement, step.source)}` };
    case 'disagrees':
      return { kind: 'disagrees', problems: v.problems.map((p) => problemText(p, step.source)) };
    case 'rejected':
      // The fields in the order the simulator has always had them.
      return { ...v, error: { rule: v.error.rule, message: messageOf(v.error.code, v.error.params, step.state), code: v.error.code, params: v.error.params }, attempt: attemptText(v.decision, step.state) };
    case 'unchecked':
      return v;
  }
}
