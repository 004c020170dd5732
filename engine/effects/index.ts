// The catalog: one script per effect id (scenario-format.md). An unknown id is refused.
import type { EffectScript } from '../rules/101.4-choice-round';
import type { EffectId } from '../core/types';
import { cataclysm } from './cataclysm';
import { councilsJudgment } from './councils-judgment';
import { dayOfJudgment } from './day-of-judgment';
import { discard } from './discard';
import { hypergenesis } from './hypergenesis';
import { permanentsEnterTogether } from './permanents-enter-together';
import { rituelErrata } from './rituel-errata';
import { rituelOriginal } from './rituel-original';
import { sacrifice } from './sacrifice';
import { showAndTell } from './show-and-tell';
import { smallpox } from './smallpox';
import { strongholdGambit } from './stronghold-gambit';
import { startOfGame } from './start-of-game';
import { villainousChoice } from './villainous-choice';
import { wrathOfGod } from './wrath-of-god';
import { curseOfEchoes } from './curse-of-echoes';
import { eachPlayerTakesAnExtraTurn } from './extra-turns';
import { wheelOfFortune } from './wheel-of-fortune';
import { myrCustodian } from './myr-custodian';
import { brokenAmbitions } from './broken-ambitions';
import { veteranExplorer } from './veteran-explorer';
import { changeOfPlans, eachCreatureConnives, eachCreatureExplores, hakbal } from './explore-connive';
import { combat } from './combat';
import { soulfireEruption } from './soulfire-eruption';

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
  wrathOfGod,
  villainousChoice,
  startOfGame,
  curseOfEchoes,
  eachPlayerTakesAnExtraTurn,
  permanentsEnterTogether,
  dayOfJudgment,
  wheelOfFortune,
  myrCustodian,
  brokenAmbitions,
  veteranExplorer,
  hakbal,
  eachCreatureExplores,
  changeOfPlans,
  eachCreatureConnives,
  combat,
  soulfireEruption,
];

export function scriptOf(id: EffectId): EffectScript {
  const script = SCRIPTS.find((s) => s.id === id);
  if (!script) throw new Error(`effect.id: unknown effect "${String(id)}" (expected one of ${SCRIPTS.map((s) => s.id).join(', ')})`);
  return script;
}

export { CATALOG as EFFECTS, effectName } from './catalog';
export { EFFECT_IDS } from '../scenario/effect-ids';
