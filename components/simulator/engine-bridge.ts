// The one place the simulator calls the rules engine. Everything the simulator shows about
// who may choose, what is legal and what is hidden comes from these calls; this file only
// adapts the engine's return values to the shapes the components use. It decides no rule.
import {
  applyDecision,
  effectName,
  hint,
  timeline,
  viewAs,
} from '@/engine';
import type {
  Decision,
  DecisionError,
  EffectId,
  GameState,
  PlayerId,
  PlayerView,
  Scenario,
  Timeline,
} from '@/engine/types';

export type Attempt = { ok: true; state: GameState } | { ok: false; error: DecisionError };

/** Replays `decisions` (default: the scenario's own) from the start: the state at every step. */
export function replay(scenario: Scenario, decisions?: readonly Decision[]): Timeline {
  return decisions === undefined ? timeline(scenario) : timeline(scenario, [...decisions]);
}

/** Submits one decision; the engine accepts it (new state) or refuses it with a rule. */
export function attemptDecision(state: GameState, decision: Decision): Attempt {
  const result: unknown = applyDecision(state, decision);
  return normaliseAttempt(result);
}

function normaliseAttempt(result: unknown): Attempt {
  if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    if (r.ok === true && r.state) return { ok: true, state: r.state as GameState };
    if (r.ok === false && r.error) return { ok: false, error: r.error as DecisionError };
    if ('board' in r && 'pending' in r) return { ok: true, state: result as GameState };
    if (typeof r.message === 'string' && typeof r.rule === 'string') {
      return { ok: false, error: { rule: r.rule, message: r.message } };
    }
  }
  throw new Error('Unexpected result from the engine’s applyDecision');
}

/** What `viewer` (a player, or an onlooker: null) sees at this moment (101.4a/b). */
export function perspective(state: GameState, viewer: PlayerId | null): PlayerView {
  return viewAs(state, viewer);
}

export interface HintText {
  text: string;
  rule?: string;
}

/** The engine's hint for the pending decision. */
export function hintFor(state: GameState): HintText | null {
  const h: unknown = hint(state);
  if (h == null) return null;
  if (typeof h === 'string') return { text: h };
  if (typeof h === 'object') {
    const r = h as Record<string, unknown>;
    const text = [r.text, r.message, r.hint].find((v): v is string => typeof v === 'string');
    if (text) return { text, rule: typeof r.rule === 'string' ? r.rule : undefined };
  }
  return null;
}

export function nameOfEffect(id: EffectId): string {
  return effectName(id);
}
