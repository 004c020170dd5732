// Stronghold Gambit, 101.4a: APNAP, each player chooses a card in hand face down (any card: a
// noncreature card is a legal bluff); then all are revealed; then the owner of each revealed
// creature card with the lowest mana value (ties: all of them) puts it onto the battlefield.
import { enterTogether } from '../abilities';
import { cardQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { act } from '../state';
import { listText, own } from '../text';
import { apnapIntro, picked, whoseCards } from './common';

export const strongholdGambit: EffectScript = {
  id: 'stronghold-gambit',
  name: 'Stronghold Gambit',
  text: 'Each player chooses a card in their hand. Then each player reveals their chosen card. The owner of each creature card revealed this way with the lowest mana value puts it onto the battlefield.',
  rule: '101.4a',
  intro: (d) => apnapIntro(d, '101.4', 'Each player chooses a card in hand, face down (101.4a),'),
  steps: [
    {
      round: {
        order: 'apnap',
        rule: '101.4',
        faceDown: true,
        questions: [
          cardQuestion({
            query: { zone: 'hand', whose: 'self' },
            min: 1,
            label: 'card',
            kind: (_d, p) => `any card in ${p}'s hand (a noncreature card is a legal bluff)`,
            prompt: () => 'Choose a card in your hand, face down (101.4a). Any card will do: a noncreature card is a legal bluff.',
            chose: (p, name) => `${p} chooses ${name}.`,
            skip: (_d, p) => `${p} has no card in hand, so ${p} has nothing to choose.`,
          }),
        ],
        finish: (d, choices) => {
          const p = picked(choices);
          if (p.length === 0) return;
          act(d, '608.2e', `Each player reveals the chosen card: ${whoseCards(d, p)}.`, p.map((x) => x.card));
          for (const x of p) if (!d.i.revealed.includes(x.card)) d.i.revealed.push(x.card);
          const creatures = p.filter((x) => own(d.cards, x.card)?.types.includes('creature'));
          const mv = (id: string) => own(d.cards, id)?.manaValue ?? 0;
          const lowest = Math.min(...creatures.map((x) => mv(x.card)));
          const winners = creatures.filter((x) => mv(x.card) === lowest);
          if (winners.length === 0) {
            act(d, '608.2e', 'No creature card was revealed, so nothing is put onto the battlefield.');
            return;
          }
          const names = listText(winners.map((x) => own(d.cards, x.card)?.name ?? x.card));
          const owners = winners.map((x) => ({ card: x.card, controller: own(d.cards, x.card)?.owner ?? x.player }));
          enterTogether(d, owners, {
            rule: '101.4',
            restart: false,
            ownStep: true,
            text:
              winners.length > 1
                ? `${names} are tied for the lowest mana value among the revealed creature cards (${lowest}); their owners put them onto the battlefield simultaneously.`
                : `${names} has the lowest mana value among the revealed creature cards (${lowest}); its owner, ${owners[0]?.controller}, puts it onto the battlefield.`,
          });
        },
      },
    },
  ],
};
