// The seed card Rituel, both wordings: "Reveal your hand. [Starting with you,] each player may
// choose a nonland card from your hand and cast that card without paying its mana cost."
// "Your" is the caster (the effect's controller); every player, the caster included, chooses.
import { handOf, toStack } from '../board';
import { cardQuestion } from '../questions';
import type { Question } from '../rounds';
import { log, type Draft } from '../state';
import { cardName, listText, own } from '../text';
import type { CardId, PlayerId } from '../types';

export const RITUEL_FRENCH_ORIGINAL =
  'Révélez votre main. Chaque joueur peut choisir une carte non-terrain de votre main et lancer cette carte sans payer son cout de mana.';
export const RITUEL_FRENCH_ERRATA =
  'Révélez votre main. À commencer par vous, chaque joueur peut choisir une carte non-terrain de votre main et lancer cette carte sans payer son cout de mana.';

/** "Reveal your hand": the caster's hand is public from now on (101.4b applies to the choices). */
export function revealHand(d: Draft): void {
  const hand = handOf(d.board, d.controller);
  for (const id of hand) if (!d.i.revealed.includes(id)) d.i.revealed.push(id);
  const names = hand.length ? `: ${listText(hand.map((id) => cardName(d.cards, id)))}` : ' (it is empty)';
  log(d, 'action', '608.2c', `${d.controller}, the caster, reveals their hand${names}.`, hand.length ? { cards: hand.slice() } : {});
}

export function rituelQuestion(castAtOnce: boolean): Question {
  return cardQuestion({
    query: { zone: 'hand', whose: 'others', nonland: true },
    min: 0,
    label: 'card',
    kind: (d) => `a nonland card in ${d.controller}'s hand to cast`,
    prompt: (d, p) =>
      `You may choose a nonland card from ${p === d.controller ? 'your' : `${d.controller}'s`} hand to cast without paying its mana cost, or choose nothing.`,
    chose: (p, name) => (castAtOnce ? `${p} chooses ${name} and casts it without paying its mana cost.` : `${p} chooses ${name}.`),
    declined: (p) => `${p} chooses no card.`,
    skip: (d, p) => `There is no nonland card in ${d.controller}'s hand for ${p} to choose.`,
  });
}

/** 608.2g: the spell goes on top of the stack; its caster controls it, the card's owner owns it. */
export function cast(d: Draft, p: PlayerId, id: CardId): string {
  const c = own(d.cards, id);
  if (c) toStack(d.board, c, p);
  return `${cardName(d.cards, id)} goes on top of the stack: ${p} controls it, ${c?.owner ?? d.controller} owns it.`;
}

/** 608.2g: the last spell cast is on top and resolves first. */
export function stackEnd(d: Draft): { rule: string; text: string } {
  const top = d.board.stack.slice().reverse().map((e) => `${cardName(d.cards, e.card)} (${e.controller})`);
  return {
    rule: '608.2g',
    text: top.length
      ? `Rituel has finished resolving. The stack, from the top: ${top.join(', ')}; the last card cast resolves first.`
      : 'Rituel has finished resolving; no card was cast.',
  };
}
