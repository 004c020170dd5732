// Each invariant of engine/testing/every-table.ts caught on a deliberately broken engine: the engine
// loaded again with one module replaced (vi.doMock), then every effect at every kind of table, until
// the invariant named fails. Shows that the property test "every effect at every table" can fail.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EFFECT_IDS_V3 } from './scenario/effect-ids';
import { TABLE_KINDS, checkResolution, play, tableArb, type Engine } from './testing/every-table';
import type * as Authority from './core/authority';
import type * as Teams from './core/teams';
import type * as StateBased from './rules/704.3-state-based';
import type { PlayerId } from './core/types';

/**
 * The invariants one broken engine breaks, over every effect at every kind of table, until `wanted`
 * is among them. Each failure is kept as found, not shrunk (`endOnFailure`): only the invariant's
 * name is read, and shrinking a counterexample was most of this file's time.
 */
async function broken(wanted: string): Promise<Set<string>> {
  const engine: Engine = await import('./play/resolve');
  const caught = new Set<string>();
  for (const kind of TABLE_KINDS) {
    for (const effect of EFFECT_IDS_V3) {
      const r = fc.check(
        fc.property(tableArb(kind, [effect]), fc.array(fc.nat(), { maxLength: 8 }), (s, seeds) => checkResolution(s, play(engine, s, seeds))),
        { numRuns: 20, seed: 45, endOnFailure: true },
      );
      const m = r.failed ? /\[([\w-]+)\]/.exec(String(r.errorInstance)) : null;
      if (m) caught.add(m[1]!);
      if (caught.has(wanted)) return caught;
    }
  }
  return caught;
}

const authority = (change: (a: typeof Authority) => Partial<typeof Authority>) =>
  vi.doMock('./core/authority', async (load) => {
    const a = await load<typeof Authority>();
    return { ...a, ...change(a) };
  });

// The engine this file imported at its top is cached: each test loads it afresh, with its one change.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.doUnmock('./core/authority');
  vi.doUnmock('./core/teams');
  vi.doUnmock('./rules/704.3-state-based');
  vi.resetModules();
});

describe('every invariant fails on a broken engine', () => {
  it('order: APNAP counted from the first seat, not the active player (101.4)', async () => {
    authority((a) => ({ apnap: (t, chosen) => a.apnap({ ...t, active: t.seats[0]! }, chosen) }));
    expect(await broken('order')).toContain('order');
  }, 120_000);
  it('order: control of a player does not reach their team (805.8)', async () => {
    authority((a) => ({ controllerOf: (t, p) => a.controllerOf({ ...t, teams: null }, p) }));
    expect(await broken('order')).toContain('order');
  }, 120_000);
  it('asked-twice: the last player in APNAP order asked first as well', async () => {
    authority((a) => ({ apnap: (t, chosen) => [a.apnap(t, chosen).at(-1)!, ...a.apnap(t, chosen)] }));
    expect(await broken('asked-twice')).toContain('asked-twice');
  }, 120_000);
  it('acts-once: the last player in APNAP order left out', async () => {
    authority((a) => ({ apnap: (t, chosen) => a.apnap(t, chosen).slice(0, -1) }));
    expect(await broken('acts-once')).toContain('acts-once');
  }, 120_000);
  it('opponents: every other player an opponent, teammates too', async () => {
    authority((a) => ({ isOpponent: (t, p, q) => p !== q && t.seats.includes(q), opponents: (t, p) => a.inGame(t).filter((q) => q !== p) }));
    expect(await broken('opponents')).toContain('opponents');
  }, 120_000);
  it('extra-turn: one turn per player at a team table', async () => {
    authority((a) => ({ addedTurns: (t, given) => a.apnap(t).filter((p) => given.includes(p)).map((p) => ({ player: p, side: [p] })) }));
    expect(await broken('extra-turn')).toContain('extra-turn');
  }, 120_000);
  it('team-life: teams that share nothing (each player alone)', async () => {
    vi.doMock('./core/teams', async (load) => ({ ...(await load<typeof Teams>()), teamOf: (_: unknown, p: PlayerId) => [p] }));
    expect(await broken('team-life')).toContain('team-life');
  }, 120_000);
  it('left: a player who leaves keeps their waiting abilities (800.4d)', async () => {
    vi.doMock('./rules/704.3-state-based', async (load) => {
      const m = await load<typeof StateBased>();
      return {
        ...m,
        leaveGame: (d: Parameters<typeof m.leaveGame>[0], p: PlayerId) => {
          const waiting = d.board.waiting;
          m.leaveGame(d, p);
          d.board.waiting = waiting;
        },
      };
    });
    expect(await broken('left')).toContain('left');
  }, 120_000);
});
