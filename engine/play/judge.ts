// `judge`: apply a scenario's decisions one by one (scenario-format.md). Facts only: the CLI's JSON
// adds the English texts at the edge (i18n/narrators/en/judge.ts).
import { applyDecision, startResolution } from './resolve';
import { parseScenario } from '../scenario/parse';
import type { ScenarioError } from '../core/types';
import type { JudgeFacts } from '../core/steps';

/** Never throws: an invalid scenario gives `ok: false` with `invalid` set (the CLI exits 2). */
export function judge(input: unknown): JudgeFacts & { invalid?: ScenarioError } {
  const parsed = parseScenario(input);
  if (!parsed.ok) {
    const empty = { life: {}, battlefield: [], hand: {}, graveyard: {}, library: {}, exile: [], stack: [], waiting: [], lost: [] };
    return { ok: false, applied: 0, error: null, pending: null, done: false, events: [], state: empty, last: null, invalid: parsed.error };
  }
  const scenario = parsed.scenario;
  let state = startResolution(scenario);
  let error: JudgeFacts['error'] = null;
  for (const [i, decision] of (scenario.decisions ?? []).entries()) {
    const r = applyDecision(state, decision);
    if (!r.ok) {
      error = { decision: i, ...r.error };
      break;
    }
    state = r.state;
  }
  return {
    ok: error === null,
    applied: state.decisions.length,
    error,
    pending: state.pending,
    done: state.done,
    events: state.events.slice(),
    state: state.board,
    last: state,
  };
}
