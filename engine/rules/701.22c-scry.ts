// 701.22a: to scry N, a player looks at the top N cards of their library, then puts any number of
// them on the bottom of their library in any order and the rest on top in any order. 701.22c: if
// several players scry at once, each of them looks at the top cards of their library at the same
// time; they decide in APNAP order (101.4) where to put those cards; then the cards move at the same
// time. What a later player knows (101.4a, 101.4b): how many cards an earlier player put on top and
// how many on the bottom is public; which cards is not (a library is hidden, 401.2). So a placement
// names positions among the cards looked at, never a card.
import { inGame, tableOf } from '../core/authority';
import { libraryOf } from '../core/board';
import { log, zone, type Draft, type Owned, type RoundChoice } from '../core/state';
import type { Question } from './101.4-choice-round';
import type { CardId, Params, PlayerId } from '../core/types';

/** The cards `p` is looking at (701.22c), top first: seen by `p` only (the view, play/view.ts). */
export const lookingAt = (d: Draft, p: PlayerId): CardId[] => (d.res.looking ?? []).filter((x) => x.player === p).map((x) => x.card);

/** Every ordering of `xs`. */
function orderings(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => orderings([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * 701.22a: every way to put back `n` cards looked at, written `top/bottom` with the 1-based positions
 * the cards had (1: the card that was on top): `2,1/` keeps both on top, the second one now first;
 * `1/2` keeps the first on top and puts the second on the bottom; `/1` puts the only one on the
 * bottom. Each list is in the order the cards end up, top first.
 */
export function placements(n: number): string[] {
  const all = Array.from({ length: n }, (_, i) => i + 1);
  const out: string[] = [];
  for (let mask = (1 << n) - 1; mask >= 0; mask--) {
    const top = all.filter((i) => mask & (1 << (i - 1)));
    const bottom = all.filter((i) => !(mask & (1 << (i - 1))));
    for (const t of orderings(top)) for (const b of orderings(bottom)) out.push(`${t.join(',')}/${b.join(',')}`);
  }
  return out;
}

/** A placement's positions on top and on the bottom, each top first. */
export function parsePlacement(option: string): { top: number[]; bottom: number[] } {
  const [top = '', bottom = ''] = option.split('/');
  const nums = (s: string) => (s ? s.split(',').map(Number) : []);
  return { top: nums(top), bottom: nums(bottom) };
}

/** 701.22a, 701.22c: the looked-at cards' placement; a player looking at no card has nothing to decide. */
export const scryQuestion: Question = {
  key: 'scry',
  kind: 'named',
  min: 1,
  options: (d, p) => {
    const n = lookingAt(d, p).length;
    return n ? placements(n) : [];
  },
  params: (d, p) => ({ count: lookingAt(d, p).length, controller: d.controller }),
  whyNot: (d, p): Params => (lookingAt(d, p).length ? { why: 'not-a-placement', player: p, count: lookingAt(d, p).length } : { why: 'not-scrying', player: p }),
  skipRule: '701.22c',
};

/** 701.22c: each of `players` looks at the top `count` cards of their library at the same time. */
export function look(d: Draft, rule: string, players: PlayerId[], count: number): void {
  const left = inGame(tableOf(d));
  const seen: Owned[] = [];
  const looked = players.filter((p) => left.includes(p)).map((p) => {
    const cards = libraryOf(d.board, p).slice(0, count);
    seen.push(...cards.map((card) => ({ player: p, card })));
    return { player: p, count: cards.length };
  });
  d.res.looking = [...(d.res.looking ?? []), ...seen];
  log(d, { type: 'look', rule, players: looked, count });
}

/**
 * 701.22c: the cards move at the same time, each player's as they decided (top in the order chosen,
 * the rest on the bottom in the order chosen). The log says how many went where, never which card.
 */
export function moveScried(d: Draft, rule: string, choices: RoundChoice[]): void {
  const moves = choices.flatMap((c) => {
    const cards = lookingAt(d, c.player);
    const option = c.choice[0];
    if (!cards.length || option === undefined) return [];
    const { top, bottom } = parsePlacement(option);
    const library = zone(d, 'library', c.player) ?? [];
    library.splice(0, cards.length);
    library.unshift(...top.map((i) => cards[i - 1]!));
    library.push(...bottom.map((i) => cards[i - 1]!));
    return [{ player: c.player, top: top.length, bottom: bottom.length }];
  });
  const moved = new Set(moves.map((m) => m.player));
  const rest = (d.res.looking ?? []).filter((x) => !moved.has(x.player));
  if (rest.length) d.res.looking = rest;
  else delete d.res.looking;
  log(d, { type: 'scry', rule, moves });
}
