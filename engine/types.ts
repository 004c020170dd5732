// One of the engine's doors (`@/engine/types`): its public types and closed lists, gathered from the
// core, where each lives beside what it describes (the log's events, the state, a timeline's steps).
export * from './core/types';
export type { EventKind, EventType, GameEvent, EventData } from './core/events';
export type { GameState } from './core/state';
export type * from './core/steps';
