// The engine's verdict on an authored step (engine/play/walkthrough.ts), in French: whether the engine
// agrees with the narration's claims, and in what words (the same facts as ../en/verdict.ts).
import type { Agreement, ClaimProblem, Decision, GameState, TimelineStep, WalkStep } from '@/engine';
import type { Verdict } from '../types';
import { finishedFr } from './finished';
import { messageFr } from './refusals';
import { cardNameFr, colon, de, list, que } from './text';

const cite = (rules: readonly string[]) => (rules.length ? ` (${rules.join(', ')})` : '');

function nextText(step: TimelineStep): string {
  const next = step.pending?.player ?? null;
  if (next !== null) return ` Ensuite, c’est à ${next} de choisir.`;
  return step.done ? ` ${finishedFr(step.state)}` : ` Tous les choix sont faits${colon} l’action vient ensuite.`;
}

function agreementFr(a: Agreement, step: TimelineStep): string {
  switch (a.what) {
    case 'chose': {
      const when = 'first' in a.when ? 'en premier' : 'again' in a.when ? 'de nouveau' : `après ${a.when.after}`;
      return `${a.chooser} choisit ${when}${cite(a.rules)}.${a.next ? nextText(step) : ''}`;
    }
    case 'nobody':
      return `personne n’a de choix à faire${cite(a.rules)}.`;
    case 'asked-first':
      return `c’est à ${a.player} de choisir en premier${cite(a.rules)}.`;
    case 'automatic':
      return `cela se produit automatiquement${cite(a.rules)}.${a.next ? nextText(step) : ''}`;
  }
}

const KIND = { start: 'de départ', decision: 'de décision', action: 'd’action' } as const;

/** One disagreement found by the one claim checker (engine/play/claims.ts), in French. */
function problemFr(p: ClaimProblem, step: TimelineStep): string {
  switch (p.field) {
    case 'kind':
      return `La narration décrit une étape ${KIND[p.claimed]}${colon} l’étape du moteur est une étape ${KIND[p.actual]}.`;
    case 'player':
      return `La narration dit ${que(p.claimed)} choisit${colon} le moteur enregistre ${p.actual ? `la décision ${de(p.actual)}` : 'aucune décision'}.`;
    case 'next':
      return `La narration dit ${p.claimed === null ? 'que personne n’est sollicité' : `que c’est ensuite à ${p.claimed} de choisir`}${colon} le moteur ${p.actual ? `demande à ${p.actual}` : 'ne demande plus rien à personne (l’effet a fini de se résoudre)'}.`;
    case 'rule':
      return `La narration cite ${p.claimed}${colon} le journal du moteur pour cette étape ne le cite pas.`;
    case 'card':
      return `La narration nomme ${cardNameFr(step.state.cards[p.claimed]?.name ?? p.claimed)}${colon} le journal du moteur pour cette étape ne la nomme pas.`;
  }
}

/** The verdict in French: same kind as the engine's, French words. */
export function verdictFr(step: WalkStep): Verdict {
  const v = step.verdict;
  switch (v.kind) {
    case 'agrees':
      return { kind: 'agrees', text: `Le moteur est d’accord${colon} ${agreementFr(v.agreement, step.source)}` };
    case 'disagrees':
      return { kind: 'disagrees', problems: v.problems.map((p) => problemFr(p, step.source)) };
    case 'rejected':
      return { ...v, error: { rule: v.error.rule, message: messageFr(v.error.code, v.error.params, step.state), code: v.error.code, params: v.error.params }, attempt: attemptFr(v.decision, step.state) };
    case 'unchecked':
      return v;
  }
}

/** "Ana, qui choisit Grizzly Bears": a refused decision in words (named choices stay as written). */
export function attemptFr(decision: Decision | null, state: GameState): string {
  if (!decision) return '';
  const picks = decision.choice.map((c) => cardNameFr(state.cards[c]?.name ?? c));
  return `${decision.player}, qui choisit ${picks.length ? list(picks) : 'rien'}`;
}
