// The engine's public API and its only door (with engine/types.ts and engine/practice/index.ts):
// the rest of the code imports from `@/engine`, never deeper (engine/door.test.ts). Pure and
// deterministic: no I/O, no clock, no randomness, nothing from React or Next.js. Facts only: no
// sentence in any language; the narrators (i18n/narrators) say them.
export { apnapOrder, turnOrderFrom } from './core/order';
export { parseScenario, parseScenarioText } from './scenario/parse';
export { decisionSchema, FORMAT, FORMAT_V2, FORMAT_V3, FORMATS, JSON_SCHEMA_PATH, JSON_SCHEMA_PATH_V2, JSON_SCHEMA_PATH_V3, LIMITS } from './scenario/schema';
export { apnapJsonSchema } from './scenario/json-schema';
export { encodeScenario, decodeScenario } from './scenario/share-link';
export { startResolution, applyDecision, settle } from './play/resolve';
export { timeline } from './play/timeline';
export { walkthrough, judgeStep, resolvingFinished, type StepVerdict, type WalkStep } from './play/walkthrough';
export { checkClaim, citedRules, namedCards, agreement, type Agreement, type ClaimProblem, type StepClaim } from './play/claims';
export { viewAs } from './play/view';
export { judge } from './play/judge';
export { EFFECTS, effectName } from './effects';
export { EFFECT_IDS, EFFECT_IDS_V2, EFFECT_IDS_V2_ONLY, EFFECT_IDS_V3, EFFECT_IDS_V3_ONLY } from './scenario/effect-ids';
export { describeAbility } from './rules/603.3b-triggers';
export { placingGroups } from './rules/405.5-stack';
export { primaryOf, teamOf, teamTurnOrder } from './core/teams';
export { EVENT_TYPES } from './core/events';
export { ERROR_CODES, PENDING_KINDS, QUESTION_KEYS, REASON_KINDS, ROUND_STYLES, SCENARIO_ERROR_CODES } from './scenario/lists';
export type * from './types';
export type { Pick as EventPick, AbilityRef } from './core/events';
export { ZONES, CARD_TYPES } from './types';
