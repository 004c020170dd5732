// After the effect: state-based actions, then the waiting abilities go on the stack in APNAP order
// (603.3b: the active player's first, so they resolve last), each player choosing the order of
// theirs and their targets (603.3d); then they resolve one at a time, top first, assuming every
// player passes priority (117.4, 405.5), with state-based actions checked after each.
import { resolveSpell, resolvesAfter } from './405.3-copies';
import { activeLeft, activeSeat, isTeamTable, opponents, seated, sideSpeaker, sides, speakers, tableOf, teamOf, type Table } from '../core/authority';
import { refuse, checkPlayerAndCount } from './101.4-choice-round';
import { lethalCreatures } from './704.5g-lethal-damage';
import { checkStateBased, endGame, inGame, leaveGame, losers, sidesLeft } from './704.3-state-based';
import { isAbility, refOf, targets } from './603.3b-triggers';
import { changeLife } from '../core/board';
import { list, log, recordDecision, replace, type Ability, type Draft, type Placing, type GameState } from '../core/state';
import { own } from '../core/text';
import type { AbilityId, Decision, DecisionError, PendingDecision, PendingReason, PlayerId } from '../core/types';

export type AfterAction = { do: 'check' } | { do: 'leave'; player: PlayerId } | { do: 'game-over' } | { do: 'place'; placing: Placing } | { do: 'resolve' };
export type Next = { pending: PendingDecision } | { act: AfterAction } | null;

const abilityOf = (d: Draft, id: AbilityId): Ability => own(d.res.abilities, id)!;

/**
 * 603.3b: the player who places abilities now: the first in APNAP order with abilities waiting.
 * Their abilities are looked up once, when their turn to place comes (kept in the draft's state).
 */
function placer(d: Draft): Placing | null {
  if (d.res.placing) return d.res.placing;
  if (d.board.waiting.length === 0) return null;
  const t = tableOf(d);
  // 805.7: with shared team turns, the active team puts all its members' abilities on the stack in
  // any order (interleaved), then each nonactive team in turn order; its primary player (805.2)
  // says the order. Without teams, each player is a side of their own (603.3b).
  // One pass over the waiting abilities: each side's, in the order they triggered.
  const bySide = new Map<PlayerId, AbilityId[]>();
  for (const id of d.board.waiting) {
    const c = sideSpeaker(t, abilityOf(d, id).controller);
    const mine = bySide.get(c);
    if (mine) mine.push(id);
    else bySide.set(c, [id]);
  }
  const p = speakers(t).find((x) => !d.board.lost.includes(x) && bySide.has(x));
  if (p === undefined) return null;
  d.res.placing = { player: p, abilities: bySide.get(p)!, aimed: null, order: null, targets: [] };
  return d.res.placing;
}

/** 805.7 / 603.3b: the rule a side's placing cites. */
const placeRule = (d: Draft): string => (isTeamTable(tableOf(d)) ? '805.7' : '603.3b');

/** A team table's placing names the team (805.7); none otherwise. */
const teamFact = (t: Table, p: PlayerId): { team?: PlayerId[] } => (isTeamTable(t) ? { team: teamOf(t, p).slice() } : {});

/** Why this side places now: 603.3b's facts, with the team (805.7) and 800.4j's turn without an active player. */
function placeReason(d: Draft, p: PlayerId): PendingReason {
  const t = tableOf(d);
  return {
    kind: 'place',
    player: p,
    active: activeSeat(t),
    ...teamFact(t, p),
    ...(activeLeft(t) ? { activeLeft: true as const } : {}),
  };
}

/**
 * The groups of waiting abilities each side puts on the stack, in the order the sides place them:
 * who says the order (a player, or a team's primary player: 805.7) and the abilities' ids.
 */
