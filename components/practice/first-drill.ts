import type { DrillParams } from '@/engine/practice';

/**
 * The first drill of a first visit to /practice, drawn by the server (StaticPractice): who chooses
 * next (101.4), three players, the active player has chosen. A drill link like any other (its seed,
 * topic and generator version), so it never changes what it shows.
 */
export const FIRST_DRILL: Required<DrillParams> = { seed: 104, topic: 'who-chooses-next', version: 2 };
