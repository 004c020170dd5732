// One of the engine's doors (`@/engine/types`): its types and closed lists, from the core.
export * from './core/types';
