import { describe, expect, it } from 'vitest';
import { judge } from '../index';
import type { Board, CardId, Decision, JudgeOutput } from '../index';
import { everyAnswer, generateDrill, GENERATOR_VERSION, grade, TOPIC_IDS } from './index';
import type { Answer, Drill } from './index';
import { propertyRuns } from '../testing/property-runs';

// 10,000 seeds at full size (FULL_PROPERTIES=1; 2,000 in a CI run), spread over the topics: every
// drill has exactly one right answer, and that answer is what `judge` says on the same scenario (the
// drill's sandbox link carries the decisions).
const SEEDS = propertyRuns(10_000);

/** A disagreement, stated so that a failure names the drill's URL parameters. */
class Disagreement extends Error {}
const check = (ok: boolean, what: string) => {
  if (!ok) throw new Disagreement(what);
};

const run = (d: Drill, decisions: Decision[] = d.sandbox.decisions ?? []): JudgeOutput => {
  const out = judge({ ...d.scenario, decisions });
  check(out.error === null, `judge refused the drill's decisions: ${JSON.stringify(out.error)}`);
  return out;
};

const ZONE_OF_EFFECT: Record<string, (b: Board) => CardId[]> = {
  smallpox: (b) => Object.values(b.graveyard).flat(),
  cataclysm: (b) => Object.values(b.graveyard).flat(),
  'stronghold-gambit': (b) => b.battlefield.map((e) => e.card),
  'councils-judgment': (b) => b.exile,
};

const sorted = (xs: readonly string[] = []) => [...xs].sort();

/** What `judge` says the answer is, read from its output alone. */
function judgeAnswer(d: Drill): Answer {
  switch (d.topic) {
    case 'who-chooses-next':
    case 'team-order':
    case 'clash-order':
    case 'scry-order': {
      const out = run(d);
      check(out.pending !== null, 'judge has no pending decision');
      return { seat: out.pending!.player };
    }
    case 'what-they-know': {
      const p = run(d).pending!;
      return { options: p.known.flatMap((k, i) => (k.player !== p.player && k.choice !== null ? [`choice-${i + 1}`] : [])) };
    }
    case 'where-cards-go': {
      const out = run(d);
      check(out.done, 'judge says the effect has not finished');
      const there = ZONE_OF_EFFECT[d.effect]!(out.state);
      const ask = d.ask.kind === 'options' ? d.ask.options : [];
      return { options: ask.filter((id) => there.includes(id)) };
    }
    case 'still-chooses': {
      const target = d.facts.topic === 'still-chooses' ? d.facts.player : '';
      const all = d.sandbox.decisions ?? [];
      const out = run(d);
      if (out.pending) {
        // Stopped at the target's land decision: judge offers lands only.
        check(out.pending.player === target, `judge waits for ${out.pending.player}, not ${target}`);
        const lands = d.scenario.cards.filter((c) => c.types.includes('land')).map((c) => c.id);
        check(out.pending.options.every((o) => lands.includes(o)), 'judge offers a card that is not a land');
        return { yes: true };
      }
      check(out.done, 'judge says Smallpox has not finished');
      const landStep = all.slice(d.shown.length + (d.facts.topic === 'still-chooses' ? d.facts.choices.length : 0));
      return { yes: landStep.some((x) => x.player === target) };
    }
    case 'rituel': {
      const out = run(d);
      check(out.done, 'judge says Rituel has not finished');
      const caster = d.scenario.effect.controller;
      const hand = out.state.hand[caster] ?? [];
      const ask = d.ask.kind === 'seat-and-options' ? d.ask.options : [];
      return { seat: out.state.stack[0]?.controller, options: ask.filter((id) => hand.includes(id)) };
    }
    case 'trigger-order': {
      const out = run(d);
      check(out.done, 'judge says the abilities have not all resolved');
      // judge's events carry their typed fields (scenario-format.md): a resolve names its ability.
      const first = out.events.find((e) => e.type === 'resolve') as { ability?: { controller: string } } | undefined;
      check(first?.ability !== undefined, 'judge resolved no ability');
      return { seat: first?.ability?.controller, options: d.scenario.players.filter((p) => !out.state.lost.includes(p)) };
    }
    case 'copy-order': {
      const out = run(d);
      check(out.done, 'judge says the copies have not all resolved');
      const first = out.events.find((e) => e.type === 'copy-resolves') as { controller?: string } | undefined;
      check(first?.controller !== undefined, 'judge resolved no copy');
      return { seat: first?.controller };
    }
    case 'extra-turn-order': {
      const out = run(d);
      check(out.done, 'judge says the effect has not finished');
      return { seat: out.state.turns?.[0] };
    }
    case 'search-order': {
      // 701.23i: the first searcher is whom judge asks first; what the next one learns, its pending `known`.
      const out = run(d);
      check(out.pending !== null, 'judge asks no searcher');
      const next = judge({ ...d.scenario, decisions: [{ player: out.pending!.player, choice: out.pending!.options.slice(0, 1) }] });
      const known = next.pending?.known[0];
      check(known !== undefined, 'judge asks no second searcher');
      return { seat: out.pending!.player, options: [...(known?.count !== undefined ? ['how-many'] : []), ...(known?.choice ? ['which'] : [])] };
    }
    case 'draw-order': {
      // 121.2c: the winner is the player judge's game-over names (104.2b).
      const out = run(d);
      const over = out.events.find((e) => e.type === 'game-over') as { winner?: string | null; player?: string } | undefined;
      check(over !== undefined, 'judge ends no game');
      return { seat: over?.winner ?? over?.player };
    }
    case 'explore-again': {
      // The sandbox stops at the next explorer's choice: what it reveals is the next explore event.
      const out = run(d);
      const reveals = out.events.flatMap((e) => (e.type === 'explore' ? [e.revealed?.card ?? null] : []));
      check(reveals.length === 2, `judge explored ${reveals.length} times, not 2`);
      return { yes: reveals[1] === reveals[0] };
    }
    case 'soulfire-order': {
      // 608.2f: the first targets the controller may take are the engine's first options (APNAP group first).
      const p = run(d).pending!;
      const targets = d.scenario.targets ?? [];
      return { options: p.options.map((o) => `target-${targets.indexOf(o) + 1}`) };
    }
    case 'defender-sees': {
      // 802.4: judge waits for the asked defending player; the blocks they know are the earlier players'.
      const p = run(d).pending!;
      const blocks = d.facts.topic === 'defender-sees' ? d.facts.blocks : [];
      return { options: blocks.filter((b) => p.known.some((k) => k.player === b.player)).map((b) => b.id) };
    }
  }
}

