// Council's Judgment: a vote (the Vote rule: 701.38 since late 2025, numbered 701.32 before), starting with the
// controller, in turn order, public (101.4b). Options: nonland permanents the controller doesn't
// control, so a voter may vote for their own. Every permanent with the most votes, ties
// included, is exiled.
import { toExile } from '../board';
import { cardQuestion } from '../questions';
import type { EffectScript } from '../rounds';
import { act } from '../state';
import { cardName, listText } from '../text';
import { startingWithIntro } from './common';

export const councilsJudgment: EffectScript = {
  id: 'councils-judgment',
  name: "Council's Judgment",
  text: "Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
  rule: '701.38',
  intro: (d) => startingWithIntro(d, '701.38', 'the controller', 'Votes are cast openly (Vote),'),
  steps: [
    {
      round: {
        order: 'sequential',
        rule: '701.38',
        faceDown: false,
        reasons: {
          first: (p) => `Council's Judgment says "starting with you": ${p}, its controller, votes first (Vote, 701.38).`,
          next: (p, _prev, d) => `Starting with ${d.controller} (the controller), ${p} votes next.`,
        },
        questions: [
          cardQuestion({
            query: { zone: 'battlefield', whose: 'others', nonland: true },
            min: 1,
            label: 'vote',
            kind: (d) => `a nonland permanent ${d.controller} doesn't control to vote for`,
            prompt: (d, p) => `Vote for a nonland permanent ${p === d.controller ? 'you' : d.controller} ${p === d.controller ? "don't" : "doesn't"} control.`,
            chose: (p, name) => `${p} votes for ${name}.`,
            skip: (d, p) => `There is no nonland permanent ${d.controller} doesn't control, so ${p} can't vote.`,
          }),
        ],
        finish: (d, choices) => {
          const votes = new Map<string, number>();
          for (const c of choices) for (const id of c.choice) votes.set(id, (votes.get(id) ?? 0) + 1);
          const most = Math.max(0, ...votes.values());
          const top = [...votes].filter(([, n]) => n === most).map(([id]) => id);
          const names = listText(top.map((id) => cardName(d.cards, id)));
          const s = most === 1 ? '' : 's';
          act(
            d,
            '701.38',
            top.length === 0
              ? 'No vote was cast, so nothing is exiled.'
              : top.length === 1
                ? `${names} has the most votes (${most}) and is exiled.`
                : `${names} are tied for the most votes (${most} vote${s} each) and are all exiled.`,
            top,
          );
          for (const id of top) toExile(d.board, id);
        },
      },
    },
  ],
};
