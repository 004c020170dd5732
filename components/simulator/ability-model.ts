// What the table draws for a triggered ability (603.3b): built from the engine's
// `describeAbility`, never worked out here; the narrators name it (i18n/narrators/*/abilities.ts).
import type { PlayerId } from '@/engine/types';
import type { Which } from '@/i18n/narrators/table-lines';

export interface AbilityModel {
  /** `<source card id>:<id of the creature that died>`, e.g. `artist:bears`. */
  id: string;
  /** The source's name, e.g. "Blood Artist". */
  sourceName: string;
  /** The name of the creature whose death triggered it. */
  diedName: string;
  /** Which card the source is, when its name alone doesn't say (another card has that name). */
  sourceWhich?: Which;
  /** Which card died, when its name alone doesn't say. */
  diedWhich?: Which;
  /** It triggered on its own source's death (603.10a: it sees itself die). */
  self: boolean;
  /** 603.3a: the controller of its source when it triggered. */
  controller: PlayerId;
  /** Chosen as it is put on the stack (603.3d); empty before that, or when it has no target. */
  targets: readonly PlayerId[];
  /** What it does, in words, e.g. "Target player loses 1 life and you gain 1 life." */
  text: string;
}

// Which card to name (by owner, and id) when names alone don't tell abilities apart, and the words of
// an ability's name: the narrators' (i18n/narrators/table-lines.ts, i18n/narrators/*/abilities.ts).
export { whichCard, type Which } from '@/i18n/narrators/table-lines';
export { abilityName, abilityWho } from '@/i18n/narrators/en/abilities';
