// State-based actions (704.3) once an effect or ability has finished resolving: a player with 0 or
// less life loses (704.5a). With two players, or when one or no player is left, the game is over
// (104.2a: the last player wins; 104.4a: all remaining players lost at once, a draw). With more
// players left, each player who lost leaves the game (104.5, not a state-based action; 800.4a says what leaving does).
import { defaultController, removeCard, toExile } from '../core/board';
import { activeSeat, allTeams, everyone, seatsFromActive, inGame as playing, isTeamTable, tableOf, teamOf } from '../core/authority';
import { isAbility } from './603.3b-triggers';
import { destroyMarkedLethal } from './704.5g-lethal-damage';
import { list, log, replace, res, type Draft } from '../core/state';
import { own } from '../core/text';
import type { PlayerId } from '../core/types';

export const inGame = (d: Draft): PlayerId[] => playing(tableOf(d));

/** The sides still in the game: teams (810.8a: a team wins and loses as one) or players alone. */
export function sidesLeft(d: Draft): PlayerId[][] {
  const t = tableOf(d);
  const left = playing(t);
  if (!isTeamTable(t)) return left.map((p) => [p]);
  return allTeams(t).map((x) => x.filter((p) => left.includes(p))).filter((x) => x.length > 0);
}

const atZero = (d: Draft, p: PlayerId) => (own(d.board.life, p) ?? 20) <= 0;
/** 704.5b: `p` attempted to draw from an empty library since the last check. */
const drewFromEmpty = (d: Draft, p: PlayerId) => (d.res.emptyDraws ?? []).includes(p);

/** Players in the game at 0 or less life or who drew from an empty library, in APNAP order (players losing at once are listed so). */
export function losers(d: Draft): PlayerId[] {
  const loses = (p: PlayerId) => atZero(d, p) || drewFromEmpty(d, p);
  // 810.8a/c: with teams, a team at 0 or less loses as a team (its shared total is each head's), and
  // a team loses when either of its players loses (810.8a).
  const t = tableOf(d);
  const losing = (p: PlayerId) => !d.board.lost.includes(p) && (isTeamTable(t) ? teamOf(t, p).some(loses) : loses(p));
  // Checked after every ability that resolves: the APNAP order is only built when someone lost.
  return everyone(t).some(losing) ? seatsFromActive(t).filter(losing) : [];
}

/** 704.3: the check, a walkthrough step when it does something (a loss, or abilities to place). */
export function checkStateBased(d: Draft): void {
  const lost = losers(d);
  const t = tableOf(d);
  const drew = everyone(t).filter((p) => drewFromEmpty(d, p));
  d.res.check = false;
  if (d.res.emptyDraws) delete d.res.emptyDraws;
  log(d, { type: 'check', rule: '704.3', losers: lost, waiting: d.board.waiting.length, ...(isTeamTable(t) ? { byTeam: true as const } : {}), ...(drew.length ? { emptyDraws: drew } : {}) });
  // 704.5g, at the same time as the losses (704.3): creatures with lethal damage marked on them.
  destroyMarkedLethal(d);
  for (const p of lost) {
    const life = own(d.board.life, p) ?? 20;
    // Life first, as before (704.5a, 810.8c); otherwise the empty library (704.5b), the player's or their teammate's (810.8a).
    const byLife = isTeamTable(t) ? teamOf(t, p).some((q) => atZero(d, q)) : atZero(d, p);
    const emptyDraw = byLife ? undefined : (isTeamTable(t) ? teamOf(t, p) : [p]).find((q) => drew.includes(q));
    if (emptyDraw !== undefined) log(d, { type: 'lose-game', rule: '704.5b', player: p, life, emptyDraw });
    else log(d, { type: 'lose-game', rule: isTeamTable(t) ? '810.8c' : '704.5a', player: p, life });
    list(d, 'lost').push(p);
    res(d, 'leaving').push(p);
  }
}

