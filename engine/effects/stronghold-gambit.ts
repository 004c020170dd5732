// Stronghold Gambit, 101.4a: APNAP, each player chooses a card in hand face down (any card: a
// noncreature card is a legal bluff); then all are revealed; then the owner of each revealed
// creature card with the lowest mana value (ties: all of them) puts it onto the battlefield.
import { cardQuestion } from '../rules/608.2d-questions';
import { own } from '../core/text';
import { faceDownRound, oneRound, picked, queue } from './common';

export const strongholdGambit = oneRound(
  'stronghold-gambit',
  faceDownRound(
    cardQuestion({
      key: 'choose-card-face-down',
      query: { zone: 'hand', whose: 'self' },
      min: 1,
    }),
    (d, choices) => {
      const p = picked(choices);
      if (p.length === 0) return;
      queue(d, { do: 'reveal', rule: '608.2e', picks: p });
      const creatures = p.filter((x) => own(d.cards, x.card)?.types.includes('creature'));
      const mv = (id: string) => own(d.cards, id)?.manaValue ?? 0;
      const lowest = Math.min(...creatures.map((x) => mv(x.card)));
      const winners = creatures.filter((x) => mv(x.card) === lowest);
      if (winners.length === 0) {
        queue(d, { do: 'enter', rule: '608.2e', how: 'no-creature', entering: [], lowest: 0, newRound: false });
        return;
      }
      const entering = winners.map((x) => ({ card: x.card, controller: own(d.cards, x.card)?.owner ?? x.player }));
      queue(d, { do: 'enter', rule: '101.4', how: 'lowest', entering, lowest, newRound: false });
    },
  ),
);
