import { describe, expect, it } from 'vitest';
import { timeline } from '@/engine';
import { checkClaim, judgeStep } from '@/engine';
import type { StepClaim } from '@/content/example-types';
import { englishNarrator } from '@/i18n/narrators';
import { discardExample, sacrificeExample } from './test-example';
import { buildWalkthrough } from './walkthrough';

// Cy (active) chooses Timber Wolves, then Ana Grizzly Bears, then Ben Llanowar Elves (101.4).
const run = timeline(sacrificeExample.scenario);
const cyChooses = run.steps[1]!;
const right: StepClaim = { kind: 'decision', player: 'Cy', next: 'Ana', rules: ['101.4'], cards: ['cy-wolves'] };

describe('checkClaim: one check of a step’s claims against the engine', () => {
  it('finds nothing wrong with the authored claims of a correct example', () => {
    expect(run.error).toBeNull();
    sacrificeExample.steps.forEach((step, i) => expect(checkClaim(step.expect, run.steps[i]!)).toEqual([]));
  });

  it('catches a wrong step kind', () => {
    expect(checkClaim({ ...right, kind: 'action' }, cyChooses)).toEqual([
      { field: 'kind', claimed: 'action', actual: 'decision' },
    ]);
  });

  it('catches the wrong player', () => {
    expect(checkClaim({ ...right, player: 'Ben' }, cyChooses)).toEqual([{ field: 'player', claimed: 'Ben', actual: 'Cy' }]);
    expect(checkClaim({ kind: 'start', player: 'Cy' }, run.steps[0]!)).toEqual([
      { field: 'player', claimed: 'Cy', actual: null },
    ]);
  });

  it('catches the wrong next player, and a claimed end that has not come', () => {
    expect(checkClaim({ ...right, next: 'Ben' }, cyChooses)).toEqual([{ field: 'next', claimed: 'Ben', actual: 'Ana' }]);
    expect(checkClaim({ ...right, next: null }, cyChooses)).toEqual([{ field: 'next', claimed: null, actual: 'Ana' }]);
  });

  it('catches a rule the engine’s log does not cite', () => {
    expect(checkClaim({ ...right, rules: ['101.4', '608.2e'] }, cyChooses)).toEqual([{ field: 'rule', claimed: '608.2e' }]);
  });

  it('catches a card the step does not name', () => {
    expect(checkClaim({ ...right, cards: ['cy-wolves', 'ana-bears'] }, cyChooses)).toEqual([
      { field: 'card', claimed: 'ana-bears' },
    ]);
  });

  it('counts a card chosen face down as named by the step’s decision, though no log line names it (101.4a)', () => {
    const discard = timeline(discardExample.scenario).steps[1]!;
    expect(discard.events.flatMap((e) => e.cards ?? [])).not.toContain('cy-duress');
    expect(checkClaim({ kind: 'decision', player: 'Cy', cards: ['cy-duress'] }, discard)).toEqual([]);
    expect(checkClaim({ kind: 'decision', player: 'Cy', cards: ['ana-bolt'] }, discard)).toEqual([
      { field: 'card', claimed: 'ana-bolt' },
    ]);
  });

  it('is what the simulator’s verdict shows: a wrong claim is never “Engine agrees”', () => {
    expect(judgeStep(right, cyChooses, run.steps[0]).kind).toBe('agrees');
    const wrong = { ...right, player: 'Ben', cards: ['ana-bears'] };
    const walk = buildWalkthrough({ ...sacrificeExample, steps: sacrificeExample.steps.map((s, i) => (i === 1 ? { ...s, expect: wrong } : s)) }, run);
    expect(englishNarrator.verdict(walk[1]!)).toEqual({
      kind: 'disagrees',
      problems: [
        "The narration says Ben chooses; the engine records Cy's decision.",
        "The narration names Grizzly Bears; the engine's log for this step doesn't.",
      ],
    });
  });
});