/**
 * 104.2a / 104.4a: one player left wins; none left is a draw. Nothing else happens after. With
 * teams (810.8a) the last team wins as a team: `winner` is then null and `winners` names the team.
 */
export function endGame(d: Draft): void {
  const sides = sidesLeft(d);
  d.res.leaving = [];
  const team = isTeamTable(tableOf(d)) && sides.length === 1 ? sides[0]! : null;
  if (team) {
    d.res.over = { winner: null, winners: team.slice() };
    log(d, { type: 'game-over', rule: '810.8a', winner: null, winners: team.slice(), lost: d.board.lost.slice() });
    return;
  }
  const left = inGame(d);
  const winner = left.length === 1 ? left[0]! : null;
  d.res.over = { winner };
  log(d, { type: 'game-over', rule: winner ? '104.2a' : '104.4a', winner, lost: d.board.lost.slice() });
}

/**
 * 800.4a: the player leaves. Every object they own leaves the game; effects giving them control of
 * something end (in a scenario, `controller` stands for such an effect, so the permanent returns to
 * the player who controls it by default: its owner, or the player it entered under); objects they
 * control on the stack that are not cards cease to exist; whatever they still control is exiled: a
 * permanent that entered under their control (apnap/2's `enteredUnder`), or one whose default
 * controller has left too (800.4c). 800.4d: abilities they would control are never put on the
 * stack. 800.4j: if it was their turn, the turn goes on without an active player.
 */
export function leaveGame(d: Draft, p: PlayerId): void {
  res(d, 'leaving').shift();
  const removed = Object.values(d.cards).filter((c) => c.owner === p).map((c) => c.id);
  for (const id of removed) removeCard(d, id);
  const left = inGame(d).filter((x) => x !== p);
  const home = (id: string): PlayerId | null => {
    const c = own(d.cards, id);
    const to = c ? defaultController(c) : p;
    return to !== p && left.includes(to) ? to : null;
  };
  const mine = d.board.battlefield.filter((e) => e.controller === p);
  const returned = mine.filter((e) => home(e.card) !== null);
  const exiled = mine.filter((e) => home(e.card) === null);
  if (returned.length) replace(d, 'battlefield', d.board.battlefield.map((e) => (e.controller === p && home(e.card) !== null ? { card: e.card, controller: home(e.card)! } : e)));
  const ceased = d.board.stack.flatMap((x) => (isAbility(x) && x.controller === p ? [x.ability] : []));
  if (d.board.stack.some((x) => x.controller === p)) {
    // A copy of a spell is not a card: it ceases to exist (704.5e), only cards are exiled.
    const spells = d.board.stack.flatMap((x) => ('card' in x && x.controller === p ? [x.card] : []));
    replace(d, 'stack', d.board.stack.filter((x) => x.controller !== p));
    list(d, 'exile').push(...spells);
  }
  for (const e of exiled) toExile(d, e.card);
  const gone = d.board.waiting.filter((id) => own(d.res.abilities, id)?.controller === p);
  if (gone.length) replace(d, 'waiting', d.board.waiting.filter((id) => !gone.includes(id)));
  const name = (id: string) => own(d.cards, id)?.name ?? id;
  log(d, {
    type: 'leave-game',
    rule: '800.4a',
    player: p,
    removed,
    returned: returned.map((e) => ({ player: home(e.card)!, card: e.card, name: name(e.card) })),
    abilities: gone,
    // Facts added with apnap/2 (800.4a, 800.4j); absent where they say nothing, so older logs read the same.
    ...(ceased.length ? { ceased } : {}),
    ...(exiled.length ? { exiled: exiled.map((e) => ({ player: own(d.cards, e.card)?.owner ?? p, card: e.card, name: name(e.card) })) } : {}),
    ...(p === activeSeat(tableOf(d)) ? { active: true as const } : {}),
    ...(returned.length || exiled.length ? { cards: [...returned, ...exiled].map((e) => e.card) } : {}),
  });
}
