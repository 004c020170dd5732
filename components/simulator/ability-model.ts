// What the table draws for a triggered ability (603.3b): built from the engine's
// `describeAbility`, never worked out here; the narrators name it (i18n/narrators/*/abilities.ts).
import type { AbilityLine } from '@/i18n/narrators/table-lines';

/** An ability's facts (source, what died, which card, controller, targets: `AbilityLine`) and its words. */
export interface AbilityModel extends AbilityLine {
  /** `<source card id>:<id of the creature that died>`, e.g. `artist:bears`. */
  id: string;
  /** What it does, in words, e.g. "Target player loses 1 life and you gain 1 life." */
  text: string;
}

