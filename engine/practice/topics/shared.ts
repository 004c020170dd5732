// Pieces the topics share.
import type { EffectId, Scenario } from '../../index';
import type { DrillFeatures } from '../types';

/** Effects that resolve in several steps (608.2e) or passes (Hypergenesis's "repeat this process"). */
const SEVERAL_STEPS: readonly EffectId[] = ['smallpox', 'hypergenesis'];

export function features(scenario: Scenario, hidden: boolean, effect: EffectId): DrillFeatures {
  return {
    players: scenario.players.length,
    opponentsTurn: scenario.effect.controller !== scenario.activePlayer,
    hidden,
    severalSteps: SEVERAL_STEPS.includes(effect),
  };
}
