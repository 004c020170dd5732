// Test helper: the engine's facts in the English the tests' hand-written sentences expect (the
// engine's own tests read their refusals, questions and reasons through it).
import type { DecisionError, GameEvent, GameState, PendingDecision } from '@/engine';
import { narrate } from './events';
import { promptOf } from './questions';
import { reasonText } from './reasons';
import { messageOf } from './refusals';

/** A played table's refusal with its English message (`state`: the state it was refused in). */
export function said<T extends { state: GameState; error: (DecisionError & { decision: number }) | null }>(r: T): T & { error: (DecisionError & { decision: number; message: string }) | null } {
  return { ...r, error: r.error && { ...r.error, message: messageOf(r.error.code, r.error.params, r.state) } };
}

export const lineOf = (e: GameEvent | undefined): string | undefined => e && narrate(e);
export const reasonOf = (p: PendingDecision | null | undefined): string | undefined => (p ? reasonText(p.why) : undefined);
export const promptOfPending = (p: PendingDecision | null | undefined): string | undefined => (p ? promptOf(p.question, p.player, p.params) : undefined);
export const refusalOf = (err: Pick<DecisionError, 'code' | 'params'>, state?: GameState): string => messageOf(err.code, err.params, state);

/** An engine object with the English its tests state: a pending decision's prompt and reason, an event's text. */
export function told<T extends object | null | undefined>(x: T): T & { prompt?: string; reason?: string; text?: string } {
  if (!x) return x as T & object;
  if ('why' in x && 'question' in x) {
    const p = x as unknown as PendingDecision;
    return { ...x, prompt: promptOf(p.question, p.player, p.params), reason: reasonText(p.why) };
  }
  if ('type' in x && 'rule' in x) return { ...x, text: narrate(x as unknown as GameEvent) };
  return x as T & object;
}
