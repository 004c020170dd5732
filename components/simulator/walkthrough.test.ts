import { describe, expect, it } from 'vitest';
import { englishNarrator } from '@/i18n/narrators';
import { outOfOrderExample, sacrificeExample } from './test-example';
import { timelineOf, walkthroughOf } from './walkthrough';

describe('an example’s walkthrough', () => {
  it('has one step per engine step, each with its authored narration (Cy, Ana, Ben choose, then the sacrifice)', () => {
    const walk = walkthroughOf(sacrificeExample);
    expect(walk.map((s) => s.kind)).toEqual(['start', 'decision', 'decision', 'decision', 'action']);
    expect(walk.map((s) => s.decision?.player ?? null)).toEqual([null, 'Cy', 'Ana', 'Ben', null]);
    expect(walk.map((s) => s.authored)).toEqual(sacrificeExample.steps);
    expect(walk.map((s) => s.verdict.kind)).toEqual(['agrees', 'agrees', 'agrees', 'agrees', 'agrees']);
  });

  it('adds the refused authored decision as a last step, with the engine’s error (101.4: Cy, the active player, first)', () => {
    const walk = walkthroughOf(outOfOrderExample);
    expect(walk).toHaveLength(timelineOf(outOfOrderExample).steps.length + 1);
    expect(walk.at(-1)!.verdict).toMatchObject({ kind: 'rejected', error: { rule: '101.4', code: 'out-of-order' }, decision: { player: 'Ana' } });
    expect(englishNarrator.verdict(walk.at(-1)!)).toMatchObject({
      kind: 'rejected',
      error: { message: 'Cy chooses first: Cy is the active player.' },
      attempt: 'Ana choosing Grizzly Bears',
    });
  });
});
