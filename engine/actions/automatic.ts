// The automatic actions an effect sets off (the simultaneous sacrifice, the life loss, the casts...).
// A round's finish queues them as data; the engine performs them one at a time (play/resolve.ts), so a
// walkthrough is a plain fold over decisions and automatic actions.
import { changeLife, toBattlefield, toExile, toGraveyard, toStack, handOf } from '../core/board';
import { addExtraTurn, putCopies } from '../rules/405.3-copies';
import { askAsEnters, isArchangelOfStrife } from '../rules/614.12a-entering';
import { takeMulligans } from '../rules/103.5-opening';
import { stampAndApply } from '../rules/613.7m-timestamps';
import { destroyReplaced } from '../rules/616.1-replacement';
import { drawCards, drawOrder } from '../rules/121.2c-draws';
import { look, moveScried } from '../rules/701.22c-scry';
import { clashThenMill, mill, revealForClash } from '../rules/701.30c-clash';
import { shuffleLibraries } from '../rules/701.23i-search';
import { dealCombatDamage } from '../rules/510.1-combat-damage';
import { die } from '../rules/603.3b-triggers';
import { log, res, type Automatic, type Draft, type Owned } from '../core/state';
import { everyone, tableOf } from '../core/authority';
import { own, picksOf } from '../core/text';
import type { CardId, PlayerId } from '../core/types';

const cardsOf = (xs: { card: CardId }[]) => (xs.length ? { cards: xs.map((x) => x.card) } : {});

const angelsOf = (d: Draft, a: Extract<Automatic, { do: 'enter' }>) => a.entering.filter((e) => isArchangelOfStrife(own(d.cards, e.card)));

/**
 * Whether an action is a walkthrough step of its own. Everything is, except cards about to enter
 * that first ask "as enters" choices: asking is not an action (the cards enter afterwards).
 */
export const isStep = (d: Draft, a: Automatic): boolean => a.do !== 'enter' || a.choices !== undefined || angelsOf(d, a).length === 0;

/** Moves cards to their owners' graveyards at once; creatures that die trigger abilities (603.10a). */
function toGraveyards(d: Draft, picks: Owned[], logIt: () => void): void {
  die(d, picks.map((x) => x.card), () => {
    logIt();
    for (const x of picks) {
      const c = own(d.cards, x.card);
      if (c) toGraveyard(d, c);
    }
  });
}

