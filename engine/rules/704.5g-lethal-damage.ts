// 704.5g: a creature with toughness greater than 0 and damage marked on it at least equal to its
// toughness is destroyed. The one place that says so: combat damage (510.2) destroys at once the
// creatures it dealt lethal damage, and the state-based check (704.3) destroys those that another
// effect marked (Soulfire Eruption, 608.2f). Toughness is the file's (208.1), read by these effects only.
import { controllerOf, fileCardOf, toGraveyard } from '../core/board';
import { log, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { CardId } from '../core/types';
import { die } from './603.3b-triggers';

/** A creature's toughness as the file writes it (208.1); undefined when the file gives none. */
export const toughnessOf = (d: Draft, id: CardId): number | undefined => fileCardOf(d, id)?.toughness;

/** 704.5g: `damage` marked on `id` is lethal (toughness above 0, damage at least its toughness). */
export function isLethal(d: Draft, id: CardId, damage: number): boolean {
  const t = toughnessOf(d, id);
  return t !== undefined && t > 0 && damage >= t;
}

/** Destroys `lethal` together: their dies abilities see them leave (603.10a), `event` is logged first. */
export function destroyLethal(d: Draft, lethal: readonly CardId[], event: () => void): void {
  die(d, [...lethal], () => {
    event();
    for (const id of lethal) {
      const c = own(d.cards, id);
      if (c) toGraveyard(d, c);
    }
  });
}

/** The creatures on the battlefield whose marked damage (`res.damage`) is lethal now. */
export const lethalCreatures = (d: Draft): CardId[] =>
  Object.entries(d.res.damage ?? {}).filter(([id, n]) => controllerOf(d.board, id) !== undefined && isLethal(d, id, n)).map(([id]) => id);

/** 704.5g, part of the state-based check (704.3): the creatures with lethal damage marked are destroyed together. */
export function destroyMarkedLethal(d: Draft): void {
  const lethal = lethalCreatures(d);
  delete d.res.damage;
  if (!lethal.length) return;
  const picks = lethal.map((id) => picksOf(d, [{ player: controllerOf(d.board, id)!, card: id }])[0]!);
  destroyLethal(d, lethal, () => log(d, { type: 'lethal-damage', rule: '704.5g', lethal: picks, cards: lethal }));
}
