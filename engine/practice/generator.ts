// The drill generator: (version, seed, topic) → one drill, always the same one. Pure and
// deterministic: the only randomness is the seeded generator, and every answer comes from the
// engine's public API (../index), never from a rule written again here.
import { askOf } from './ask';
import { createRng, hashString } from './rng';
import { needsFlash, premiseProblems } from './premise';
import type { DrillDraft, MakeOptions, Topic } from './topic';
import { rituel } from './topics/rituel';
import { stillChooses } from './topics/still-chooses';
import { triggerOrder } from './topics/trigger-order';
import { copyOrder } from './topics/copy-order';
import { extraTurnOrder } from './topics/extra-turn-order';
import { clashOrder } from './topics/clash-order';
import { scryOrder } from './topics/scry-order';
import { whatTheyKnow } from './topics/what-they-know';
import { whereCardsGo } from './topics/where-cards-go';
import { whoChoosesNext } from './topics/who-chooses-next';
import { teamOrder } from './topics/team-order';
import { searchOrder } from './topics/search-order';
import { drawOrder } from './topics/draw-order';
import { exploreAgain } from './topics/explore-again';
import { defenderSees } from './topics/defender-sees';
import { soulfireOrder } from './topics/soulfire-order';
import type { Drill, TopicId } from './types';

/**
 * The generator's version: the `v` of every new drill URL. Bump it whenever a change would make any
 * (seed, topic) give a different drill (the golden test fails first), and keep every older
 * version's links giving exactly the drill they gave (golden-v1.json): `generateDrill` takes the
 * version, and each version's switches are in `OPTIONS`.
 * - 1: the first drills.
 * - 2: every premise is a board that can happen (premise.ts: a sorcery on another player's turn
 *   is said to have been cast with flash, Hypergenesis is the active player's), and no two cards
 *   a drill shows share a name.
 */
export const GENERATOR_VERSION = 2;

/** The versions whose links still open their drill. */
export const GENERATOR_VERSIONS: readonly number[] = [1, 2];

interface VersionOptions extends MakeOptions {
  /** Check the premise before offering the drill, and state flash where it is needed. */
  checkPremise: boolean;
}

const OPTIONS: Readonly<Record<number, VersionOptions>> = {
  1: { uniqueNames: false, checkPremise: false },
  2: { uniqueNames: true, checkPremise: true },
};

/** Topics in the order the reader sees them. A new topic is one file in topics/ and one line here. */
export const TOPICS: readonly Topic[] = [
  whoChoosesNext, whatTheyKnow, whereCardsGo, stillChooses, rituel, triggerOrder, copyOrder, extraTurnOrder, teamOrder,
  clashOrder,
  scryOrder,
  searchOrder,
  drawOrder,
  exploreAgain,
  defenderSees,
  soulfireOrder,
];

export const TOPIC_IDS: readonly TopicId[] = TOPICS.map((t) => t.id);

export const topicOf = (id: TopicId): Topic => TOPICS.find((t) => t.id === id)!;

/** Seeds are whole numbers from 0 to 2^32 - 1. */
export const MAX_SEED = 4294967295;

/** How many tables a topic may turn down for one seed before the generator gives up (never seen). */
const ATTEMPTS = 200;

/** A version-2 draft as offered: flash stated where needed, or null when its premise cannot happen. */
function checked(t: Topic, draft: DrillDraft): DrillDraft | null {
  const flash = needsFlash(draft.scenario);
  const problems = premiseProblems({
    scenario: draft.scenario,
    flash,
    namedWithOwner: t.namesWithOwner ? draft.scenario.cards.map((c) => c.name) : [],
  });
  if (problems.length) return null;
  return flash ? { ...draft, facts: { ...draft.facts, flash: true } } : draft;
}

export function generateDrill(seed: number, topic: TopicId, version: number = GENERATOR_VERSION): Drill {
  const t = topicOf(topic);
  const options = OPTIONS[version];
  if (!options) throw new Error(`practice: no drill generator version ${version} (known: ${GENERATOR_VERSIONS.join(', ')})`);
  const rng = createRng((seed ^ hashString(topic)) >>> 0);
  for (let i = 0; i < ATTEMPTS; i++) {
    const made = t.make(rng, options);
    const draft = made && options.checkPremise ? checked(t, made) : made;
    if (draft) return { version, seed, topic, ...draft, ask: askOf(draft.facts) };
  }
  throw new Error(`practice: no ${topic} drill for seed ${seed} after ${ATTEMPTS} tables`);
}
