// Two-Headed Giant (810, 805) and players leaving (800.4) stated as invariants over random tables:
// 2–8 players alone, or two teams of two. The decisions are seeded picks among the engine's own
// options (orderings are seeded permutations), so every run ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs';
import { driveSeeded } from '../testing';
import { timeline } from '../play/timeline';
import type { Decision, EffectId, Scenario, ScenarioCard } from './types';
import type { GameEvent } from './events';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const EFFECTS: EffectId[] = ['wrath-of-god', 'each-player-sacrifices-a-creature', 'smallpox', 'cataclysm', 'each-player-discards-a-card'];

const seatArb = fc.record({
  artist: fc.boolean(),
  zulaport: fc.boolean(),
  others: fc.nat({ max: 2 }),
  land: fc.boolean(),
  hand: fc.nat({ max: 2 }),
  life: fc.oneof(fc.constant(20), fc.integer({ min: 0, max: 4 })),
});

/** A table of `n` seats; `teams` pairs seats 0–1 and 2–3 (n = 4): Two-Headed Giant. */
const tableArb = (teams: boolean): fc.Arbitrary<Scenario> =>
  fc
    .record({ n: teams ? fc.constant(4) : fc.integer({ min: 2, max: 8 }), active: fc.nat(), effect: fc.constantFrom(...EFFECTS), seats: fc.array(seatArb, { minLength: 8, maxLength: 8 }) })
    .map(({ n, active, effect, seats }) => {
      const players = NAMES.slice(0, n);
      const cards: ScenarioCard[] = [];
      players.forEach((p, i) => {
        const seat = seats[i]!;
        const add = (id: string, name: string, types: ScenarioCard['types'], zone: ScenarioCard['zone'] = 'battlefield') =>
          cards.push({ id, name, owner: p, zone, types, manaValue: 2 });
        if (seat.artist) add(`${p}-artist`, 'Blood Artist', ['creature']);
        if (seat.zulaport) add(`${p}-zulaport`, 'Zulaport Cutthroat', ['creature']);
        for (let k = 0; k < seat.others; k++) add(`${p}-c${k}`, 'Grizzly Bears', ['creature']);
        if (seat.land) add(`${p}-land`, 'Forest', ['land']);
        for (let k = 0; k < seat.hand; k++) add(`${p}-h${k}`, 'Divination', ['sorcery'], 'hand');
      });
      // With teams, a team's one total is given for both heads (810.4).
      const life = Object.fromEntries(players.map((p, i) => [p, seats[teams ? i - (i % 2) : i]!.life]));
      return {
        format: teams ? ('apnap/2' as const) : ('apnap/1' as const),
        players,
        activePlayer: players[active % n]!,
        life,
        cards,
        effect: { id: effect, controller: players[0]! },
        ...(teams ? { teams: [players.slice(0, 2), players.slice(2, 4)] } : {}),
      };
    });

/** Resolves to the end with seeded picks, a "may" choice sometimes declined. */
const drive = (s: Scenario, seeds: number[]): Decision[] => driveSeeded(s, seeds, { declines: true });

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

const LIMIT = 60_000;
const seedsArb = fc.array(fc.nat(), { minLength: 1, maxLength: 6 });
const property = (teams: boolean, f: (s: Scenario, seeds: number[]) => void, full = 150) =>
  fc.assert(fc.property(tableArb(teams), seedsArb, f), { numRuns: propertyRuns(full) });

describe('a team of one player behaves as 101.4 (805.6 with teams of one is APNAP order)', () => {
  it('the same decisions give the same pending players, options and boards at every step', () => {
    fc.assert(
      fc.property(tableArb(false), seedsArb, (s, seeds) => {
        const decisions = drive(s, seeds);
        // Engine-internal: teams of one are not a legal file (810.1), but the rules engine reads them.
        const alone: Scenario = { ...s, format: 'apnap/2', teams: s.players.map((p) => [p]) };
        const a = timeline(s, decisions);
        const b = timeline(alone, decisions);
        expect(b.error).toEqual(a.error);
        expect(b.steps.length).toBe(a.steps.length);
        a.steps.forEach((x, i) => {
          const y = b.steps[i]!;
          expect(y.board).toEqual(x.board);
          expect([y.pending?.player, y.pending?.options, y.pending?.kind]).toEqual([x.pending?.player, x.pending?.options, x.pending?.kind]);
        });
      }),
      { numRuns: propertyRuns(150) },
    );
  }, LIMIT);
});

