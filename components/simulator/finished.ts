// What the simulator says once nothing is left to decide: the effect is over, or the game is.
// Read from the engine's log (its `game-over` event), never worked out here.
import type { GameState } from '@/engine/types';

export function finishedText(state: GameState): string {
  const over = state.events.find((e) => e.type === 'game-over');
  if (over && over.type === 'game-over') {
    // 104.2a: the last player left wins; 104.4a: nobody left, a draw.
    return over.winner
      ? `The game is over: ${over.winner} wins (${over.rule}).`
      : `The game is over: it is a draw (${over.rule}).`;
  }
  return state.events.some((e) => e.type === 'resolve')
    ? 'The effect and the abilities it triggered have finished resolving.'
    : 'The effect has finished resolving.';
}
