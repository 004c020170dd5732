// 701.30a: to clash, a player reveals the top card of their library; that player may then put that
// card on the bottom of their library. 701.30b: "clash with an opponent" means "choose an opponent;
// you and that opponent each clash". 701.30c: the clashing players reveal at the same time, then
// decide in APNAP order (101.4) where to put those cards, then the cards move at the same time. The
// revealed cards are public, so a later player decides knowing each earlier decision (101.4b).
// 701.30d: a player wins if their card's mana value is higher than that of every other card revealed
// (a tie: nobody wins). 701.17a: to mill N, a player puts the top N cards of their library into
// their graveyard.
import { apnap, inGame, isOpponent, opponents, tableOf } from '../core/authority';
import { libraryOf, toGraveyard } from '../core/board';
import { log, res, zone, type Draft, type RoundChoice } from '../core/state';
import { own, picksOf } from '../core/text';
import type { Question } from './101.4-choice-round';
import type { CardId, Params, PlayerId } from '../core/types';

/** The answer a player gave to `question` during this resolution, if any (from the log). */
function answered(d: Draft, question: 'clash-target' | 'clash-opponent'): PlayerId | undefined {
  for (const e of d.events) if (e.type === 'choose' && e.question === question) return e.choice[0];
  return undefined;
}

/** 701.30b: the clashing players: the controller and the opponent they chose, in APNAP order (the authority's). */
export function clashers(d: Draft): PlayerId[] {
  const opponent = answered(d, 'clash-opponent');
  const t = tableOf(d);
  const left = inGame(t);
  return opponent === undefined ? [] : apnap(t).filter((p) => (p === d.controller || p === opponent) && left.includes(p));
}

/** The controller of the spell the effect targets (chosen as it was cast, 115.1a). */
export const targetController = (d: Draft): PlayerId | undefined => answered(d, 'clash-target');

/** The card `p` revealed for the clash, if any (the top of their library while it is revealed). */
export function revealedBy(d: Draft, p: PlayerId): CardId | undefined {
  const top = libraryOf(d.board, p)[0];
  return top !== undefined && d.res.revealed.includes(top) ? top : undefined;
}

const controllerOnly = (d: Draft, p: PlayerId, options: () => string[]): string[] => (p === d.controller && !d.res.over ? options() : []);

/** 115.1a: the spell the effect targets, named by its controller (any player in the game, the caster included). */
export const clashTargetQuestion: Question = {
  key: 'clash-target',
  kind: 'players',
  min: 1,
  options: (d, p) => controllerOnly(d, p, () => inGame(tableOf(d))),
  params: (d) => ({ controller: d.controller }),
  whyNot: (d, p, option): Params => (p === d.controller ? { why: 'left-the-game', player: option } : { why: 'not-the-caster', player: p, controller: d.controller }),
  skipRule: '115.1a',
};

/** 701.30b: the opponent the controller clashes with (102.3: at a team table, not a teammate). */
export const clashOpponentQuestion: Question = {
  key: 'clash-opponent',
  kind: 'players',
  min: 1,
  options: (d, p) => controllerOnly(d, p, () => opponents(tableOf(d), d.controller)),
  params: (d) => ({ controller: d.controller }),
  whyNot: (d, p, option): Params =>
    p !== d.controller ? { why: 'not-the-caster', player: p, controller: d.controller } : isOpponent(tableOf(d), d.controller, option) ? { why: 'left-the-game', player: option } : { why: 'not-an-opponent-of', player: option, controller: d.controller },
  skipRule: '701.30b',
};

/** 701.30a, 701.30c: a clashing player who revealed a card keeps it on top or puts it on the bottom. */
export const clashBottomQuestion: Question = {
  key: 'clash-bottom',
  kind: 'named',
  min: 1,
  options: (d, p) => (revealedBy(d, p) !== undefined ? ['top', 'bottom'] : []),
  params: (d, p) => {
    const card = revealedBy(d, p);
    return { controller: d.controller, clashing: clashers(d).includes(p) ? 1 : 0, ...(card !== undefined ? { name: own(d.cards, card)?.name ?? card } : {}) };
  },
  whyNot: (d, p): Params => (revealedBy(d, p) !== undefined ? { why: 'not-top-or-bottom', player: p } : { why: 'not-clashing', player: p }),
  skipRule: '701.30c',
};

/** 701.30c: each clashing player reveals the top card of their library at the same time. */
export function revealForClash(d: Draft, rule: string, players: PlayerId[]): void {
  const picks = players.flatMap((p) => {
    const top = libraryOf(d.board, p)[0];
    return top === undefined ? [] : [{ player: p, card: top }];
  });
  for (const x of picks) if (!d.res.revealed.includes(x.card)) res(d, 'revealed').push(x.card);
  log(d, { type: 'clash-reveal', rule, players, picks: picksOf(d, picks), ...(picks.length ? { cards: picks.map((x) => x.card) } : {}) });
}

/** 701.30d: the player whose revealed card has a mana value higher than every other revealed card, or null. */
export function clashWinner(values: { player: PlayerId; manaValue: number }[]): PlayerId | null {
  const [best, ...rest] = [...values].sort((a, b) => b.manaValue - a.manaValue);
  return best !== undefined && rest.every((x) => x.manaValue < best.manaValue) ? best.player : null;
}

/** 701.30c: the revealed cards move at the same time (top or bottom, as decided); 701.30d: who won. */
export function moveClashed(d: Draft, rule: string, choices: RoundChoice[]): PlayerId | null {
  const players = clashers(d);
  const shown = players.flatMap((p) => {
    const card = revealedBy(d, p);
    return card === undefined ? [] : [{ player: p, card }];
  });
  const values = shown.map((x) => ({ player: x.player, manaValue: own(d.cards, x.card)?.manaValue ?? 0 }));
  const bottom = choices.filter((c) => c.choice[0] === 'bottom' && shown.some((x) => x.player === c.player)).map((c) => c.player);
  for (const p of bottom) {
    const library = zone(d, 'library', p) ?? [];
    const card = library.shift();
    if (card !== undefined) library.push(card);
  }
  // The cards are no longer revealed once they are back in a hidden zone (401.2).
  if (shown.length) d.res.revealed = d.res.revealed.filter((c) => !shown.some((x) => x.card === c));
  const winner = clashWinner(values);
  log(d, { type: 'clash', rule, bottom, values, winner, controller: d.controller });
  return winner;
}

/** 701.30c-d, then Broken Ambitions' "If you win, that spell's controller mills four cards.": the mill comes next, as a step of its own. */
export function clashThenMill(d: Draft, rule: string, choices: RoundChoice[], count: number): void {
  const target = targetController(d);
  if (moveClashed(d, rule, choices) === d.controller && target !== undefined) res(d, 'queue').push({ do: 'mill', rule: '701.17a', player: target, count });
}

/** 701.17a: `p` puts the top `count` cards of their library into their graveyard (fewer if it is smaller). */
export function mill(d: Draft, rule: string, p: PlayerId, count: number): void {
  const top = libraryOf(d.board, p).slice(0, count);
  const picks = top.map((card) => ({ player: p, card }));
  log(d, { type: 'mill', rule, player: p, count, picks: picksOf(d, picks), ...(top.length ? { cards: top } : {}) });
  for (const id of top) {
    const c = own(d.cards, id);
    if (c) toGraveyard(d, c);
  }
}
