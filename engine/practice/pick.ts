// The next drill for a reader's settings. A drill's URL holds only its seed and topic, so
// difficulty is not an input of the generator: it is a filter on what seeds give. From a random
// start, seeds are tried in turn until one fits (a few tries; generating one takes well under a millisecond).
import { generateDrill, MAX_SEED } from './generator';
import type { Drill, TopicId } from './types';

export interface DrillFilter {
  topics: readonly TopicId[];
  /** At most this many players (2-6). */
  maxPlayers: number;
  /** Allow drills where the effect's controller is not the active player. */
  opponentsTurn: boolean;
  /** Allow drills with cards chosen face down from a hidden zone. */
  hidden: boolean;
  /** Allow effects that resolve in several steps or passes. */
  severalSteps: boolean;
}

export const fits = (d: Drill, f: DrillFilter): boolean =>
  d.features.players <= f.maxPlayers &&
  (f.opponentsTurn || !d.features.opponentsTurn) &&
  (f.hidden || !d.features.hidden) &&
  (f.severalSteps || !d.features.severalSteps);

const TRIES = 400;

/** The first drill from `start` on that fits the filter (or, failing that, the first one tried). */
export function pickDrill(start: number, filter: DrillFilter): Drill {
  const topics = filter.topics.length ? filter.topics : (['who-chooses-next'] as const);
  let first: Drill | null = null;
  for (let i = 0; i < TRIES; i++) {
    const seed = (start + i) % (MAX_SEED + 1);
    const drill = generateDrill(seed, topics[seed % topics.length]!);
    if (fits(drill, filter)) return drill;
    first ??= drill;
  }
  return first!;
}
