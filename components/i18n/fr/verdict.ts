// The verdict on an authored step (components/simulator/verdict.ts), in French: whether the
// engine agrees with the narration's claims, and in what words. The kind of verdict is the
// English one's (judgeStep); only the words are built here, from the same claim and steps.
import type { StepClaim } from '@/content/example-types';
import type { Decision, GameState, TimelineStep } from '@/engine/types';
import { checkClaim, type ClaimProblem } from '@/components/simulator/claims';
import { agreementIn, judgeStep, type AgreementWords, type Verdict } from '@/components/simulator/verdict';
import { finishedFr } from './finished';
import { colon, de, list, que } from './text';

function nextText(step: TimelineStep): string {
  const next = step.pending?.player ?? null;
  if (next !== null) return ` Ensuite, c’est à ${next} de choisir.`;
  return step.done ? ` ${finishedFr(step.state)}` : ` Tous les choix sont faits${colon} l’action vient ensuite.`;
}

const french: AgreementWords = {
  next: nextText,
  chose: (chooser, when) => `${chooser} choisit ${'first' in when ? 'en premier' : 'again' in when ? 'de nouveau' : `après ${when.after}`}`,
  nobody: 'personne n’a de choix à faire',
  askedFirst: (p) => `c’est à ${p} de choisir en premier`,
  automatic: 'cela se produit automatiquement',
};

const KIND = { start: 'de départ', decision: 'de décision', action: 'd’action' } as const;

/** One disagreement found by the one claim checker (components/simulator/claims.ts), in French. */
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
      return `La narration nomme ${step.state.cards[p.claimed]?.name ?? p.claimed}${colon} le journal du moteur pour cette étape ne la nomme pas.`;
  }
}

/** The verdict in French: same kind as the English one, French words. */
export function verdictFr(claim: StepClaim | undefined, step: TimelineStep, previous: TimelineStep | undefined): Verdict {
  const v = judgeStep(claim, step, previous);
  if (v.kind === 'agrees') return { kind: 'agrees', text: `Le moteur est d’accord${colon} ${agreementIn(french, claim!, step, previous)}` };
  if (v.kind === 'disagrees') return { kind: 'disagrees', problems: checkClaim(claim!, step).map((p) => problemFr(p, step)) };
  return v;
}

/** "Ana, qui choisit Grizzly Bears": a refused decision in words (named choices stay as written). */
export function attemptFr(decision: Decision | null, state: GameState): string {
  if (!decision) return '';
  const picks = decision.choice.map((c) => state.cards[c]?.name ?? c);
  return `${decision.player}, qui choisit ${picks.length ? list(picks) : 'rien'}`;
}