/** Exactly one accepted answer: every answer when there are few, else the answer and each one-option change of it. */
function acceptedCount(d: Drill): number {
  const options = 'options' in d.ask ? d.ask.options.length : 0;
  if (options <= 8) return everyAnswer(d).filter((a) => grade(d, a)).length;
  const flips = d.ask.kind === 'options' || d.ask.kind === 'seat-and-options' ? d.ask.options : [];
  const want = d.answer.options ?? [];
  const changed = flips.map((id) => ({ ...d.answer, options: want.includes(id) ? want.filter((x) => x !== id) : [...want, id] }));
  return [d.answer, ...changed].filter((a) => grade(d, a)).length;
}

const same = (a: Answer, b: Answer) =>
  a.seat === b.seat && a.yes === b.yes && sorted(a.options).join() === sorted(b.options).join();

describe('practice drills: the engine is the answer key', () => {
  it(`every drill of ${SEEDS} seeds has exactly one right answer, and it is judge's`, () => {
    const failures: string[] = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const topic = TOPIC_IDS[seed % TOPIC_IDS.length]!;
      const at = `v=${GENERATOR_VERSION}&seed=${seed}&topic=${topic}`;
      try {
        const d = generateDrill(seed, topic);
        const accepted = acceptedCount(d);
        check(accepted === 1, `${accepted} answers accepted`);
        const fromJudge = judgeAnswer(d);
        check(same(fromJudge, d.answer), `judge says ${JSON.stringify(fromJudge)}, the drill ${JSON.stringify(d.answer)}`);
      } catch (e) {
        failures.push(`${at}: ${(e as Error).message}`);
        if (failures.length >= 10) break;
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
