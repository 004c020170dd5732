// The English narrator: everything the site, "Copy as text" and `judge` say in English, built from
// the engine's facts (the same shape and the same test table as the French one, ../fr).
import { effectName, EFFECTS } from '@/engine';
import type { Narrator } from '../types';
import { abilityName, abilityText, abilityWho } from './abilities';
import { narrate } from './events';
import { finishedText, resolvingText } from './finished';
import { hintText } from './hint';
import { promptOf } from './questions';
import { pendingReasonText, reasonText } from './reasons';
import { messageOf } from './refusals';
import { describeScenarioError } from './scenario-errors';
import { copyText } from './share-text';
import { attemptText, verdictText } from './verdict';

export { narrate, promptOf, reasonText, messageOf, describeScenarioError, hintText, abilityText, abilityName, abilityWho, finishedText, resolvingText };
export { scenarioMessage } from './scenario-errors';
export { abilityLabel } from './abilities';
export { shareText, shareInput, type ShareInput, type ShareLine } from './share-text';

export const englishNarrator: Narrator = {
  lang: 'en',
  event: (e) => narrate(e),
  question: (p) => promptOf(p.question, p.player, p.params),
  reason: (p) => pendingReasonText(p),
  refusal: (err, state) => messageOf(err.code, err.params, state),
  hint: hintText,
  ability: abilityText,
  abilityName,
  abilityWho,
  finished: finishedText,
  resolving: resolvingText,
  verdict: verdictText,
  attempt: attemptText,
  copyText,
  effectName: (id) => effectName(id),
  effectText: (id) => EFFECTS.find((e) => e.id === id)?.text ?? '',
  zone: (z) => z,
  cardName: (name) => name,
  cardType: (t) => t,
  importError: describeScenarioError,
};
