// "Try it yourself": who must choose now, why, and what kind of option (never which one).
import { settle } from '@/engine';
import type { GameState } from '@/engine/types';
import { describeText } from './questions';
import { pendingReasonText } from './reasons';

export function hintText(state: GameState): string | null {
  const s = settle(state);
  const p = s.pending;
  if (!p || s.done) return null;
  const kind =
    p.kind === 'order'
      ? `an order for all ${p.options.length} of ${p.player}'s waiting abilities`
      : p.kind === 'players'
        ? 'a player still in the game as the target'
        : describeText(p.question, p.player, p.params);
  const n = p.options.length;
  const may = p.min === 0 ? ', or may choose nothing' : '';
  const face = p.faceDown ? ', face down so the others see only that a choice was made (101.4a)' : '';
  return `${p.player} chooses now (${p.rule}: ${pendingReasonText(p).replace(/\.$/, '')}) and picks ${kind}${may}${face}; ${n} legal option${n === 1 ? '' : 's'}.`;
}
