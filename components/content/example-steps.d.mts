// Types for example-steps.mjs, which stays plain JavaScript so that next.config.mjs can import it.
export function exampleSteps(listed: readonly string[]): Record<string, number>;
