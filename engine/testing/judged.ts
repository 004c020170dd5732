// Helpers the rule tests of issue 48 share: a scenario judged without error, and who answered a question.
import { expect } from 'vitest';
import { judge } from '../play/judge';
import type { GameEvent } from '../core/events';
import type { Scenario } from '../core/types';

/** `judge`'s output for a scenario it must accept, every decision legal. */
export function judged(s: Scenario) {
  const r = judge(s);
  expect(r.invalid).toBeUndefined();
  expect(r.error).toBeNull();
  return r;
}

/** The players who answered `question`, in the order of the log. */
export const answeredBy = (events: readonly GameEvent[], question: string) =>
  events.flatMap((e) => (e.type === 'choose' && e.question === question ? [e.player] : []));
