// The stack and the waiting abilities as "Copy as text" and the table list them (603.3b), from the
// engine's state and `describeAbility`, in any language: the narrator words each entry. Two
// abilities of one Blood Artist, for Ana's and Ben's Grizzly Bears, must not read alike: `whichOf`
// says which card to name by its owner (and id) when its name alone doesn't.
import { describeAbility } from '@/engine';
import type { AbilityId, AbilityInfo, CardId, CardInfo, GameState, PlayerId } from '@/engine';

/** A card told apart from others of the same name: by its owner, and by its id when the owner has two. */
export interface Which {
  owner: PlayerId;
  id?: CardId;
}

export interface AbilityLine {
  sourceName: string;
  diedName: string;
  /** Which card the source is, when its name alone doesn't say (another card has that name). */
  sourceWhich?: Which;
  /** Which card died, when its name alone doesn't say. */
  diedWhich?: Which;
  self: boolean;
  controller: PlayerId;
  targets: readonly PlayerId[];
}

/** A spell, or a copy of one (`copy`: 707.10, not a card; apnap/2's Curse of Echoes). */
export type StackLine = { kind: 'ability'; ability: AbilityLine } | { kind: 'spell'; name: string; controller: PlayerId; copy?: true };

/**
 * Which card `id` is among `others` (cards it could be confused with), when its name alone doesn't
 * say: undefined when none of them has its name; its owner; its owner and id when the owner has two.
 */
export function whichCard(cards: Readonly<Record<CardId, CardInfo>>, id: CardId, others: readonly CardId[]): Which | undefined {
  const info = (c: CardId) => (Object.hasOwn(cards, c) ? cards[c] : undefined);
  const card = info(id);
  if (!card) return undefined;
  const same = others.filter((c) => c !== id && info(c)?.name === card.name);
  if (!same.length) return undefined;
  return same.some((c) => info(c)?.owner === card.owner) ? { owner: card.owner, id } : { owner: card.owner };
}

/**
 * What tells this ability apart from the others the table shows (waiting or on the stack): the
 * creature that died, when its source also triggered for another of that name; the source, when the
 * same player controls another source of that name.
 */
export function whichOf(state: GameState, info: AbilityInfo): { sourceWhich?: Which; diedWhich?: Which } {
  const shown = [...state.board.waiting, ...state.board.stack.flatMap((x) => ('ability' in x ? [x.ability] : []))];
  const others = shown.flatMap((id) => {
    const o = id === info.id ? null : describeAbility(state, id);
    return o ? [o] : [];
  });
  const died = others.filter((o) => o.source === info.source).map((o) => o.died);
  const sources = others.filter((o) => o.controller === info.controller).map((o) => o.source);
  return {
    diedWhich: info.died === info.source ? undefined : whichCard(state.cards, info.died, died),
    sourceWhich: whichCard(state.cards, info.source, sources),
  };
}

/** A triggered ability's facts for a line of the stack, the waiting list or the table (603.3a, 603.10a). */
export function abilityLine(state: GameState, id: AbilityId, targets: readonly PlayerId[]): AbilityLine {
  const info = describeAbility(state, id);
  const name = (card: string | undefined) => (card === undefined ? '' : (state.cards[card]?.name ?? card));
  return {
    sourceName: name(info?.source) || id,
    diedName: name(info?.died),
    ...(info ? whichOf(state, info) : {}),
    self: info !== null && info.source === info.died,
    controller: info?.controller ?? '',
    targets: [...targets],
  };
}

/** The stack, bottom first, and the abilities waiting to go on it, in the order they triggered. */
export function tableLines(state: GameState): { stack: StackLine[]; waiting: AbilityLine[] } {
  return {
    stack: state.board.stack.map((s): StackLine =>
      'ability' in s
        ? { kind: 'ability', ability: abilityLine(state, s.ability, s.targets) }
        : 'copy' in s
          ? { kind: 'spell', name: state.cards[s.of]?.name ?? s.of, controller: s.controller, copy: true }
          : { kind: 'spell', name: state.cards[s.card]?.name ?? s.card, controller: s.controller },
    ),
    waiting: state.board.waiting.map((id) => abilityLine(state, id, [])),
  };
}
