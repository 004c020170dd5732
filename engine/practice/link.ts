// The drill URL, `/practice?v=2&seed=…&topic=…`: a public promise. Reading one never throws; a
// bad link gets a code with its params (each language's narrator says it in a plain sentence). A
// link of an older version the generator still knows (v=1) opens exactly the drill it opened.
import { GENERATOR_VERSION, GENERATOR_VERSIONS, MAX_SEED, TOPIC_IDS } from './generator';
import type { TopicId } from './types';

export interface DrillParams {
  seed: number;
  topic: TopicId;
  /** The generator version; absent: the current one. */
  version?: number;
}

/** Why a drill link cannot be shown (the page says so, and offers a new drill). */
export type DrillLinkProblem =
  | { code: 'no-version' }
  | { code: 'older-version' | 'newer-version'; version: number; current: number }
  | { code: 'no-seed' }
  | { code: 'bad-seed'; seed: string; max: number }
  | { code: 'no-topic' }
  | { code: 'bad-topic'; topic: string; topics: TopicId[] };

export type DrillLink =
  | { kind: 'none' }
  | { kind: 'drill'; params: DrillParams }
  /** `topic`: the link's topic when it is a known one (the page offers a new drill in it). */
  | { kind: 'problem'; problem: DrillLinkProblem; topic?: TopicId };

const isTopic = (t: string | null): t is TopicId => t !== null && (TOPIC_IDS as readonly string[]).includes(t);

/** The query string of a drill (no leading `?`), of its own version (the current one if none is given). */
export function drillQuery({ seed, topic, version = GENERATOR_VERSION }: DrillParams): string {
  return `v=${version}&seed=${seed}&topic=${topic}`;
}

export function readDrillLink(search: string): DrillLink {
  const q = new URLSearchParams(search);
  const v = q.get('v');
  const seed = q.get('seed');
  const topic = q.get('topic');
  if (v === null && seed === null && topic === null) return { kind: 'none' };
  const known = isTopic(topic) ? topic : undefined;
  const problem = (p: DrillLinkProblem): DrillLink => ({ kind: 'problem', problem: p, ...(known ? { topic: known } : {}) });
  if (v === null || !/^\d{1,6}$/.test(v)) return problem({ code: 'no-version' });
  const version = Number(v);
  if (!GENERATOR_VERSIONS.includes(version)) return problem({ code: version < GENERATOR_VERSION ? 'older-version' : 'newer-version', version, current: GENERATOR_VERSION });
  if (seed === null) return problem({ code: 'no-seed' });
  if (!/^\d{1,10}$/.test(seed) || Number(seed) > MAX_SEED) return problem({ code: 'bad-seed', seed: seed.slice(0, 20), max: MAX_SEED });
  if (topic === null) return problem({ code: 'no-topic' });
  if (!known) return problem({ code: 'bad-topic', topic: topic.slice(0, 40), topics: [...TOPIC_IDS] });
  return { kind: 'drill', params: { seed: Number(seed), topic: known, version } };
}
