// Triggered abilities named in French (603.3b): "la capacité de Blood Artist de Ben (mort de
// Grizzly Bears, ciblant Ana)". Names come from the event or, for bare ability ids, from the cards.
import type { AbilityRef } from '@/engine';
import type { CardId, CardInfo, PlayerId } from '@/engine/types';
import { de, list } from './text';

export type Cards = Readonly<Record<CardId, CardInfo>>;

const nameOf = (cards: Cards | undefined, id: CardId): string => (cards && Object.hasOwn(cards, id) ? cards[id]!.name : id);

/** "Blood Artist (mort de Grizzly Bears)": one ability among its source's others. */
export const abilityShort = (source: string, died: string): string => `${source} (mort ${de(died)})`;

/** "la capacité de Blood Artist de Ben (mort de Grizzly Bears, ciblant Ana)". */
export function abilityLabel(a: Pick<AbilityRef, 'controller' | 'source' | 'died' | 'targets'>, withTargets = true): string {
  const t = withTargets && a.targets.length ? `, ciblant ${list(a.targets)}` : '';
  return `la capacité ${de(a.source)} ${de(a.controller)} (mort ${de(a.died)}${t})`;
}

/**
 * The source and died cards of an ability id ("<source id>:<died id>"; ids may hold ":", so every
 * split is tried against the cards). Without the cards, the id's two halves.
 */
export function abilityCards(id: string, cards?: Cards): { source: string; died: string } {
  for (let i = id.indexOf(':'); i >= 0; i = id.indexOf(':', i + 1)) {
    const s = id.slice(0, i);
    const d = id.slice(i + 1);
    if (!cards || (Object.hasOwn(cards, s) && Object.hasOwn(cards, d))) return { source: nameOf(cards, s), died: nameOf(cards, d) };
  }
  return { source: id, died: '?' };
}

/** "Blood Artist (mort de Grizzly Bears)" for an ability id. */
export const abilityIdShort = (id: string, cards?: Cards): string => {
  const c = abilityCards(id, cards);
  return abilityShort(c.source, c.died);
};

/** Which card, when its name alone doesn't say: its owner, and its id when the owner has two of that name. */
type Which = { owner: PlayerId; id?: CardId };

/** "Grizzly Bears de Ben" when another card is named Grizzly Bears. */
const namedFr = (name: string, which: Which | undefined): string => (which ? `${name} ${de(which.owner)}${which.id ? ` (${which.id})` : ''}` : name);

/**
 * The table's name of an ability: "la capacité de Blood Artist (mort de Grizzly Bears)", "(sa propre
 * mort)", "(mort de Grizzly Bears de Ben)" when Ana has Grizzly Bears too.
 */
export const abilityNameFr = (a: { sourceName: string; diedName: string; self: boolean; sourceWhich?: Which; diedWhich?: Which }): string => {
  const source = namedFr(a.sourceName, a.sourceWhich);
  return `la capacité ${de(a.self ? `${source} (sa propre mort)` : abilityShort(source, namedFr(a.diedName, a.diedWhich)))}`;
};

/** "contrôlée par Ben, ciblant Ana". */
export const abilityWhoFr = (a: { controller: string; targets: readonly string[] }): string =>
  `contrôlée par ${a.controller}${a.targets.length ? `, ciblant ${list(a.targets)}` : ''}`;
