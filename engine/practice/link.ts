// The drill URL, `/practice?v=1&seed=…&topic=…`: a public promise. Reading one never throws; a
// bad or old link gets a plain sentence saying what is wrong with it.
import { GENERATOR_VERSION, MAX_SEED, TOPIC_IDS } from './generator';
import type { TopicId } from './types';

export interface DrillParams {
  seed: number;
  topic: TopicId;
}

export type DrillLink =
  | { kind: 'none' }
  | { kind: 'drill'; params: DrillParams }
  | { kind: 'problem'; message: string; topic?: TopicId };

const isTopic = (t: string | null): t is TopicId => t !== null && (TOPIC_IDS as readonly string[]).includes(t);

/** The query string of a drill (no leading `?`). */
export function drillQuery({ seed, topic }: DrillParams): string {
  return `v=${GENERATOR_VERSION}&seed=${seed}&topic=${topic}`;
}

export function readDrillLink(search: string): DrillLink {
  const q = new URLSearchParams(search);
  const v = q.get('v');
  const seed = q.get('seed');
  const topic = q.get('topic');
  if (v === null && seed === null && topic === null) return { kind: 'none' };
  const known = isTopic(topic) ? topic : undefined;
  const problem = (message: string): DrillLink => ({ kind: 'problem', message, ...(known ? { topic: known } : {}) });
  if (v === null || !/^\d{1,6}$/.test(v)) return problem('This drill link has no generator version (v=1), so it cannot be reproduced.');
  const version = Number(v);
  if (version < GENERATOR_VERSION) {
    return problem(`This drill link is from an older version of the drill generator (v=${version}); this site now makes version ${GENERATOR_VERSION} drills, so it would not show the same drill.`);
  }
  if (version > GENERATOR_VERSION) {
    return problem(`This drill link is from a newer version of the drill generator (v=${version}) than this site knows (v=${GENERATOR_VERSION}).`);
  }
  if (seed === null || !/^\d{1,10}$/.test(seed) || Number(seed) > MAX_SEED) {
    return problem(`This drill link's seed${seed === null ? ' is missing' : ` "${seed.slice(0, 20)}" is not a whole number from 0 to ${MAX_SEED}`}.`);
  }
  if (!known) {
    return problem(`This drill link's topic${topic === null ? ' is missing' : ` "${topic.slice(0, 40)}" is not one of ${TOPIC_IDS.join(', ')}`}.`);
  }
  return { kind: 'drill', params: { seed: Number(seed), topic: known } };
}
