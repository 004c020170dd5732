// Council's Judgment: a vote (the Vote rule: 701.38 since the 2025-06-06 edition of the Comprehensive Rules, numbered 701.32 before, as in the 2025-04-04 edition), starting with the
// controller, in turn order, public (101.4b). Options: nonland permanents the controller doesn't
// control, so a voter may vote for their own. Every permanent with the most votes, ties
// included, is exiled.
import { cardQuestion } from '../rules/608.2d-questions';
import { oneRound, queue } from './common';

export const councilsJudgment = oneRound('councils-judgment', {
  order: 'sequential',
  rule: '701.38',
  faceDown: false,
  votes: true,
  style: 'councils-judgment',
  questions: [
    cardQuestion({
      key: 'vote',
      query: { zone: 'battlefield', whose: 'others', nonland: true },
      min: 1,
      params: (d) => ({ controller: d.controller }),
    }),
  ],
  finish: (d, choices) => {
    const votes = new Map<string, number>();
    for (const c of choices) for (const id of c.choice) votes.set(id, (votes.get(id) ?? 0) + 1);
    const most = Math.max(0, ...votes.values());
    const top = [...votes].filter(([, n]) => n === most).map(([id]) => id);
    queue(d, { do: 'exile', rule: '701.38', cards: top, votes: most });
  },
});
