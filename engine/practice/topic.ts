// The shape every topic has: a title for the reader, and a maker that turns random draws into a
// drill (or gives up on an unlucky table, and the generator draws another from the same stream).
import type { Drill, TopicId } from './types';
import type { Rng } from './rng';

export type DrillDraft = Omit<Drill, 'version' | 'seed' | 'topic'>;

export interface Topic {
  id: TopicId;
  /** The question kind, as the reader sees it: "Who chooses next?". */
  title: string;
  /** One line on what it trains, with its rule. */
  blurb: string;
  make(rng: Rng): DrillDraft | null;
}
