// The drill generator: (version, seed, topic) → one drill, always the same one. Pure and
// deterministic: the only randomness is the seeded generator, and every answer comes from the
// engine's public API (../index), never from a rule written again here.
import { englishWords } from './english';
import { createRng, hashString } from './rng';
import type { Topic } from './topic';
import { rituel } from './topics/rituel';
import { stillChooses } from './topics/still-chooses';
import { triggerOrder } from './topics/trigger-order';
import { whatTheyKnow } from './topics/what-they-know';
import { whereCardsGo } from './topics/where-cards-go';
import { whoChoosesNext } from './topics/who-chooses-next';
import type { Drill, TopicId } from './types';

/**
 * The generator's version: the `v` of every drill URL. Bump it whenever a change would make any
 * (seed, topic) give a different drill (the golden test fails first), and keep the old one's
 * links answering: they either still give the same drill or say plainly they are from an older version.
 */
export const GENERATOR_VERSION = 1;

/** Topics in the order the reader sees them. A new topic is one file in topics/ and one line here. */
export const TOPICS: readonly Topic[] = [whoChoosesNext, whatTheyKnow, whereCardsGo, stillChooses, rituel, triggerOrder];

export const TOPIC_IDS: readonly TopicId[] = TOPICS.map((t) => t.id);

export const topicOf = (id: TopicId): Topic => TOPICS.find((t) => t.id === id)!;

/** Seeds are whole numbers from 0 to 2^32 - 1. */
export const MAX_SEED = 4294967295;

/** How many tables a topic may turn down for one seed before the generator gives up (never seen). */
const ATTEMPTS = 200;

export function generateDrill(seed: number, topic: TopicId): Drill {
  const t = topicOf(topic);
  const rng = createRng((seed ^ hashString(topic)) >>> 0);
  for (let i = 0; i < ATTEMPTS; i++) {
    const draft = t.make(rng);
    if (draft) return { version: GENERATOR_VERSION, seed, topic, ...draft, ...englishWords(draft.facts, draft.state) };
  }
  throw new Error(`practice: no ${topic} drill for seed ${seed} after ${ATTEMPTS} tables`);
}
