// What the table draws for a triggered ability (603.3b): built from the engine's
// `describeAbility`, never worked out here.
import type { PlayerId } from '@/engine/types';

export interface AbilityModel {
  /** `<source card id>:<id of the creature that died>`, e.g. `artist:bears`. */
  id: string;
  /** The source's name, e.g. "Blood Artist". */
  sourceName: string;
  /** The name of the creature whose death triggered it. */
  diedName: string;
  /** It triggered on its own source's death (603.10a: it sees itself die). */
  self: boolean;
  /** 603.3a: the controller of its source when it triggered. */
  controller: PlayerId;
  /** Chosen as it is put on the stack (603.3d); empty before that, or when it has no target. */
  targets: readonly PlayerId[];
  /** What it does, in words, e.g. "Target player loses 1 life and you gain 1 life." */
  text: string;
}

/** "Blood Artist’s ability (Grizzly Bears died)": names one ability among its source's others. */
export function abilityName(a: Pick<AbilityModel, 'sourceName' | 'diedName' | 'self'>): string {
  return `${a.sourceName}’s ability (${a.self ? 'itself died' : `${a.diedName} died`})`;
}

/** "controlled by Ben, targeting Ana": who controls it and whom it targets, in words. */
export function abilityWho(a: Pick<AbilityModel, 'controller' | 'targets'>): string {
  const target = a.targets.length ? `, targeting ${a.targets.join(' and ')}` : '';
  return `controlled by ${a.controller}${target}`;
}
