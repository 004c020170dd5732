// Test-only: everything the engine says on every content example, engine fixture and the golden
// corpus (examples, fixtures, 300 random tables), plus refused decisions of every code made on
// those tables: the events with the state they belong to, each pending decision, each refusal.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { applyDecision, parseScenario, timeline } from '@/engine';
import type { Decision, DecisionError, GameEvent, GameState, PendingDecision, Scenario } from '@/engine/types';
import { exampleFiles } from '@/content/library';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface Samples {
  events: { event: GameEvent; state: GameState }[];
  pendings: { pending: PendingDecision; state: GameState }[];
  errors: { error: DecisionError; state: GameState }[];
  states: GameState[];
  scenarios: number;
}

export function scenarios(): Scenario[] {
  const corpus = JSON.parse(gunzipSync(readFileSync(join(ROOT, 'engine/golden/corpus.json.gz'))).toString('utf8')) as { entries: { scenario: Scenario }[] };
  const out = corpus.entries.map((e) => e.scenario);
  // The worked examples through the content layer (the only reader of content/), the fixtures as files.
  const fixtures = readdirSync(join(ROOT, 'engine/fixtures'))
    .filter((x) => x.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(ROOT, 'engine/fixtures', f), 'utf8')) as unknown);
  for (const raw of [...exampleFiles().map(({ example }) => example.scenario as unknown), ...fixtures]) {
    const parsed = parseScenario(raw);
    if (parsed.ok) out.push(parsed.scenario);
  }
  return out;
}

/** Wrong decisions for a pending one: another player, nobody, too many, unknown or illegal options. */
function wrongDecisions(state: GameState, p: PendingDecision): Decision[] {
  const other = state.players.find((x) => x !== p.player);
  const out: Decision[] = [
    { player: 'Nobody', choice: [] },
    { player: p.player, choice: [...p.options, ...p.options, 'x'].slice(0, p.max + 1) },
    { player: p.player, choice: ['no-such-thing'] },
    { player: p.player, choice: 'x' as unknown as string[] },
  ];
  if (other) out.push({ player: other, choice: p.options.slice(0, 1) });
  if (p.min > 0 && p.kind !== 'order') out.push({ player: p.player, choice: [] });
  if (p.kind === 'order' && p.options.length > 1) out.push({ player: p.player, choice: [p.options[0]!, ...p.options.slice(0, -1)] });
  if (p.kind === 'players') for (const x of state.board.lost) out.push({ player: p.player, choice: [x] });
  if (p.kind === 'named') out.push({ player: p.player, choice: ['truce'] });
  // Every card that is not an option: each tells its own reason (not in hand, not controlled, wrong type…).
  if (p.kind === 'cards') for (const id of Object.keys(state.cards).filter((c) => !p.options.includes(c))) out.push({ player: p.player, choice: [id] });
  return out;
}

let memo: Samples | null = null;

export function samples(): Samples {
  if (memo) return memo;
  const s: Samples = { events: [], pendings: [], errors: [], states: [], scenarios: 0 };
  for (const scenario of scenarios()) {
    s.scenarios++;
    const tl = timeline(scenario);
    for (const step of tl.steps) {
      s.states.push(step.state);
      for (const event of step.events) s.events.push({ event, state: step.state });
      if (step.pending) {
        s.pendings.push({ pending: step.pending, state: step.state });
        for (const d of wrongDecisions(step.state, step.pending)) {
          const r = applyDecision(step.state, d);
          if (!r.ok) s.errors.push({ error: r.error, state: step.state });
        }
      } else if (step.done) {
        const r = applyDecision(step.state, { player: step.state.players[0]!, choice: [] });
        if (!r.ok) s.errors.push({ error: r.error, state: step.state });
      }
    }
    const last = tl.steps[tl.steps.length - 1];
    if (tl.error && last) s.errors.push({ error: tl.error, state: last.state });
  }
  memo = s;
  return s;
}
