// The shape every topic has: its id, and a maker that turns random draws into a drill (or gives
// up on an unlucky table, and the generator draws another from the same stream). Its title and
// blurb are each narrator's (i18n/narrators/{en,fr}/practice.ts).
import type { Drill, TopicId } from './types';
import type { Rng } from './rng';

/** What a topic makes: everything but the drill's link (version, seed, topic) and its ask (ask.ts, from `facts`). */
export type DrillDraft = Omit<Drill, 'version' | 'seed' | 'topic' | 'ask'>;

/** How a version of the generator builds tables (the makers' switches, one per change). */
export interface MakeOptions {
  /** Version 2 on: no two cards a drill shows share a name (table.ts, CardBuilder). */
  uniqueNames: boolean;
}

export interface Topic {
  id: TopicId;
  make(rng: Rng, options: MakeOptions): DrillDraft | null;
  /**
   * The drill's words name every card with its owner or as the player's own (trigger-order's
   * "Blood Artist, for Ben's Grizzly Bears"), so two players may each have a card of one name.
   */
  namesWithOwner?: boolean;
}
