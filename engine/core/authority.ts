// The one authority on the table: who acts in which order, who is an opponent or a teammate, who
// makes a player's decisions, who takes an added turn, and the order of objects put on the stack or
// given timestamps at once. Every rule and effect asks it (engine/rules, engine/effects and
// engine/actions may not read the seats, the active player or the teams themselves: eslint.config.mjs).
// A table without teams has every player on a team of one, so each answer is then 101.4's.
import type { Draft, GameState } from './state';
import { primaryOf, teamOf as teamIn, teamTurnOrder } from './teams';
import { turnOrderFrom } from './order';
import type { PlayerId } from './types';

/** The facts every answer is built from: seats in turn order, the active player, teams, control, who left. */
export interface Table {
  readonly seats: readonly PlayerId[];
  readonly active: PlayerId;
  readonly teams: readonly PlayerId[][] | null;
  readonly controlledBy: Readonly<Record<PlayerId, PlayerId>>;
  /** Players who have left the game (lost), in the order they left. */
  readonly left: readonly PlayerId[];
}

/** The table of a draft (an effect resolving) or of a committed state. */
export function tableOf(x: Draft | GameState): Table {
  const active = 'active' in x ? x.active : x.activePlayer;
  return { seats: x.players, active, teams: x.scenario.teams ?? null, controlledBy: x.scenario.controlledBy ?? {}, left: x.board.lost };
}

// ---- who is at the table --------------------------------------------------------------------

/** Every player of the game, in seat order (a player who left included). */
export const everyone = (t: Table): readonly PlayerId[] => t.seats;

/** How many players began the game (103.5c: more than two is a multiplayer game). */
export const seatCount = (t: Table): number => t.seats.length;

/** Whether `p` has a seat at this table (a player who left still had one). */
export const seated = (t: Table, p: PlayerId): boolean => t.seats.includes(p);

/** 102.1, 800.4a: the players still in the game, in seat (turn) order. */
export const inGame = (t: Table): PlayerId[] => t.seats.filter((p) => !t.left.includes(p));

/** Whether the table plays with shared team turns (805, Two-Headed Giant 810). */
export const isTeamTable = (t: Table): boolean => t.teams !== null;

// ---- 101.4, 805.6, 800.4j: the order players act in ------------------------------------------

/** Turn order starting with `first` (a card's "starting with you", 608.2c), every seat. */
export const turnOrder = (t: Table, first: PlayerId): PlayerId[] => turnOrderFrom(t.seats, first);

/**
 * 101.4 / 805.6: the sides in the order they act: the active player's (the active team) first, then
 * each other in turn order. A side is a team, or a player alone. 800.4j: when the active player has
 * left, the order still counts from their seat (the next player in turn order comes first).
 */
export const sides = (t: Table): PlayerId[][] => teamTurnOrder(t.seats, t.teams, t.active);

/**
 * The players in the order they act (101.4); at a team table each team in the order it chose
 * (805.6: `chosen[i]` is the order of the i-th side, if chosen), otherwise in seat order.
 */
export const apnap = (t: Table, chosen?: readonly (readonly PlayerId[] | undefined)[]): PlayerId[] =>
  // Asked at every step of a round: without teams, 101.4's order itself (each side one player).
  t.teams === null ? turnOrderFrom(t.seats, t.active) : sides(t).flatMap((side, i) => (chosen?.[i] ? [...chosen[i]!] : side));

/**
 * Every seat in turn order from the active player's, teams or not: the order a list of players who
 * lose at once is given in (704.3's losers, as the log has always listed them).
 */
export const seatsFromActive = (t: Table): PlayerId[] => turnOrderFrom(t.seats, t.active);

/** The players who speak for the sides (a team's primary player, 805.2), in the order the sides act. */
export const speakers = (t: Table): PlayerId[] => (t.teams === null ? turnOrderFrom(t.seats, t.active) : sides(t).map((side) => primary(t, side)));

// ---- 102.2, 102.3, 805.2, 805.4a: teams, opponents, the active team -------------------------

/** The team `p` is on; a player alone is a team of one. */
export const teamOf = (t: Table, p: PlayerId): readonly PlayerId[] => teamIn(t.teams, p);

/** Every team as the scenario lists it (810.1); without teams, each player alone, in seat order. */
export const allTeams = (t: Table): PlayerId[][] => (t.teams ? t.teams.map((x) => [...x]) : t.seats.map((p) => [p]));

/** 102.3: a player's teammates, the other players on their team. */
export const teammates = (t: Table, p: PlayerId): PlayerId[] => teamOf(t, p).filter((q) => q !== p);

/** 102.2, 102.3: whether `q` is an opponent of `p`: a player not on `p`'s team. */
export const isOpponent = (t: Table, p: PlayerId, q: PlayerId): boolean => seated(t, q) && (t.teams === null ? q !== p : !teamOf(t, p).includes(q));

/** 102.2, 102.3: `p`'s opponents still in the game, in seat order. */
export const opponents = (t: Table, p: PlayerId): PlayerId[] => inGame(t).filter((q) => isOpponent(t, p, q));

