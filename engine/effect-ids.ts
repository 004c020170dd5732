// The effect ids of `apnap/1` (scenario-format.md), on their own so that the validator and share
// links do not pull in the rules.
import type { EffectId } from './types';

export const EFFECT_IDS: readonly EffectId[] = [
  'each-player-sacrifices-a-creature',
  'each-player-discards-a-card',
  'smallpox',
  'cataclysm',
  'stronghold-gambit',
  'councils-judgment',
  'show-and-tell',
  'hypergenesis',
  'rituel-original',
  'rituel-errata',
  'wrath-of-god',
];
