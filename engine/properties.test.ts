// Property tests over random tables (2-8 players) and random boards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge } from './play/judge';
import { apnapOrder, turnOrderFrom } from './core/order';
import { applyDecision } from './play/resolve';
import { decodeScenario, encodeScenario } from './scenario/share-link';
import { parseScenario } from './scenario/parse';
import { timeline } from './play/timeline';
import { drive, scenarioArb } from './testing/arbitraries';
import { ERROR_CODES } from './scenario/lists';
import { ZONES, type EffectId } from './core/types';
import type { GameState } from './core/state';

const top = (s: GameState) => s.resolution.rounds.at(-1);

describe('101.4 on random tables: choosers go AP first, then seat order, each once per choice', () => {
  it('in every APNAP round, the players asked follow apnapOrder with no repeats', () => {
    const apnapEffects: EffectId[] = ['each-player-sacrifices-a-creature', 'each-player-discards-a-card', 'smallpox', 'cataclysm', 'stronghold-gambit', 'show-and-tell', 'rituel-original'];
    fc.assert(
      fc.property(scenarioArb(apnapEffects), fc.array(fc.nat(), { maxLength: 8 }), (s, seeds) => {
        const { states } = drive(s, seeds);
        const order = apnapOrder(s.players, s.activePlayer);
        const rounds: string[][] = [];
        let key = '';
        for (const st of states) {
          if (!st.pending) continue;
          const r = top(st)!;
          const k = `${r.step}:${r.enter ? JSON.stringify(r.enter.entering) : ''}`;
          if (k !== key || r.pos === 0) rounds.push([]);
          key = k;
          const cur = rounds.at(-1)!;
          if (cur.at(-1) !== st.pending.player) cur.push(st.pending.player);
        }
        for (const asked of rounds) {
          const idx = asked.map((p) => order.indexOf(p));
          expect(idx.every((v, i) => i === 0 || v > idx[i - 1]!)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('asks exactly the players with a legal option, once each ("each player sacrifices a creature")', () => {
    fc.assert(
      fc.property(scenarioArb(['each-player-sacrifices-a-creature']), (s) => {
        const { states, decisions } = drive(s, [0]);
        const first = states[0]!;
        const hasCreature = (p: string) => first.board.battlefield.some((e) => e.controller === p && first.cards[e.card]!.types.includes('creature'));
        expect(decisions.map((d) => d.player)).toEqual(apnapOrder(s.players, s.activePlayer).filter(hasCreature));
      }),
      { numRuns: 300 },
    );
  });
  it('sacrifices exactly the chosen creatures, all in one simultaneous action', () => {
    fc.assert(
      fc.property(scenarioArb(['each-player-sacrifices-a-creature']), fc.array(fc.nat()), (s, seeds) => {
        const { states, decisions } = drive(s, seeds);
        const end = states.at(-1)!;
        const chosen = new Set(decisions.flatMap((d) => d.choice));
        const before = new Set(states[0]!.board.battlefield.map((e) => e.card));
        const after = new Set(end.board.battlefield.map((e) => e.card));
        expect([...before].filter((c) => !after.has(c)).sort()).toEqual([...chosen].sort());
        expect(end.events.filter((e) => e.kind === 'action' && e.cards).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
  it('"starting with you" rounds follow turn order from the controller', () => {
    fc.assert(
      fc.property(scenarioArb(['councils-judgment', 'hypergenesis', 'rituel-errata']), fc.array(fc.nat()), (s, seeds) => {
        const { states } = drive(s, seeds);
        const order = turnOrderFrom(s.players, s.effect.controller);
        let last = -1;
        let pass = -1;
        for (const st of states) {
          const r = top(st);
          if (!st.pending || !r || r.enter) continue;
          const i = order.indexOf(st.pending.player);
          if (r.pass !== pass) [pass, last] = [r.pass, -1];
          expect(i).toBeGreaterThan(last);
          last = i;
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('replay and purity', () => {
  it('replaying the same decisions gives the same state (deep equal), for every effect', () => {
    fc.assert(
      fc.property(scenarioArb(), fc.array(fc.nat()), (s, seeds) => {
        const { states, decisions } = drive(s, seeds);
        const t = timeline(s, decisions);
        expect(t.error).toBeNull();
        expect(t.steps.at(-1)!.state).toEqual(states.at(-1));
        expect(judge({ ...s, decisions })).toEqual(judge({ ...s, decisions }));
      }),
      { numRuns: 150 },
    );
  });
  it('an illegal decision never changes the state', () => {
    fc.assert(
      fc.property(scenarioArb(), fc.array(fc.nat(), { maxLength: 4 }), fc.nat(), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }), (s, seeds, who, choice) => {
        const { states } = drive(s, seeds);
        const st = states[Math.min(states.length - 1, seeds.length)]!;
        const snapshot = structuredClone(st);
        const r = applyDecision(st, { player: s.players[who % s.players.length]!, choice });
        expect(st).toEqual(snapshot);
        if (!r.ok) expect(ERROR_CODES).toContain(r.error.code);
      }),
      { numRuns: 200 },
    );
  });
});

describe('share links and the validator never throw', () => {
  it('encode then decode gives the scenario back', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb(), fc.array(fc.record({ player: fc.string(), choice: fc.array(fc.string()) }), { maxLength: 3 }), async (s, decisions) => {
        const withDecisions = { ...s, decisions };
        expect(await decodeScenario(await encodeScenario(withDecisions))).toEqual({ ok: true, scenario: withDecisions });
      }),
      { numRuns: 200 },
    );
  });
  it('parseScenario and judge never throw on any value', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 6 }), (v) => {
        expect(parseScenario(v).ok).toBe(false);
        expect(judge(v).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it('a mutated valid scenario is either valid and judged, or rejected with a field path', () => {
    const keys = ['format', 'players', 'activePlayer', 'life', 'cards', 'effect', 'decisions', 'zone', 'types', 'owner', 'id', 'manaValue', 'controller', '__proto__'];
    fc.assert(
      fc.property(scenarioArb(), fc.constantFrom(...keys), fc.anything({ maxDepth: 2 }), fc.nat(), (s, key, value, at) => {
        const doc = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        const cards = doc.cards as Record<string, unknown>[];
        const target = ['zone', 'types', 'owner', 'id', 'manaValue', 'controller'].includes(key) && cards.length ? cards[at % cards.length]! : doc;
        Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
        const r = parseScenario(doc);
        if (r.ok) expect(() => judge(r.scenario)).not.toThrow();
        else expect(typeof r.error.path).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
  it('decodeScenario never rejects on random strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]{0,200}$/)), async (v) => {
        expect((await decodeScenario(v)).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it('accepts a huge array without hanging', () => {
    const cards = Array.from({ length: 5000 }, (_, i) => ({ id: `c${i}`, name: 'x', owner: 'Ana', zone: ZONES[i % 5], types: ['creature'] }));
    const r = parseScenario({ format: 'apnap/1', players: ['Ana', 'Ben'], activePlayer: 'Ana', cards, effect: { id: 'hypergenesis', controller: 'Ana' } });
    expect(r.ok).toBe(true);
    expect(parseScenario({ format: 'apnap/1', players: new Array(1e6).fill('x') }).ok).toBe(false);
  });
});
