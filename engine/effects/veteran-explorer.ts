// Veteran Explorer's triggered ability (apnap/3): "When this creature dies, each player may search
// their library for up to two basic land cards, put them onto the battlefield, then shuffle." (its
// text as the Comprehensive Rules quote it, 701.23f's example). The ability is the effect resolving:
// its controller is the effect's controller, whoever is the active player.
// 701.23i: every player looks at their library at the same time, then they decide in APNAP order
// (from the active player, not from the ability's controller) which cards to find, face down
// (701.23e: the ability reveals nothing; 101.4a); a later searcher sees how many cards each earlier
// one found, not which. The found lands enter together (one event); then each player who searched
// shuffles. A player who finds nothing is read as not searching (the "may"), so does not shuffle.
import type { EffectScript, RoundSpec } from '../rules/101.4-choice-round';
import { searchQuestion } from '../rules/701.23i-search';
import { orderIntro, picked, queue } from './common';

/** "up to two basic land cards". */
const TWO = 2;

const search: RoundSpec = {
  order: 'apnap',
  rule: '701.23i',
  faceDown: true,
  countShown: true,
  questions: [searchQuestion(TWO)],
  finish: (d, choices) => {
    const entering = picked(choices).map((x) => ({ card: x.card, controller: x.player }));
    queue(d, { do: 'enter', rule: '701.23i', how: 'found', entering, lowest: 0, newRound: false });
    const searched = choices.filter((c) => c.choice.length > 0).map((c) => c.player);
    queue(d, { do: 'shuffle', rule: '701.24a', searchers: searched });
  },
};

export const veteranExplorer: EffectScript = {
  id: 'veteran-explorer',
  intro: (d) => orderIntro(d, '701.23i', 'apnap'),
  steps: [{ round: search }],
};
