// State-based actions (704.3) once an effect or ability has finished resolving: a player with 0 or
// less life loses (704.5a). With two players, or when one or no player is left, the game is over
// (104.2a: the last player wins; 104.4a: all remaining players lost at once, a draw). With more
// players left, each player who lost leaves the game (104.5, not a state-based action; 800.4a says what leaving does).
import { removeCard } from './board';
import { apnapOrder } from './order';
import { list, log, replace, res, type Draft } from './state';
import { own } from './text';
import type { PlayerId } from './types';

export const inGame = (d: Draft): PlayerId[] => d.players.filter((p) => !d.board.lost.includes(p));

/** Players in the game at 0 or less life, in APNAP order (players losing at once are listed so). */
export function losers(d: Draft): PlayerId[] {
  const losing = (p: PlayerId) => !d.board.lost.includes(p) && (own(d.board.life, p) ?? 20) <= 0;
  // Checked after every ability that resolves: the APNAP order is only built when someone lost.
  return d.players.some(losing) ? apnapOrder(d.players, d.active).filter(losing) : [];
}

/** 704.3: the check, a walkthrough step when it does something (a loss, or abilities to place). */
export function checkStateBased(d: Draft): void {
  const lost = losers(d);
  d.res.check = false;
  log(d, { type: 'check', rule: '704.3', losers: lost, waiting: d.board.waiting.length });
  for (const p of lost) {
    log(d, { type: 'lose-game', rule: '704.5a', player: p, life: own(d.board.life, p) ?? 20 });
    list(d, 'lost').push(p);
    res(d, 'leaving').push(p);
  }
}

/** 104.2a / 104.4a: one player left wins; none left is a draw. Nothing else happens after. */
export function endGame(d: Draft): void {
  const left = inGame(d);
  const winner = left.length === 1 ? left[0]! : null;
  d.res.over = { winner };
  d.res.leaving = [];
  log(d, { type: 'game-over', rule: winner ? '104.2a' : '104.4a', winner, lost: d.board.lost.slice() });
}

/**
 * 800.4a: the player leaves. Every object they own leaves the game; effects giving them control of
 * something end (in a scenario, `controller` stands for such an effect, so the permanent returns to
 * its owner); objects they control on the stack that are not cards cease to exist; whatever they
 * still control is exiled. 800.4d: abilities they would control are never put on the stack.
 */
export function leaveGame(d: Draft, p: PlayerId): void {
  res(d, 'leaving').shift();
  const removed = Object.values(d.cards).filter((c) => c.owner === p).map((c) => c.id);
  for (const id of removed) removeCard(d, id);
  const returned = d.board.battlefield.filter((e) => e.controller === p);
  const ownerOf = (id: string) => own(d.cards, id)?.owner ?? p;
  if (returned.length) replace(d, 'battlefield', d.board.battlefield.map((e) => (e.controller === p ? { card: e.card, controller: ownerOf(e.card) } : e)));
  if (d.board.stack.some((x) => x.controller === p)) {
    // A copy of a spell is not a card: it ceases to exist (704.5e), only cards are exiled.
    const spells = d.board.stack.flatMap((x) => ('card' in x && x.controller === p ? [x.card] : []));
    replace(d, 'stack', d.board.stack.filter((x) => x.controller !== p));
    list(d, 'exile').push(...spells);
  }
  const gone = d.board.waiting.filter((id) => own(d.res.abilities, id)?.controller === p);
  if (gone.length) replace(d, 'waiting', d.board.waiting.filter((id) => !gone.includes(id)));
  log(d, {
    type: 'leave-game',
    rule: '800.4a',
    player: p,
    removed,
    returned: returned.map((e) => ({ player: ownerOf(e.card), card: e.card, name: own(d.cards, e.card)?.name ?? e.card })),
    abilities: gone,
  });
}
