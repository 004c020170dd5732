// What the table draws for a triggered ability (603.3b): built from the engine's
// `describeAbility`, never worked out here.
import type { CardId, CardInfo, PlayerId } from '@/engine/types';

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

/** A card told apart from others of the same name: by its owner, and by its id when the owner has two. */
export interface Which {
  owner: PlayerId;
  id?: CardId;
}

/**
 * Which card `id` is among `others` (cards it could be confused with), when its name alone doesn't
 * say: undefined when none of them has its name; its owner; its owner and id when the owner has two.
 * Two abilities of one Blood Artist, for Ana's and Ben's Grizzly Bears, must not read alike.
 */
export function whichCard(cards: Readonly<Record<CardId, CardInfo>>, id: CardId, others: readonly CardId[]): Which | undefined {
  const info = (c: CardId) => (Object.hasOwn(cards, c) ? cards[c] : undefined);
  const card = info(id);
  if (!card) return undefined;
  const same = others.filter((c) => c !== id && info(c)?.name === card.name);
  if (!same.length) return undefined;
  return same.some((c) => info(c)?.owner === card.owner) ? { owner: card.owner, id } : { owner: card.owner };
}

const named = (name: string, which: Which | undefined) => (which ? `${which.owner}’s ${name}${which.id ? ` (${which.id})` : ''}` : name);

/** "Blood Artist’s ability (Grizzly Bears died)", or "(Ben’s Grizzly Bears died)" when Ana has Grizzly Bears too. */
export function abilityName(a: Pick<AbilityModel, 'sourceName' | 'diedName' | 'self' | 'sourceWhich' | 'diedWhich'>): string {
  return `${named(a.sourceName, a.sourceWhich)}’s ability (${a.self ? 'itself died' : `${named(a.diedName, a.diedWhich)} died`})`;
}

/** "controlled by Ben, targeting Ana": who controls it and whom it targets, in words. */
export function abilityWho(a: Pick<AbilityModel, 'controller' | 'targets'>): string {
  const target = a.targets.length ? `, targeting ${a.targets.join(' and ')}` : '';
  return `controlled by ${a.controller}${target}`;
}
