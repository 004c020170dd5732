// The sandbox's table as an `Example`, so the simulator walks it like any worked example.
// Nothing is authored: no narration and no claims, so every step shows the engine's own log.
import { EFFECTS } from '@/engine';
import type { EffectId, EffectInfo, Scenario } from '@/engine/types';
import type { Example } from '@/content/example-types';

/** The effects catalog, in the engine's order. */
export function effectCatalog(): readonly EffectInfo[] {
  return EFFECTS;
}

export function effectInfo(id: EffectId): EffectInfo | undefined {
  return effectCatalog().find((e) => e.id === id);
}

export function sandboxExample(scenario: Scenario): Example {
  const effect = effectInfo(scenario.effect.id);
  const name = effect?.name ?? scenario.effect.id;
  return {
    slug: 'sandbox',
    title: `${name} — your table`,
    summary:
      `${scenario.players.join(', ')} in turn order; ${scenario.activePlayer} is the active player and ` +
      `${scenario.effect.controller} controls the effect.`,
    rule: effect?.rule ?? '101.4',
    scenario,
    steps: [],
  };
}