export function placingGroups(s: GameState): { player: PlayerId; abilities: AbilityId[] }[] {
  const t = tableOf(s);
  const lost = s.board.lost;
  return sides(t).flatMap((side) => {
    const abilities = s.board.waiting.filter((id) => side.includes(own(s.resolution.abilities, id)?.controller ?? ''));
    const player = sideSpeaker(t, side[0]!);
    return abilities.length && !lost.includes(player) ? [{ player, abilities }] : [];
  });
}

const orderOf = (pl: Placing): AbilityId[] => pl.order ?? pl.abilities;

/** A placing with some choices made: built field by field (one object shape, a fast copy). */
const placingOf = (pl: Placing, aimed: AbilityId[] | null, order: AbilityId[] | null, targets: PlayerId[]): Placing => ({
  player: pl.player,
  abilities: pl.abilities,
  aimed,
  order,
  targets,
});

function ask(d: Draft, pl: Placing, o: Pick<PendingDecision, 'rule' | 'kind' | 'question' | 'params' | 'options' | 'min' | 'max' | 'why'>): Next {
  return { pending: { player: pl.player, known: [], faceDown: false, ...o } };
}

/** What happens next once the effect has finished: a decision, an automatic action, or nothing. */
export function nextAfter(d: Draft): Next {
  if (d.res.over) return null;
  if (d.res.check) {
    if (losers(d).length > 0 || d.board.waiting.length > 0 || lethalCreatures(d).length > 0) return { act: { do: 'check' } };
    d.res.check = false;
  }
  const leaving = d.res.leaving[0];
  if (leaving !== undefined) return { act: sidesLeft(d).length <= 1 ? { do: 'game-over' } : { do: 'leave', player: leaving } };
  const pl = placer(d);
  if (pl) {
    const mine = pl.abilities;
    if (pl.order === null && mine.length > 1) {
      const n = mine.length;
      return ask(d, pl, { rule: placeRule(d), kind: 'order', question: 'order-triggers', params: { count: n, ...teamFact(tableOf(d), pl.player) }, options: mine, min: n, max: n, why: placeReason(d, pl.player) });
    }
    // Computed once per order (the draft's own copy of the placing; states are never mutated).
    const aimed = pl.aimed ?? (d.res.placing = placingOf(pl, orderOf(pl).filter((id) => targets(abilityOf(d, id))), pl.order, pl.targets)).aimed!;
    const next = aimed[pl.targets.length];
    if (next !== undefined) {
      const a = abilityOf(d, next);
      // The ability's cards and their names: each narrator names the ability from them.
      const params = { ability: next, source: a.source, died: a.died, sourceName: a.sourceName, diedName: a.diedName };
      // "Target player": any player still in the game, its controller included (Blood Artist's
      // controller may target themselves: they lose 1 life and gain 1 life).
      // 603.3d: the ability's controller chooses its target (with teams, not always the primary player).
      return { pending: { player: a.controller, known: [], faceDown: false, rule: '603.3d', kind: 'players', question: 'target-player', params, options: inGame(d), min: 1, max: 1, why: { kind: 'target', player: a.controller } } };
    }
    return { act: { do: 'place', placing: pl } };
  }
  const top = d.board.stack[d.board.stack.length - 1];
  return top && resolvesAfter(d, top) ? { act: { do: 'resolve' } } : null;
}

export function performAfter(d: Draft, a: AfterAction): void {
  switch (a.do) {
    case 'check':
      return checkStateBased(d);
    case 'leave':
      return leaveGame(d, a.player);
    case 'game-over':
      return endGame(d);
    case 'place':
      return place(d, a.placing);
    case 'resolve':
      return resolveTop(d);
  }
}

