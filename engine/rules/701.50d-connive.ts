// 701.50a: "To [connive], that permanent's controller draws a card, then discards a card. If a nonland
// card is discarded this way, that player puts a +1/+1 counter on the conniving permanent."
// 701.50d: several permanents connive one at a time (701.44d-instructed.ts).
//
// The drawn card is hidden (a hand is hidden, 400.2): later choosers learn only that a card was
// drawn. The discarded card is public (it goes to the graveyard, 400.2). A draw from an empty library
// is attempted and loses at the next check (704.5b), as 121.2c's draws do (the same code, so
// Laboratory Maniac replaces it the same way, 121.6b). The draw is said in the `connive` event
// (`drawn`, `library`), so that the choices of the process stay one round (no `draw` event but
// Laboratory Maniac's, which ends the game). With no card in hand, nothing is discarded
// and no counter is put. Connive N (701.50e) is not in the catalog.
import { cardQuestion } from './608.2d-questions';
import { addCounters, type Instruction } from './701.44d-instructed';
import { drawOne } from './121.2c-draws';
import { log, res, zone, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import { handOf, toGraveyard } from '../core/board';
import type { CardId, PlayerId } from '../core/types';

const discardQuestion = cardQuestion({
  key: 'connive-discard',
  query: { zone: 'hand', whose: 'self' },
  min: 1,
  params: (d) => {
    const a = d.res.acting;
    return { conniver: a ? own(d.cards, a.card)?.name ?? a.card : '' };
  },
});

const counterOf = (d: Draft, card: CardId): number => (d.board.counters ? own(d.board.counters, card) ?? 0 : 0);

function connive(d: Draft, p: PlayerId, card: CardId): void {
  const pick = picksOf(d, [{ player: p, card }])[0]!;
  const drawn = drawOne(d, '701.50a', p);
  // 104.2b: Laboratory Maniac replaced the draw and its controller won: the game ends at once (104.1).
  if (d.res.over) return void (res(d, 'rounds').length = 0);
  const library = (zone(d, 'library', p) ?? []).length;
  log(d, { type: 'connive', rule: '701.50a', step: 'draw', player: p, pick, drawn: drawn ? 1 : 0, library, counters: counterOf(d, card), cards: [card] });
  if (handOf(d.board, p).length === 0) {
    log(d, { type: 'connive', rule: '701.50a', step: 'no-discard', player: p, pick, counters: counterOf(d, card), cards: [card] });
    return;
  }
  d.res.acting = { player: p, card };
}

function discard(d: Draft, p: PlayerId, choice: string[]): void {
  const a = d.res.acting;
  delete d.res.acting;
  const id = choice[0];
  const info = id === undefined ? undefined : own(d.cards, id);
  if (!a || !info) return;
  toGraveyard(d, info);
  const nonland = !info.types.includes('land');
  const counters = nonland ? addCounters(d, a.card, 1) : counterOf(d, a.card);
  const pick = picksOf(d, [{ player: p, card: a.card }])[0]!;
  const discarded = picksOf(d, [{ player: p, card: info.id }])[0]!;
  log(d, { type: 'connive', rule: '701.50a', step: 'discard', player: p, pick, discarded, counter: nonland, counters, cards: [a.card, info.id] });
}

/** Connive as 701.50d instructs it, for the permanents `instructed` names. */
export const conniveInstruction = (instructed: Instruction['instructed']): Instruction => ({
  rule: '701.50d',
  style: 'connive',
  choose: 'choose-conniver',
  instructed,
  act: connive,
  last: discardQuestion,
  finish: discard,
});
