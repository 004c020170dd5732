// Wrath of God: "Destroy all creatures. They can't be regenerated." No choices: every creature on
// the battlefield is destroyed at the same moment, so they all die together (700.4) and death
// triggers see each other (603.10a). Regeneration does not exist in this catalog.
import type { EffectScript } from '../rules/101.4-choice-round';

export const wrathOfGod: EffectScript = {
  id: 'wrath-of-god',
  intro: () => {},
  steps: [{ automatic: { do: 'destroy', rule: '700.4' } }],
};