export function perform(d: Draft, a: Automatic): void {
  switch (a.do) {
    case 'life':
      log(d, { type: 'life', rule: a.rule, players: everyone(tableOf(d)).slice(), amount: a.amount });
      // 810.9: each player's loss applies to their team's shared total (a team of two loses it twice).
      for (const p of everyone(tableOf(d))) changeLife(d, p, a.amount);
      return;
    case 'sacrifice':
      return toGraveyards(d, a.picks, () => log(d, { type: 'sacrifice', rule: a.rule, what: a.what, noun: a.noun, picks: picksOf(d, a.picks), ...cardsOf(a.picks) }));
    case 'discard':
      return toGraveyards(d, a.picks, () => log(d, { type: 'discard', rule: a.rule, picks: picksOf(d, a.picks), ...cardsOf(a.picks) }));
    case 'destroy': {
      // Wrath of God: every creature on the battlefield is destroyed at the same moment.
      const picks = d.board.battlefield.filter((e) => own(d.cards, e.card)?.types.includes('creature')).map((e) => ({ player: e.controller, card: e.card }));
      return toGraveyards(d, picks, () => log(d, { type: 'destroy', rule: a.rule, picks: picksOf(d, picks), ...cardsOf(picks) }));
    }
    case 'exile':
      log(d, { type: 'exile', rule: a.rule, names: a.cards.map((c) => own(d.cards, c)?.name ?? c), votes: a.votes, ...cardsOf(a.cards.map((card) => ({ card }))) });
      for (const id of a.cards) toExile(d, id);
      return;
    case 'reveal':
      log(d, { type: 'reveal', rule: a.rule, picks: picksOf(d, a.picks), ...cardsOf(a.picks) });
      for (const x of a.picks) if (!d.res.revealed.includes(x.card)) res(d, 'revealed').push(x.card);
      return;
    case 'enter':
      if (a.choices === undefined && angelsOf(d, a).length > 0) return askAsEnters(d, a, angelsOf(d, a));
      return enter(d, a);
    case 'cast':
      return cast(d, a);
    case 'mulligan':
      return takeMulligans(d, a.rule, a.takers);
    case 'copies':
      return putCopies(d, a.rule, a.of, a.copiers);
    case 'extra-turn':
      return addExtraTurn(d, a.rule, a.player, a.team);
    case 'timestamps':
      return stampAndApply(d, a.rule, a.order);
    case 'destroy-replaced':
      return destroyReplaced(d, a.rule, a.chosen);
    case 'discard-hands': {
      // 701.9a: every hand goes to its owner's graveyard at the same moment (no choice: the whole hand).
      const players = drawOrder(d);
      const picks = players.flatMap((p) => handOf(d.board, p).map((card) => ({ player: p, card })));
      return toGraveyards(d, picks, () => log(d, { type: 'discard-hands', rule: a.rule, players, picks: picksOf(d, picks), ...cardsOf(picks) }));
    }
    case 'draw':
      return drawCards(d, a.rule, a.player, a.count);
    case 'look':
      return look(d, a.rule, a.who, a.count);
    case 'scry-move':
      return moveScried(d, a.rule, a.choices);
    case 'clash-reveal':
      return revealForClash(d, a.rule, a.who);
    case 'clash-move':
      return clashThenMill(d, a.rule, a.choices, a.mill);
    case 'mill':
      return mill(d, a.rule, a.player, a.count);
    case 'shuffle':
      return shuffleLibraries(d, a.rule, a.searchers);
    case 'combat-damage':
      return dealCombatDamage(d, a.rule, a.divisions);
  }
}

function enter(d: Draft, a: Extract<Automatic, { do: 'enter' }>): void {
  const picks = picksOf(d, a.entering.map((e) => ({ player: e.controller, card: e.card })));
  log(d, { type: 'enter', rule: a.rule, how: a.how, picks, lowest: a.lowest, ...cardsOf(a.entering) });
  for (const e of a.entering) toBattlefield(d, e.card, e.controller);
  if (!a.choices) return;
  const angels = angelsOf(d, a);
  angels.forEach((angel, k) => {
    const choices = a.choices!.filter((_c, i) => i % angels.length === k).map((c) => ({ player: c.player, choice: c.choice[0] ?? '' }));
    const [pick] = picksOf(d, [{ player: angel.controller, card: angel.card }]);
    log(d, { type: 'entered-with', rule: '101.4', pick: pick!, choices, cards: [angel.card] });
  });
}

/** Rituel (original wording): 608.2f, one cast at a time in APNAP order; 400.7 if the card is gone. */
function cast(d: Draft, a: Extract<Automatic, { do: 'cast' }>): void {
  const c = own(d.cards, a.card);
  const name = c?.name ?? a.card;
  if (!handOf(d.board, d.controller).includes(a.card)) {
    log(d, { type: 'cast-fails', rule: '400.7', player: a.player, name, by: a.by, holder: d.controller, cards: [a.card] });
    return;
  }
  log(d, { type: 'cast', rule: '608.2f', player: a.player, name, cards: [a.card] });
  castOnStack(d, a.player, a.card);
}

/** 608.2g: the spell goes on top of the stack; its caster controls it (112.2), the card's owner owns it (400.3). */
export function castOnStack(d: Draft, p: PlayerId, id: CardId): void {
  const c = own(d.cards, id);
  if (c) toStack(d, c, p);
  log(d, { type: 'spell-on-stack', rule: '608.2g', player: p, name: c?.name ?? id, owner: c?.owner ?? d.controller, cards: [id] });
}
