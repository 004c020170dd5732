// The checks of an `apnap/2` table that a schema of fields cannot make: Two-Headed Giant's teams
// (810.1: two teams of two; 805.1: teammates in adjacent seats; 810.4: one life total per team).
import type { PlayerId, Scenario, ScenarioError } from '../core/types';
import { scenarioError } from './errors';

/** Whether two seats are next to each other at the table (the seat list wraps around). */
const adjacent = (players: readonly PlayerId[], a: PlayerId, b: PlayerId): boolean => {
  const n = players.length;
  const i = players.indexOf(a);
  const j = players.indexOf(b);
  return (i + 1) % n === j || (j + 1) % n === i;
};

/** The first problem with a scenario's teams, or null (no teams: nothing to check). */
export function checkTeams(s: Scenario): ScenarioError | null {
  const teams = s.teams;
  if (teams === undefined) return null;
  // 810.1: Two-Headed Giant games are played with two teams of two players each.
  if (teams.length !== 2 || teams.some((t) => t.length !== 2) || s.players.length !== 4) {
    return scenarioError('teams', 'teams', { teams: 2, size: 2, players: s.players.length });
  }
  const seen = new Set<PlayerId>();
  for (const [i, team] of teams.entries()) {
    for (const [j, p] of team.entries()) {
      if (seen.has(p)) return scenarioError(`teams[${i}][${j}]`, 'team-member', { name: p, why: 'twice' });
      seen.add(p);
    }
  }
  const missing = s.players.find((p) => !seen.has(p));
  if (missing !== undefined) return scenarioError('teams', 'team-member', { name: missing, why: 'missing' });
  for (const [i, [a, b]] of teams.entries()) {
    // 805.1: shared team turns can be used only if each team's members sit in adjacent seats.
    if (!adjacent(s.players, a!, b!)) return scenarioError(`teams[${i}]`, 'team-seats', { first: a!, second: b! });
    // 810.4: one life total per team; a file giving the two heads different totals is contradictory.
    const la = s.life && Object.hasOwn(s.life, a!) ? s.life[a!] : undefined;
    const lb = s.life && Object.hasOwn(s.life, b!) ? s.life[b!] : undefined;
    if (la !== undefined && lb !== undefined && la !== lb) return scenarioError(`life.${b}`, 'team-life', { first: a!, second: b!, life: la, other: lb });
  }
  return null;
}
