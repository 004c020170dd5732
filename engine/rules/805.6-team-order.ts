// 805.6: with shared team turns, "first each player on the active team makes any choices required
// in whatever order they like, then the players on each nonactive team in turn order do the same."
// Which teammate chooses first is itself a decision the team makes when its turn in the round comes
// (805.2: the primary player makes it if the team cannot agree, so the engine asks the primary
// player). A team of one has nothing to decide, nor a team where only one player has anything to
// choose: the round then goes on as 101.4's APNAP order.
import { refuse, type RoundSpec } from './101.4-choice-round';
import { activeSeat, inGame, isTeamTable, primary, seated, sides, tableOf } from '../core/authority';
import { log, recordDecision, res, type Draft, type RoundState } from '../core/state';
import type { Decision, DecisionError, PendingDecision, PlayerId } from '../core/types';

/** The team whose order is to be decided before the round can go on, with its index; null if none. */
function due(d: Draft, r: RoundState, spec: RoundSpec): { index: number; team: PlayerId[] } | null {
  const t = tableOf(d);
  if (!isTeamTable(t) || spec.order !== 'apnap') return null;
  const turns = sides(t);
  const index = r.teamOrders?.length ?? 0;
  const team = turns[index];
  if (!team) return null;
  // The round's position counts only the players it asks: one it leaves out (Curse of Echoes'
  // enchanted player) moves every later team's turn one place earlier.
  const asked = (p: PlayerId) => !spec.skips?.(d, p);
  const start = turns.slice(0, index).reduce((k, side) => k + side.filter(asked).length, 0) * spec.questions.length;
  return r.pos >= start ? { index, team } : null;
}

/** Whether `p` takes part in their team's order in this round (805.6). */
function takesPart(d: Draft, spec: RoundSpec, p: PlayerId): boolean {
  if (spec.skips?.(d, p)) return false;
  return spec.takesPart ? spec.takesPart(d, p) : spec.questions.some((q) => q.options(d, p).length > 0);
}

/**
 * Before the round asks the next player: the team-order decision if one is due (a pending
 * decision), or the team's order settled without one (fewer than two of its players in the game
 * with anything to choose). Returns the pending decision, or null to go on.
 */
export function teamOrderStep(d: Draft, r: RoundState, spec: RoundSpec): PendingDecision | null {
  for (let next = due(d, r, spec); next; next = due(d, r, spec)) {
    const t = tableOf(d);
    const left = inGame(t);
    const choosing = next.team.filter((p) => left.includes(p) && takesPart(d, spec, p));
    if (choosing.length >= 2) {
      const speaker = primary(t, next.team);
      return {
        player: speaker,
        rule: spec.teamRule ?? '805.6',
        kind: 'named',
        question: 'team-first',
        params: { team: next.team.slice() },
        why: { kind: 'team', player: speaker, team: next.team.slice(), active: next.team.includes(activeSeat(t)) },
        options: choosing,
        min: 1,
        max: 1,
        known: r.choices.map((c) => ({ player: c.player, choice: c.faceDown ? null : c.choice.slice() })),
        faceDown: false,
      };
    }
    // Nothing to decide: the one player with choices (or none) goes first, the team in seat order otherwise.
    settle(d, next.index, [...choosing, ...next.team.filter((p) => !choosing.includes(p))]);
    r = d.res.rounds[d.res.rounds.length - 1]!;
  }
  return null;
}

function settle(d: Draft, index: number, order: PlayerId[]): void {
  const rounds = res(d, 'rounds');
  const r = rounds[rounds.length - 1]!;
  const orders = (r.teamOrders ?? []).slice();
  orders[index] = order;
  rounds[rounds.length - 1] = { ...r, teamOrders: orders };
}

/** Checks the team's decision: its primary player makes it (805.2), naming one of its players. */
export function checkTeamFirst(d: Draft, decision: Decision, p: PendingDecision): DecisionError | null {
  if (decision.player !== p.player) {
    if (!seated(tableOf(d), decision.player)) return refuse('805.2', 'unknown-player', { player: String(decision.player) });
    return refuse('805.2', 'out-of-order', { expected: p.player, player: decision.player, position: 'team' });
  }
  if (decision.choice.length !== 1) return refuse('805.6', 'wrong-count', { player: p.player, min: 1, max: 1, count: decision.choice.length });
  const first = String(decision.choice[0]);
  if (!p.options.includes(first)) return refuse('805.6', 'illegal-option', { option: first, why: 'not-teammate', team: (p.params.team as string[]).slice() });
  return null;
}

/** Records it: the chosen player first, then the rest of the team in seat order. */
export function recordTeamFirst(d: Draft, decision: Decision, p: PendingDecision): void {
  const r = d.res.rounds[d.res.rounds.length - 1]!;
  const team = p.params.team as PlayerId[];
  const first = String(decision.choice[0]);
  const order = [first, ...team.filter((x) => x !== first)];
  recordDecision(d, { player: p.player, choice: [first] });
  settle(d, r.teamOrders?.length ?? 0, order);
  // 722.5, 805.8: a team whose player is controlled has its order chosen by the controller.
  log(d, { type: 'team-order', rule: p.rule, player: p.player, team: team.slice(), order, active: team.includes(activeSeat(tableOf(d))), ...(p.decider !== undefined ? { by: p.decider } : {}) });
}
