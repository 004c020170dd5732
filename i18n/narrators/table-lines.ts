// The stack and the waiting abilities as "Copy as text" lists them (603.3b), from the engine's state
// and `describeAbility`, in any language: the narrator words each entry.
import { describeAbility } from '@/engine';
import type { AbilityId, GameState, PlayerId } from '@/engine';

export interface AbilityLine {
  sourceName: string;
  diedName: string;
  self: boolean;
  controller: PlayerId;
  targets: readonly PlayerId[];
}

export type StackLine = { kind: 'ability'; ability: AbilityLine } | { kind: 'spell'; name: string; controller: PlayerId };

function abilityLine(state: GameState, id: AbilityId, targets: readonly PlayerId[]): AbilityLine {
  const info = describeAbility(state, id);
  const name = (card: string | undefined) => (card === undefined ? '' : (state.cards[card]?.name ?? card));
  return {
    sourceName: name(info?.source) || id,
    diedName: name(info?.died),
    self: info !== null && info.source === info.died,
    controller: info?.controller ?? '',
    targets: [...targets],
  };
}

/** The stack, bottom first, and the abilities waiting to go on it, in the order they triggered. */
export function tableLines(state: GameState): { stack: StackLine[]; waiting: AbilityLine[] } {
  return {
    stack: state.board.stack.map((s): StackLine =>
      'ability' in s ? { kind: 'ability', ability: abilityLine(state, s.ability, s.targets) } : { kind: 'spell', name: state.cards[s.card]?.name ?? s.card, controller: s.controller },
    ),
    waiting: state.board.waiting.map((id) => abilityLine(state, id, [])),
  };
}
