// Triggered abilities (603): Blood Artist and Zulaport Cutthroat see creatures die, look back in
// time to do so (603.10a), wait while the effect resolves (603.3), and are described as facts for the narrators.
import { isBloodArtist, isZulaportCutthroat } from './614.12a-entering';
import type { AbilityRef } from '../core/events';
import { abilities, list, log, type Ability, type Draft, type GameState } from '../core/state';
import { own } from '../core/text';
import type { AbilityId, AbilityInfo, CardId, StackItem } from '../core/types';

/**
 * Cards leave the battlefield together (`move`); each creature among them dies (700.4: put into a
 * graveyard from the battlefield). Leaves-the-battlefield abilities look back in time (603.10a):
 * the sources and controllers are those of just before the move, so a Blood Artist dying with
 * other creatures sees every one of them, itself included, and a Zulaport Cutthroat sees itself
 * and every creature its controller controlled at that moment (a stolen one counts for the player
 * who controlled it, though it goes to its owner's graveyard). Each (source, creature) pair
 * triggers once; the abilities wait (603.3) in the order they triggered: source by source in
 * battlefield order, and for each source, the creatures in the order the action lists them.
 * Derived where the documents are silent: the abilities are a permanent's by its name, as the
 * catalog's cards are looked up by name; only a creature dies, but a Blood Artist that is not a
 * creature still sees creatures die.
 */
export function die(d: Draft, ids: CardId[], move: () => void): void {
  const before = d.board.battlefield;
  const dying = ids.flatMap((id) => {
    const e = before.find((x) => x.card === id);
    return e && own(d.cards, id)?.types.includes('creature') ? [e] : [];
  });
  const sources = dying.length ? before.filter((e) => isBloodArtist(own(d.cards, e.card)) || isZulaportCutthroat(own(d.cards, e.card))) : [];
  move();
  const known = d.res.abilities;
  const name = (id: CardId) => own(d.cards, id)?.name ?? id;
  for (const s of sources) {
    const artist = isBloodArtist(own(d.cards, s.card));
    for (const x of dying) {
      if (!artist && x.controller !== s.controller) continue;
      const id: AbilityId = `${s.card}:${x.card}`;
      if (Object.hasOwn(known, id)) continue;
      const a: Ability = {
        id,
        card: artist ? 'blood-artist' : 'zulaport-cutthroat',
        source: s.card,
        died: x.card,
        controller: s.controller,
        sourceName: name(s.card),
        diedName: name(x.card),
      };
      abilities(d)[id] = a;
      list(d, 'waiting').push(id);
      log(d, { type: 'trigger', rule: '603.10a', ability: id, source: a.source, died: a.died, controller: a.controller, sourceName: a.sourceName, diedName: a.diedName, cards: [a.source, a.died] });
    }
  }
}

/** Blood Artist's ability targets a player (603.3d); Zulaport Cutthroat's has no target. */
export const targets = (a: Ability): boolean => a.card === 'blood-artist';

export const refOf = (a: Ability, chosen: string[] = []): AbilityRef => ({
  ability: a.id,
  controller: a.controller,
  source: a.sourceName,
  died: a.diedName,
  targets: chosen,
});

export const isAbility = (item: StackItem): item is Extract<StackItem, { ability: string }> => 'ability' in item;

/** A triggered ability's facts (its narrators say it); null for an id that has not triggered. */
export function describeAbility(state: GameState, id: AbilityId): AbilityInfo | null {
  const a = own(state.resolution.abilities, id);
  if (!a) return null;
  const onStack = state.board.stack.find((x) => isAbility(x) && x.ability === id);
  const chosen = onStack && isAbility(onStack) ? onStack.targets : [];
  return { id, card: a.card, source: a.source, died: a.died, controller: a.controller, sourceName: a.sourceName, diedName: a.diedName, targets: chosen.slice() };
}
