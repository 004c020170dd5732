// 121.2c: "If more than one player is instructed to draw cards, the active player performs all of
// their draws first, then each other player in turn order does the same." 805.6a (shared team
// turns): the active team's players first, in whatever order that team likes, then each player on
// each nonactive team in turn order. 121.6b: a draw replaced within the sequence is replaced
// completely before the sequence resumes. 704.5b: a player who attempted to draw from an empty
// library loses only when state-based actions are next checked, after all the draws.
//
// The active team's order is not asked: the only replacement of a draw the catalog has is Laboratory
// Maniac's ("you win the game instead"), and a player's win is the team's (810.8a), so every order
// the team could like gives the same outcome. The engine takes the team in seat order and says so.
import { apnap, inGame, isTeamTable, tableOf, teamOf } from '../core/authority';
import { since } from '../core/format';
import { list, log, res, zone, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { CardInfo, PlayerId } from '../core/types';

/** Laboratory Maniac (read by name in `apnap/3` only): "If you would draw a card while your library has no cards in it, you win the game instead." */
export const LABORATORY_MANIAC = 'Laboratory Maniac';

/** 121.2c / 805.6a: the players who draw, in the order they perform all their draws (the authority's order). */
export function drawOrder(d: Draft): PlayerId[] {
  const t = tableOf(d);
  const left = inGame(t);
  return apnap(t).filter((p) => left.includes(p));
}

/** The rule that orders the draws at this table: 121.2c, or 805.6a with shared team turns. */
export const drawRule = (d: Draft): string => (isTeamTable(tableOf(d)) ? '805.6a' : '121.2c');

/** A Laboratory Maniac `p` controls, whose effect replaces their draw from an empty library (614.1a). */
function maniacOf(d: Draft, p: PlayerId): CardInfo | undefined {
  if (!since(d.scenario.format, 'apnap/3')) return undefined;
  const entry = d.board.battlefield.find((e) => e.controller === p && own(d.cards, e.card)?.name === LABORATORY_MANIAC);
  return entry ? own(d.cards, entry.card) : undefined;
}

/**
 * `p` performs all of their `count` draws, one at a time (121.1: the top card of their library into
 * their hand). A draw from an empty library is attempted and remembered for 704.5b, unless a
 * Laboratory Maniac they control replaces it: they win the game at once (104.2b, 104.1) and nothing
 * else happens (the queued draws of later players are dropped). The cards drawn are not named: a
 * hand is hidden (400.2).
 */
export function drawCards(d: Draft, rule: string, p: PlayerId, count: number): void {
  const library = zone(d, 'library', p) ?? [];
  const hand = zone(d, 'hand', p) ?? [];
  let drawn = 0;
  let empty = 0;
  for (let i = 0; i < count; i++) {
    const top = library.shift();
    if (top !== undefined) {
      hand.push(top);
      drawn++;
      continue;
    }
    const maniac = maniacOf(d, p);
    if (maniac) {
      log(d, { type: 'draw', rule, player: p, count, drawn, empty, library: 0, replaced: picksOf(d, [{ player: p, card: maniac.id }])[0]!, cards: [maniac.id] });
      return win(d, p);
    }
    empty++;
  }
  log(d, { type: 'draw', rule, player: p, count, drawn, empty, library: library.length });
  if (empty > 0) rememberEmptyDraw(d, p);
}

/** 704.5b: `p` attempted to draw from an empty library; they lose at the next check. */
function rememberEmptyDraw(d: Draft, p: PlayerId): void {
  if (!(d.res.emptyDraws ?? []).includes(p)) d.res.emptyDraws = [...(d.res.emptyDraws ?? []), p];
}

/**
 * One draw outside a sequence of draws (connive, 701.50a): the top card into the hand (true), or, from
 * an empty library, replaced by a Laboratory Maniac `p` controls (the `draw` event, and `p` wins) or
 * remembered for 704.5b (false).
 */
export function drawOne(d: Draft, rule: string, p: PlayerId): boolean {
  const library = zone(d, 'library', p) ?? [];
  const top = library.shift();
  if (top !== undefined) {
    zone(d, 'hand', p)?.push(top);
    return true;
  }
  const maniac = maniacOf(d, p);
  if (!maniac) {
    rememberEmptyDraw(d, p);
    return false;
  }
  log(d, { type: 'draw', rule, player: p, count: 1, drawn: 0, empty: 0, library: 0, replaced: picksOf(d, [{ player: p, card: maniac.id }])[0]!, cards: [maniac.id] });
  win(d, p);
  return false;
}

/** 104.2b: an effect states that `p` wins; the game ends at once (104.1). With teams, the team wins (810.8a). */
function win(d: Draft, p: PlayerId): void {
  const t = tableOf(d);
  res(d, 'queue').length = 0;
  const lost = list(d, 'lost').slice();
  if (isTeamTable(t)) {
    const team = [...teamOf(t, p)];
    d.res.over = { winner: null, winners: team };
    log(d, { type: 'game-over', rule: '104.2b', winner: null, winners: team, lost, player: p });
    return;
  }
  d.res.over = { winner: p };
  log(d, { type: 'game-over', rule: '104.2b', winner: p, lost });
}
