// Several permanents instructed to explore (701.44d) or connive (701.50d) at the same time (apnap/3).
//
// Hakbal of the Surging Soul's first ability (Oracle text; Forge,
// forge-gui/res/cardsfolder/h/hakbal_of_the_surging_soul.txt, commit 0f70ee080aed6a118df7b61571d666022adca26e):
// "At the beginning of combat on your turn, each Merfolk creature you control explores." The engine
// has no creature types: every creature its controller controls is taken to be a Merfolk (the
// example's are). Change of Plans (Forge, forge-gui/res/cardsfolder/c/change_of_plans.txt, commit
// 96f722e02d58a7894c7a9ed0fa7a7258687f485b): "Each of X target creatures you control connive. You may
// have any number of them phase out." X is the number of creatures its controller controls, all of
// them targeted; phasing is not modelled (no creature phases out). No printed card instructs
// permanents of several controllers at once: "each creature explores / connives" are rules
// illustrations of 701.44d / 701.50d's APNAP part.
import type { EffectScript } from '../rules/101.4-choice-round';
import { creaturesOf, instructedRound, type Instruction } from '../rules/701.44d-instructed';
import { exploreInstruction } from '../rules/701.44d-explore';
import { conniveInstruction } from '../rules/701.50d-connive';
import { orderIntro } from './common';
import type { EffectId } from '../core/types';

const script = (id: EffectId, ins: Instruction): EffectScript => ({
  id,
  intro: (d) => orderIntro(d, ins.rule, 'apnap'),
  steps: [{ round: (d) => instructedRound(d, ins) }],
});

export const hakbal = script('hakbal-of-the-surging-soul', exploreInstruction((d) => creaturesOf(d, d.controller)));
export const eachCreatureExplores = script('each-creature-explores', exploreInstruction((d) => creaturesOf(d)));
export const changeOfPlans = script('change-of-plans', conniveInstruction((d) => creaturesOf(d, d.controller)));
export const eachCreatureConnives = script('each-creature-connives', conniveInstruction((d) => creaturesOf(d)));