describe('Two-Headed Giant on random tables (810, 805)', () => {
  it('805.6: in every round, every chooser of the active team chooses before any of the other team', () => {
    property(true, (s, seeds) => {
      const t = timeline(s, drive(s, seeds));
      expect(t.error).toBeNull();
      const events = t.steps.at(-1)!.state.events;
      const active = s.teams!.find((team) => team.includes(s.activePlayer))!;
      // Rounds are delimited by the actions that end them; choices of the effect's rounds cite 101.4.
      let seenOther = false;
      for (const e of events) {
        if (e.type === 'sacrifice' || e.type === 'discard' || e.type === 'life' || e.type === 'finish') seenOther = false;
        if (e.type !== 'choose' || e.rule.startsWith('603') || e.rule.startsWith('805.7')) continue;
        if (!active.includes(e.player)) seenOther = true;
        else expect(seenOther, `${e.player} chose after the nonactive team`).toBe(false);
      }
    });
  }, LIMIT);
  it('805.6: a team-order decision is asked of the primary player, and names one of its team', () => {
    property(true, (s, seeds) => {
      const t = timeline(s, drive(s, seeds));
      for (const step of t.steps) {
        const p = step.pending;
        if (p?.question !== 'team-first') continue;
        const team = s.teams!.find((x) => x.includes(p.player))!;
        // Seats in turn order: the primary player is the one whose teammate is next (805.2).
        expect(s.players[(s.players.indexOf(p.player) + 1) % 4]).toBe(team.find((x) => x !== p.player));
        expect(p.options.every((o) => team.includes(o))).toBe(true);
      }
    });
  }, LIMIT);
  it('805.7: the active team puts all its abilities on the stack before the other team, each team in one placing', () => {
    property(true, (s, seeds) => {
      const t = timeline(s, drive(s, seeds));
      const placings = ofType(t.steps.at(-1)!.state.events, 'put-on-stack');
      const active = s.teams!.find((team) => team.includes(s.activePlayer))!;
      const teamOfPlacing = placings.map((e) => (e.abilities.every((a) => active.includes(a.controller)) ? 'active' : e.abilities.every((a) => !active.includes(a.controller)) ? 'other' : 'mixed'));
      expect(teamOfPlacing).not.toContain('mixed');
      expect(teamOfPlacing.length).toBeLessThanOrEqual(2);
      if (teamOfPlacing.length === 2) expect(teamOfPlacing).toEqual(['active', 'other']);
    });
  }, LIMIT);
  it('810.4 and 810.8a: teammates always show one life total, and lose together', () => {
    property(true, (s, seeds) => {
      const t = timeline(s, drive(s, seeds));
      for (const step of t.steps) {
        for (const [a, b] of s.teams!) {
          expect(step.board.life[a!]).toBe(step.board.life[b!]);
          expect(step.board.lost.includes(a!)).toBe(step.board.lost.includes(b!));
        }
      }
    });
  }, LIMIT);
  it('104.4a and 810.8a: the game ends with one team winning, or a draw when both teams reach 0 together', () => {
    property(true, (s, seeds) => {
      const t = timeline(s, drive(s, seeds));
      const over = ofType(t.steps.at(-1)!.state.events, 'game-over')[0];
      if (!over) return;
      const lostTeams = s.teams!.filter((team) => team.every((p) => over.lost.includes(p)));
      if (lostTeams.length === 2) expect([over.winners, over.winner, over.rule]).toEqual([undefined, null, '104.4a']);
      else expect(over.winners).toEqual(s.teams!.find((team) => !lostTeams.includes(team)));
    });
  }, LIMIT);
});

describe('800.4 on random 2–8-player tables and Two-Headed Giant', () => {
  for (const teams of [false, true]) {
    it(`${teams ? 'two teams' : 'players alone'}: nothing controlled by a player who left is ever put on the stack or resolves`, () => {
      property(teams, (s, seeds) => {
        const t = timeline(s, drive(s, seeds));
        const left = new Set<string>();
        for (const step of t.steps) {
          for (const e of step.events) {
            if (e.type === 'leave-game') left.add(e.player);
            if (e.type === 'put-on-stack') for (const a of e.abilities) expect(left.has(a.controller), a.ability).toBe(false);
            if (e.type === 'resolve') expect(left.has(e.ability.controller), e.ability.ability).toBe(false);
          }
          for (const x of step.board.stack) expect(left.has(x.controller)).toBe(false);
        }
      });
    }, LIMIT);
  }
});
