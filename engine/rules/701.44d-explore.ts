// 701.44a: "To [explore], that permanent's controller reveals the top card of their library. If a land
// card is revealed this way, that player puts that card into their hand. Otherwise, that player puts
// a +1/+1 counter on the exploring permanent and may put the revealed card into their graveyard."
// 701.44d: several permanents explore one at a time (701.44d-instructed.ts).
//
// The revealed card is public (701.44a: revealed), so every later chooser knows it: a nonland card
// left on top is revealed again by the next permanent to explore (official ruling on Jadelight
// Ranger: "If you reveal a nonland card the first time Jadelight Ranger explores and leave it on top
// of your library, you'll reveal the same card the second time it explores."). With an empty
// library nothing is revealed, which is not a land card: the permanent gets its counter ("Otherwise").
import type { Question } from './101.4-choice-round';
import { addCounters, type Instruction } from './701.44d-instructed';
import { log, res, zone, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { CardId, PlayerId, QuestionKey } from '../core/types';

/** The choice after a nonland card is revealed: leave it on top, or put it into the graveyard. */
export const KEEP = 'top';
export const BIN = 'graveyard';

const keepQuestion: Question = {
  key: 'explore-keep' satisfies QuestionKey,
  kind: 'named',
  min: 1,
  params: (d) => {
    const a = d.res.acting;
    return { explorer: a ? own(d.cards, a.card)?.name ?? a.card : '', name: a?.revealed ? own(d.cards, a.revealed)?.name ?? a.revealed : '' };
  },
  options: () => [KEEP, BIN],
  whyNot: () => ({ why: 'keep-or-graveyard' }),
};

const reveal = (d: Draft, card: CardId): void => {
  if (!d.res.revealed.includes(card)) res(d, 'revealed').push(card);
  // The table sees the reveal with the choice that set it off (101.4b).
  if (d.res.shown) d.res.shown = { ...d.res.shown, revealed: d.res.revealed.slice() };
};

function explore(d: Draft, p: PlayerId, card: CardId): void {
  const library = zone(d, 'library', p) ?? [];
  const top = library[0];
  const explorer = picksOf(d, [{ player: p, card }])[0]!;
  const revealed = top === undefined ? undefined : picksOf(d, [{ player: p, card: top }])[0]!;
  if (top !== undefined) reveal(d, top);
  if (top !== undefined && own(d.cards, top)?.types.includes('land')) {
    library.shift();
    zone(d, 'hand', p)?.push(top);
    log(d, { type: 'explore', rule: '701.44a', player: p, pick: explorer, revealed, land: true, counters: d.board.counters ? own(d.board.counters, card) ?? 0 : 0, cards: [card, top] });
    return;
  }
  const counters = addCounters(d, card, 1);
  log(d, { type: 'explore', rule: '701.44a', player: p, pick: explorer, ...(revealed ? { revealed } : {}), land: false, counters, cards: top === undefined ? [card] : [card, top] });
  // A nonland card: its controller may put it into their graveyard (the choice comes next).
  if (top !== undefined) d.res.acting = { player: p, card, revealed: top };
}

function keepOrBin(d: Draft, p: PlayerId, choice: string[]): void {
  const a = d.res.acting;
  delete d.res.acting;
  if (!a?.revealed || choice[0] !== BIN) return;
  const library = zone(d, 'library', p) ?? [];
  const at = library.indexOf(a.revealed);
  if (at >= 0) library.splice(at, 1);
  zone(d, 'graveyard', own(d.cards, a.revealed)?.owner ?? p)?.push(a.revealed);
}

/** Explore as 701.44d instructs it, for the permanents `instructed` names. */
export const exploreInstruction = (instructed: Instruction['instructed']): Instruction => ({
  rule: '701.44d',
  style: 'explore',
  choose: 'choose-explorer',
  instructed,
  act: explore,
  last: keepQuestion,
  finish: keepOrBin,
});
