// `judge`'s public JSON (scenario-format.md): the engine's facts with their English texts, added
// here at the edge, in the fields and order the format has always had (events' `text`, the pending
// decision's `prompt`, the error's `message`; an out-of-order error's `params.reason`).
import { judge, timeline } from '@/engine';
import type { Board, DecisionError, GameEvent, GameState, KnownChoice, Params, PendingDecision, QuestionKey, Scenario, ScenarioError, TimelineStep } from '@/engine';
import { narrate } from './events';
import { promptOf } from './questions';
import { pendingReasonText } from './reasons';
import { messageOf, outOfOrderReason } from './refusals';
import { targetLabel } from './text';

export type NarratedEvent = Omit<GameEvent, 'kind'> & { text: string };
export type NarratedError = DecisionError & { message: string };

export interface JudgeOutput {
  ok: boolean;
  applied: number;
  error: (NarratedError & { decision: number }) | null;
  pending: { player: string; rule: string; kind: PendingDecision['kind']; question: PendingDecision['question']; params: Params; prompt: string; options: string[]; min: number; max: number; known: KnownChoice[] } | null;
  done: boolean;
  events: NarratedEvent[];
  state: Board;
  invalid?: ScenarioError;
}

/**
 * A question's params as `judge` has always printed them: a target question names its ability in
 * English (`label`) where the engine gives the names of its cards.
 */
export function publicParams(question: QuestionKey, p: Params): Params {
  if (question !== 'target-player') return p;
  return { ability: p.ability!, label: targetLabel(p), source: p.source!, died: p.died! };
}

/** An event as `judge` prints it: its facts without the walkthrough's grouping, and its English line. */
export function narratedEvent(e: GameEvent): NarratedEvent {
  const facts: Partial<GameEvent> = { ...e };
  delete facts.kind;
  if (e.type === 'choose' || e.type === 'skip') (facts as { params: Params }).params = publicParams(e.question, e.params);
  return { ...(facts as Omit<GameEvent, 'kind'>), text: narrate(e) };
}

/** A refusal with its English message; `state`: the state it was made in. */
export function narratedError<E extends DecisionError>(err: E, state: GameState | null): E & { message: string } {
  // Out of order: the public params have always said why the expected player is asked.
  const params = err.code === 'out-of-order' ? { ...err.params, reason: outOfOrderReason(err.params, state ?? undefined) } : err.params;
  return { ...err, params, message: messageOf(err.code, err.params, state ?? undefined) };
}

export function narratedJudge(input: unknown): JudgeOutput {
  const f = judge(input);
  const p = f.pending;
  return {
    ok: f.ok,
    applied: f.applied,
    error: f.error && narratedError(f.error, f.last),
    pending: p && { player: p.player, rule: p.rule, kind: p.kind, question: p.question, params: publicParams(p.question, p.params), prompt: promptOf(p.question, p.player, p.params), options: p.options, min: p.min, max: p.max, known: p.known, ...(p.decider !== undefined ? { decider: p.decider } : {}) },
    done: f.done,
    events: f.events.map(narratedEvent),
    state: f.state,
    ...(f.invalid ? { invalid: f.invalid } : {}),
  };
}

/** The timeline with the English texts every walkthrough has shown (the golden corpus compares them). */
export function narratedTimeline(scenario: Scenario) {
  const tl = timeline(scenario);
  const last = tl.steps[tl.steps.length - 1];
  const pendingOf = (p: PendingDecision | null) => p && { ...p, params: publicParams(p.question, p.params), prompt: promptOf(p.question, p.player, p.params), reason: pendingReasonText(p) };
  return {
    error: tl.error && narratedError(tl.error, last?.state ?? null),
    steps: tl.steps.map(({ kind, decision, events, board, pending, done }: TimelineStep) => ({
      kind,
      decision,
      events: events.map((e) => ({ ...narratedEvent(e), kind: e.kind })),
      board,
      pending: pendingOf(pending),
      done,
    })),
  };
}
