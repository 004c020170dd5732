// How many random cases a property test tries. By default a CI size, a fifth of the full size (the
// seeds stay fixed where a test fixes them, so a run is repeatable); the full size with
// FULL_PROPERTIES=1, or exactly N cases per property with PROPERTY_RUNS=N (docs/testing.md).
// Imported by the tests only (engine/index.ts never reaches it): the engine reads no environment.

/** The share of the full size a default (CI) run tries. */
export const CI_SHARE = 1 / 5;

export function propertyRuns(full: number): number {
  const env = process.env;
  const exact = Number(env.PROPERTY_RUNS);
  if (Number.isInteger(exact) && exact > 0) return exact;
  if (env.FULL_PROPERTIES === '1') return full;
  return Math.max(1, Math.ceil(full * CI_SHARE));
}
