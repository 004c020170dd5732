// What the simulator says once nothing is left to decide (the effect is over, or the game is), and
// what the table says is resolving. Read from the engine's log and state, never worked out here.
import { effectName, resolvingFinished } from '@/engine';
import type { GameState } from '@/engine/types';

export function finishedText(state: GameState): string {
  const over = state.events.find((e) => e.type === 'game-over');
  if (over && over.type === 'game-over') {
    // 104.2a: the last player left wins; 104.4a: nobody left, a draw.
    return over.winner ? `The game is over: ${over.winner} wins (${over.rule}).` : `The game is over: it is a draw (${over.rule}).`;
  }
  return state.events.some((e) => e.type === 'resolve') ? 'The effect and the abilities it triggered have finished resolving.' : 'The effect has finished resolving.';
}

/** "Smallpox, controlled by Ana": what the table says is resolving. */
export function resolvingText(state: GameState): string {
  const { effect } = state.scenario;
  const finished = resolvingFinished(state) ? ' (it has finished resolving; the abilities it triggered follow)' : '';
  return `${effectName(effect.id)}, controlled by ${effect.controller}${finished}`;
}
