// The effect ids of the scenario formats (scenario-format.md), on their own so that the validator and
// share links do not pull in the rules. `apnap/1` keeps its closed list for good (its files read
// exactly as they always have); the family's effects are `apnap/2` only, so an `apnap/1` reader of
// today (a deployed or offline copy) refuses their files by their format instead of misreading them.
import type { EffectId, FormatVersion } from '../core/types';

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

/** Effects only an `apnap/2` file may name (the APNAP family: 405.3, 500.7, 613.7m, 616.1, 103.5, 701.55d…). */
export const EFFECT_IDS_V2_ONLY: readonly EffectId[] = [
  'villainous-choice',
  'start-of-game',
  'curse-of-echoes',
  'each-player-takes-an-extra-turn',
  'permanents-enter-together',
  'day-of-judgment',
];

/** Every effect an `apnap/2` file may name. */
export const EFFECT_IDS_V2: readonly EffectId[] = [...EFFECT_IDS, ...EFFECT_IDS_V2_ONLY];

/**
 * Effects only an `apnap/3` file may name (121.2c draws, 701.22c scry…). Their cards' abilities (read
 * by name) apply in `apnap/3` only, so no card that is vanilla in an older link gains one there.
 */
export const EFFECT_IDS_V3_ONLY: readonly EffectId[] = [
  'wheel-of-fortune',
  'myr-custodian',
  'broken-ambitions',
  'veteran-explorer',
  'hakbal-of-the-surging-soul',
  'each-creature-explores',
  'change-of-plans',
  'each-creature-connives',
  'combat',
  'soulfire-eruption',
];

/** Every effect an `apnap/3` file may name. */
export const EFFECT_IDS_V3: readonly EffectId[] = [...EFFECT_IDS_V2, ...EFFECT_IDS_V3_ONLY];

/** The effects a file of `format` may name. */
export const effectIdsOf = (format: FormatVersion): readonly EffectId[] =>
  format === 'apnap/3' ? EFFECT_IDS_V3 : format === 'apnap/2' ? EFFECT_IDS_V2 : EFFECT_IDS;

/** The first format that has `id` (an effect a file of an earlier format names is refused, naming it). */
export const formatOfEffect = (id: EffectId): FormatVersion =>
  EFFECT_IDS.includes(id) ? 'apnap/1' : EFFECT_IDS_V2_ONLY.includes(id) ? 'apnap/2' : 'apnap/3';
