// The catalog: one script per effect id (scenario-format.md).
import type { EffectScript } from '../rounds';
import type { EffectId, EffectInfo } from '../types';
import { cataclysm } from './cataclysm';
import { councilsJudgment } from './councils-judgment';
import { discard } from './discard';
import { hypergenesis } from './hypergenesis';
import { rituelErrata } from './rituel-errata';
import { rituelOriginal } from './rituel-original';
import { sacrifice } from './sacrifice';
import { showAndTell } from './show-and-tell';
import { smallpox } from './smallpox';
import { strongholdGambit } from './stronghold-gambit';

const SCRIPTS: readonly EffectScript[] = [
  sacrifice,
  discard,
  smallpox,
  cataclysm,
  strongholdGambit,
  councilsJudgment,
  showAndTell,
  hypergenesis,
  rituelOriginal,
  rituelErrata,
];

export const EFFECT_IDS: readonly EffectId[] = SCRIPTS.map((s) => s.id);

export const scriptOf = (id: EffectId): EffectScript => SCRIPTS.find((s) => s.id === id) ?? sacrifice;

/** The catalog for the UI: id, name, text and the rule each effect shows first. */
export const EFFECTS: readonly EffectInfo[] = SCRIPTS.map(({ id, name, text, rule, french }) =>
  french ? { id, name, text, rule, french } : { id, name, text, rule },
);

export const effectName = (id: EffectId): string => SCRIPTS.find((s) => s.id === id)?.name ?? String(id);
