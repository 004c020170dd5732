// Practice drills: generated from a seed, answered and explained by the engine. Pure TypeScript
// (no React): it uses only the engine's public API.
export { GENERATOR_VERSION, GENERATOR_VERSIONS, MAX_SEED, TOPICS, TOPIC_IDS, generateDrill, topicOf } from './generator';
export { everyAnswer, grade } from './grade';
export { drillQuery, readDrillLink, type DrillLink, type DrillLinkProblem, type DrillParams } from './link';
export { pickDrill, type DrillFilter } from './pick';
export { drillFingerprint, type FingerprintWords } from './fingerprint';
export type * from './types';
