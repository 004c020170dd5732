// Plain-English helpers for the narrator's lines: lists, articles, card types, effect names.
import { effectName } from '@/engine';
import type { CardType, EffectId, Params } from '@/engine/types';
import { joinList } from '../list';

/** "A", "A and B", "A, B and C": British English, no serial comma (the texts every link and tool has shown). */
export const listText = (items: readonly string[]): string => joinList(items, 'and');

export const withArticle = (w: string): string => (/^[aeiou]/i.test(w) ? 'an ' : 'a ') + w;

/** "a creature"; "an artifact, creature, enchantment or land card". */
export function typePhrase(types: readonly CardType[]): string {
  if (types.length === 1) return withArticle(types[0] ?? 'card');
  return withArticle(`${joinList(types, 'or')} card`);
}

/** "Ana and Ben's team". */
export const teamName = (team: readonly string[]): string => `${listText([...team])}'s team`;

/** "Ana's Grizzly Bears, Ben's Forest". */
export const whose = (picks: readonly { player: string; name: string }[]): string => listText(picks.map((x) => `${x.player}'s ${x.name}`));

/** "Ben's Archangel of Strife", from a war-or-peace question's params. */
export const angelOf = (p: Params): string => `${String(p.controller ?? '')}'s ${String(p.name ?? '')}`;

/** "Blood Artist's ability (Grizzly Bears died)": the ability a target question is for, from its params. */
export const targetLabel = (p: Params): string => `${String(p.sourceName ?? '')}'s ability (${String(p.diedName ?? '')} died)`;

/** Card names are printed as is; a generic effect is quoted ("Each player discards a card"); both Rituels are "Rituel". */
export function quotedName(id: EffectId): string {
  const name = effectName(id);
  return id.startsWith('rituel-') ? 'Rituel' : /^Each /.test(name) ? `“${name}”` : name;
}