/** 805.2: the team's primary player (its rightmost seat), who decides when the team cannot agree. */
export const primary = (t: Table, team: readonly PlayerId[]): PlayerId => primaryOf(t.seats, team);

/** The side `p` acts with: the speaker of `p`'s team (805.7), or `p` alone. */
export const sideSpeaker = (t: Table, p: PlayerId): PlayerId => (t.teams === null ? p : primary(t, teamOf(t, p)));

/** 805.4a: the active team's players (every one of them is an active player); alone, the active player. */
export const activePlayers = (t: Table): PlayerId[] => [...teamOf(t, t.active)];

/** The active player the scenario names (the turn's player; at a team table one of the active team). */
export const activeSeat = (t: Table): PlayerId => t.active;

/**
 * The team facts an event carries at a team table (805.6: the teams in team order, the active team
 * first), so that a narrator names the active team rather than one active player (805.4a); nothing
 * at a table without teams.
 */
export const teamFacts = (t: Table): { teams?: PlayerId[][] } => (isTeamTable(t) ? { teams: sides(t) } : {});

/** Whether `p` is an active player (805.4a: on the active team). */
export const isActive = (t: Table, p: PlayerId): boolean => teamOf(t, t.active).includes(p);

/** 800.4j: the active player has left; the turn goes on without one. */
export const activeLeft = (t: Table): boolean => t.left.includes(t.active);

/**
 * 805.9: an ability that refers to "the active player" means one specific active player, whom the
 * ability's controller chooses as its effect applies: the players it may choose from (one without teams).
 */
export const meantActive = (t: Table): PlayerId[] => activePlayers(t).filter((p) => !t.left.includes(p));

// ---- 722.5, 805.8, 800.4g-h: who makes a player's decisions ----------------------------------

/**
 * 722.5: who makes `p`'s decisions: the player controlling `p`, or (805.8) controlling anyone on
 * `p`'s team, since controlling a player controls their team. 800.4a, 800.4b: control by a player
 * who has left has ended. Null: `p` decides for themselves.
 */
export function controllerOf(t: Table, p: PlayerId): PlayerId | null {
  for (const q of teamOf(t, p)) {
    const by = Object.hasOwn(t.controlledBy, q) ? t.controlledBy[q] : undefined;
    if (by !== undefined && !t.left.includes(by) && !teamOf(t, p).includes(by)) return by;
  }
  return null;
}

/** Who makes `p`'s decision: their controller (722.5, 805.8), else `p`. */
export const deciderOf = (t: Table, p: PlayerId): PlayerId => controllerOf(t, p) ?? p;

/**
 * 800.4h: a choice a rule requires of a player who has left is made by the next player in turn
 * order still in the game. 800.4g: one an object requires is made by a player its controller
 * chooses (another opponent if the original chooser was an opponent): `objectController` given, the
 * players that controller may choose from. Null when no one is left to make it.
 */
export function standIn(t: Table, p: PlayerId, objectController?: PlayerId): PlayerId | PlayerId[] | null {
  if (!t.left.includes(p)) return p;
  if (objectController !== undefined) {
    const wasOpponent = isOpponent(t, objectController, p);
    const others = inGame(t).filter((q) => q !== p);
    const same = others.filter((q) => isOpponent(t, objectController, q));
    return wasOpponent && same.length ? same : others.length ? others : null;
  }
  return turnOrder(t, p).find((q) => !t.left.includes(q)) ?? null;
}

// ---- 500.7, 805.8: who takes an added (or skips a) turn, phase or step -------------------------

/**
 * 500.7 with 805.8: the turns one effect adds for `given` players, one at a time in APNAP order
 * (805.6: team order). At a team table the player's team takes it, and players of one team given
 * the same turn by a single effect add one turn for that team. Players who left are given none.
 * Each entry: who the turn is recorded under (the team's first player given it) and the side taking it.
 */
export function addedTurns(t: Table, given: readonly PlayerId[]): { player: PlayerId; side: PlayerId[] }[] {
  return sides(t).flatMap((side) => {
    const p = apnap(t).find((q) => side.includes(q) && given.includes(q) && !t.left.includes(q));
    return p === undefined ? [] : [{ player: p, side: [...side] }];
  });
}

// ---- 405.3, 613.7m with 805.6: objects put on the stack or given timestamps at once ------------

/**
 * 405.3 / 613.7m: the order players' objects go on the stack (lowest first) or get timestamps
 * (earliest first): the active player's first (805.6: the active team's), then each other side in
 * turn order. `players`: those with objects, each side's in the order that side chose (a team's
 * order, 805.6; kept as given within a side).
 */
export function simultaneousOrder(t: Table, players: readonly PlayerId[]): PlayerId[] {
  const order = sides(t);
  const side = (p: PlayerId) => order.findIndex((s) => s.includes(p));
  return players
    .filter((p) => side(p) >= 0)
    .map((p, i) => ({ p, i, s: side(p) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.p);
}
