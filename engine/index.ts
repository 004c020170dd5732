// The engine's public API (the UI imports only from `@/engine`). Pure and deterministic: no I/O,
// no clock, no randomness, nothing from React or Next.js.
export { apnapOrder, turnOrderFrom } from './order';
export { parseScenario, parseScenarioText } from './scenario/parse';
export { describeScenarioError, scenarioMessage } from './scenario/errors';
export { encodeScenario, decodeScenario } from './share-link';
export { startResolution, applyDecision, settle } from './resolve';
export { timeline } from './timeline';
export { viewAs } from './view';
export { judge } from './judge';
export { hint } from './hint';
export { EFFECTS, effectName } from './effects';
export { EFFECT_IDS } from './effect-ids';
export { narrate, promptOf, messageOf, reasonText } from './narrate';
export { describeAbility } from './triggers';
export { EVENT_TYPES } from './events';
export { ERROR_CODES, PENDING_KINDS, QUESTION_KEYS, REASON_KINDS, ROUND_STYLES, SCENARIO_ERROR_CODES } from './lists';
export type * from './types';
export type { Pick as EventPick, AbilityRef } from './events';
export { ZONES, CARD_TYPES } from './types';
