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

/** The title and summary in the page's language: the simulator's `sandbox.title` / `sandbox.summary` messages. */
export type SandboxWords = (key: 'sandbox.title' | 'sandbox.summary', values: Record<string, string>) => string;

export function sandboxExample(scenario: Scenario, words: SandboxWords, effectName: (id: EffectId) => string): Example {
  const effect = effectInfo(scenario.effect.id);
  const name = effect ? effectName(effect.id) : scenario.effect.id;
  return {
    slug: 'sandbox',
    title: words('sandbox.title', { name }),
    summary: words('sandbox.summary', {
      players: scenario.players.join(', '),
      active: scenario.activePlayer,
      controller: scenario.effect.controller,
    }),
    rule: effect?.rule ?? '101.4',
    scenario,
    steps: [],
  };
}
