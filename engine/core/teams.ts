// Two-Headed Giant (810) and shared team turns (805): who is on which team, the primary player, the
// order teams act in, and the shared life total. A table without teams has every player alone: each
// function below then gives what 101.4 and the single-player rules give.
import { apnapOrder } from './order';
import type { PlayerId, Scenario } from './types';

/** The teams of a scenario, or null (every player on their own). */
export const teamsOf = (s: Pick<Scenario, 'teams'>): readonly PlayerId[][] | null => s.teams ?? null;

/** The team a player is on; a player alone is a team of one. */
export function teamOf(teams: readonly PlayerId[][] | null, p: PlayerId): readonly PlayerId[] {
  return teams?.find((t) => t.includes(p)) ?? [p];
}

/**
 * 805.2: the primary player is the one in the team's rightmost seat, seen from the team. Seats are
 * listed in turn order, and the next player in turn order usually sits to the left (101.4), so the
 * primary player is the one whose teammate is next in turn order. Derived from 805.2 and 101.4.
 */
export function primaryOf(players: readonly PlayerId[], team: readonly PlayerId[]): PlayerId {
  if (team.length < 2) return team[0]!;
  const n = players.length;
  return team.find((p) => team.includes(players[(players.indexOf(p) + 1) % n]!)) ?? team[0]!;
}

/**
 * 805.6: the active team first, then each nonactive team in turn order; a team's players in seat
 * order (the order they choose in is the team's decision, asked where it matters). Without teams,
 * each player is a team of one and this is 101.4's APNAP order.
 */
export function teamTurnOrder(players: readonly PlayerId[], teams: readonly PlayerId[][] | null, active: PlayerId): PlayerId[][] {
  const order = apnapOrder(players, active);
  if (!teams) return order.map((p) => [p]);
  const out: PlayerId[][] = [];
  for (const p of order) {
    // Each team as the scenario lists it: its order within a round is the team's own decision.
    if (!out.some((t) => t.includes(p))) out.push([...teamOf(teams, p)]);
  }
  return out;
}

/** 810.4: each team starts at 30 life; a player alone at 20 (103.4). */
export const startingLife = (teams: readonly PlayerId[][] | null): number => (teams ? 30 : 20);