function place(d: Draft, pl: Placing): void {
  const order = orderOf(pl);
  let t = 0;
  const refs = order.map((id) => {
    const a = abilityOf(d, id);
    return refOf(a, targets(a) ? [pl.targets[t++]!] : []);
  });
  const placed = new Set(order);
  replace(d, 'waiting', d.board.waiting.filter((id) => !placed.has(id)));
  const stack = list(d, 'stack');
  for (const r of refs) stack.push({ ability: r.ability, source: abilityOf(d, r.ability).source, controller: r.controller, targets: r.targets });
  d.res.placing = null;
  log(d, { type: 'put-on-stack', rule: placeRule(d), player: pl.player, abilities: refs, ...teamFact(tableOf(d), pl.player) });
}

/** The top ability resolves; 608.2b: one whose only target has left the game does not. */
function resolveTop(d: Draft): void {
  const item = list(d, 'stack').pop()!;
  if (!isAbility(item)) return resolveSpell(d, item);
  const a = abilityOf(d, item.ability);
  const ref = refOf(a, item.targets);
  d.res.check = true;
  const gone = item.targets.filter((p) => d.board.lost.includes(p));
  if (targets(a) && gone.length === item.targets.length) {
    log(d, { type: 'resolve', rule: '608.2b', ability: ref, changes: [], countered: true });
    return;
  }
  // "Each opponent" counts only the players still in the game (102.1, 800.4); a teammate is not an
  // opponent (102.3), so in Two-Headed Giant it is both players of the other team (810.9).
  const losing = targets(a) ? item.targets : opponents(tableOf(d), a.controller);
  const changes = [...losing.map((player) => ({ player, amount: -1 })), { player: a.controller, amount: 1 }];
  for (const c of changes) changeLife(d, c.player, c.amount);
  log(d, { type: 'resolve', rule: '608.2', ability: ref, changes, countered: false });
}

/** Checks an ordering (603.3b) or a target (603.3d) without changing anything. */
export function checkAfter(d: Draft, decision: Decision, p: PendingDecision): DecisionError | null {
  if (p.kind === 'order') {
    if (decision.player !== p.player) return checkPlayerAndCount(d, decision, p, p.rule, 'first');
    const seen = new Set<string>();
    for (const o of decision.choice) {
      const why = !p.options.includes(o) ? 'foreign' : seen.has(o) ? 'duplicate' : null;
      if (why) return refuse(p.rule, 'not-a-permutation', { player: p.player, why, option: String(o), expected: p.options.length });
      seen.add(o);
    }
    const missing = p.options.find((o) => !seen.has(o));
    if (missing !== undefined) return refuse(p.rule, 'not-a-permutation', { player: p.player, why: 'missing', option: missing, expected: p.options.length });
    return null;
  }
  const bad = checkPlayerAndCount(d, decision, p, '603.3b', 'first');
  if (bad) return bad.code === 'wrong-count' ? { ...bad, rule: '603.3d' } : bad;
  const t = String(decision.choice[0]);
  if (!seated(tableOf(d), t)) return refuse('603.3d', 'unknown-player', { option: t });
  if (!p.options.includes(t)) return refuse('603.3d', 'not-in-game', { option: t });
  return null;
}

export function recordAfter(d: Draft, decision: Decision, p: PendingDecision): void {
  const pl = placer(d)!;
  const choice = decision.choice.slice();
  recordDecision(d, { player: p.player, choice });
  // 722.5: a controlled player's order and targets are chosen by their controller, who is named.
  const by = p.decider !== undefined ? { by: p.decider } : {};
  if (p.kind === 'order') {
    d.res.placing = placingOf(pl, null, choice, pl.targets);
    const names = choice.map((id) => `${abilityOf(d, id).sourceName} (${abilityOf(d, id).diedName} died)`);
    log(d, { type: 'choose', rule: p.rule, player: p.player, question: 'order-triggers', params: p.params, choice, names, ...by });
  } else {
    d.res.placing = placingOf(pl, pl.aimed, pl.order, pl.targets.concat(choice));
    log(d, { type: 'choose', rule: '603.3d', player: p.player, question: 'target-player', params: p.params, choice, names: choice, ...by });
  }
}
