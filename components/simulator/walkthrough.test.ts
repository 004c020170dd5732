import { describe, expect, it } from 'vitest';
import { outOfOrderExample, sacrificeExample } from './test-example';
import { timelineOf, walkthroughOf } from './walkthrough';

describe('one timeline per example', () => {
  it('computes an example’s timeline and walkthrough once, and a copy of the example anew', () => {
    expect(timelineOf(sacrificeExample)).toBe(timelineOf(sacrificeExample));
    expect(walkthroughOf(sacrificeExample)).toBe(walkthroughOf(sacrificeExample));
    expect(walkthroughOf(sacrificeExample)[3]!.state).toBe(timelineOf(sacrificeExample).steps[3]!.state);
    expect(timelineOf({ ...sacrificeExample })).not.toBe(timelineOf(sacrificeExample));
  });

  it('adds the refused authored decision as a last step, with the engine’s error', () => {
    const walk = walkthroughOf(outOfOrderExample);
    expect(walk).toHaveLength(timelineOf(outOfOrderExample).steps.length + 1);
    expect(walk.at(-1)!.verdict).toMatchObject({ kind: 'rejected', attempt: 'Ana choosing Grizzly Bears' });
  });
});
