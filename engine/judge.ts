// `judge`: apply a scenario's decisions one by one (scenario-format.md).
import { applyDecision, startResolution } from './resolve';
import { parseScenario } from './scenario/parse';
import type { GameEvent, JudgeOutput, ScenarioError } from './types';

/** Never throws: an invalid scenario gives `ok: false` with `invalid` set (the CLI exits 2). */
export function judge(input: unknown): JudgeOutput & { invalid?: ScenarioError } {
  const parsed = parseScenario(input);
  if (!parsed.ok) {
    const empty = { life: {}, battlefield: [], hand: {}, graveyard: {}, library: {}, exile: [], stack: [], waiting: [], lost: [] };
    return { ok: false, applied: 0, error: null, pending: null, done: false, events: [], state: empty, invalid: parsed.error };
  }
  const scenario = parsed.scenario;
  let state = startResolution(scenario);
  let error: JudgeOutput['error'] = null;
  for (const [i, decision] of (scenario.decisions ?? []).entries()) {
    const r = applyDecision(state, decision);
    if (!r.ok) {
      error = { decision: i, ...r.error };
      break;
    }
    state = r.state;
  }
  const p = state.pending;
  return {
    ok: error === null,
    applied: state.decisions.length,
    error,
    pending: p && {
      player: p.player,
      rule: p.rule,
      kind: p.kind,
      question: p.question,
      params: p.params,
      prompt: p.prompt,
      options: p.options,
      min: p.min,
      max: p.max,
      known: p.known,
    },
    done: state.done,
    events: state.events.map(withoutKind),
    state: state.board,
  };
}

/** judge prints the typed event without the walkthrough's grouping. */
function withoutKind(e: GameEvent): Omit<GameEvent, 'kind'> {
  const out: Partial<GameEvent> = { ...e };
  delete out.kind;
  return out as Omit<GameEvent, 'kind'>;
}
