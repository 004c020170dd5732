// "Who chooses next?": a table part-way through an effect; the reader clicks the seat of the
// player the engine asks next (101.4 APNAP, "starting with you" turn order, 101.4c several
// choices, 608.2d a player with nothing to choose is skipped).
import { anyFaceDown, play, randomChooser } from '../play';
import { DEFAULT_PLAN, randomTable } from '../table';
import type { Topic } from '../topic';
import { askedNext, features, ROUND_EFFECTS } from './shared';

export const whoChoosesNext: Topic = {
  id: 'who-chooses-next',
  make(rng, { uniqueNames }) {
    const effect = rng.pick(ROUND_EFFECTS);
    const scenario = randomTable(rng, effect, DEFAULT_PLAN, uniqueNames);
    const played = play(scenario, randomChooser(rng), rng.int(0, 10));
    // Any moment where the engine waits for a player will do; a later one shows more of the effect.
    const moments = played.states.flatMap((s, i) => (s.pending ? [i] : []));
    if (moments.length === 0) return null;
    const later = moments.filter((i) => i > 0);
    const at = later.length && rng.chance(0.85) ? rng.pick(later) : rng.pick(moments);
    const { pending, draft } = askedNext(scenario, played, at);
    return {
      ...draft,
      effect,
      // The why is the pending decision's reason, read from `state` in every language.
      facts: { topic: 'who-chooses-next', effect, player: pending.player },
      features: features(scenario, anyFaceDown(played.states.slice(0, at + 1)), effect),
    };
  },
};
