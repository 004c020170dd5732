// What the simulator says once nothing is left to decide (components/simulator/finished.ts), in
// French: read from the engine's log (its `game-over` event).
import type { GameState } from '@/engine/types';
import { colon } from './text';

export function finishedFr(state: GameState): string {
  const over = state.events.find((e) => e.type === 'game-over');
  if (over && over.type === 'game-over') {
    // 104.2a: the last player left wins; 104.4a: nobody left, a draw.
    return over.winner
      ? `La partie est terminée${colon} ${over.winner} gagne la partie (${over.rule}).`
      : `La partie est terminée${colon} c’est une partie nulle (${over.rule}).`;
  }
  return state.events.some((e) => e.type === 'resolve')
    ? 'L’effet et les capacités qu’il a déclenchées ont fini de se résoudre.'
    : 'L’effet a fini de se résoudre.';
}
