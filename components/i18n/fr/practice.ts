// Practice drills in French: the topics' titles, the story (the engine's log before the moment
// shown, the same lines as the English story), every topic's words, built from the drill's facts
// (practice-words.ts), never by translating its English, and a drill link's problems. Imported
// with the drill code (a lazy chunk): importing it gives `narratorFor('fr')` its `drill` and
// `drillLinkProblem` (and loads the French narrator itself).
import type { Drill, DrillLinkProblem, DrillWords, TopicId } from '@/engine/practice';
import { storyOf } from '@/engine/practice/play';
import { registerFrenchPractice } from '../narrate-fr';
import { narrateFr } from './events';
import { drillWordsFr } from './practice-words';
import { colon, either, NNBSP, quote, semi } from './text';

export { drillWordsFr };

export const TOPIC_FR: Readonly<Record<TopicId, { title: string; blurb: string }>> = {
  'who-chooses-next': {
    title: `Qui choisit ensuite${NNBSP}?`,
    blurb: 'Cliquez sur la place du joueur qui fait le prochain choix (101.4, ordre APNAP).',
  },
  'what-they-know': {
    title: `Que sait ce joueur${NNBSP}?`,
    blurb: `Cochez les choix précédents que le prochain joueur à choisir peut voir${NNBSP}: face cachée depuis une zone cachée (101.4a) ou à découvert (101.4b).`,
  },
  'where-cards-go': {
    title: `Où vont les cartes${NNBSP}?`,
    blurb: `Chaque choix est donné${NNBSP}: sélectionnez les cartes qui finissent dans une zone une fois l’effet terminé (101.4, 608.2e).`,
  },
  'still-chooses': {
    title: `Ce joueur choisit-il encore${NNBSP}?`,
    blurb: `Smallpox, étape par étape${NNBSP}: après l’étape des créatures, ce joueur a-t-il encore un terrain à choisir (608.2e)${NNBSP}?`,
  },
  rituel: {
    title: `Qui lance en premier, et que reste-t-il${NNBSP}?`,
    blurb: `Rituel, les deux formulations${NNBSP}: qui lance en premier, et quelles cartes restent dans la main du joueur qui l’a lancé (101.4, 608.2f, 608.2g)${NNBSP}?`,
  },
  'trigger-order': {
    title: `Quelle capacité se résout en premier, et qui reste dans la partie${NNBSP}?`,
    blurb: `Les capacités déclenchées par les morts dues à Wrath of God sont mises sur la pile dans l’ordre APNAP${NNBSP}: celles du joueur actif se résolvent donc en dernier (603.3b).`,
  },
};

/** The story in French: the same engine lines as the English story, narrated from their data. */
export function drillStoryFr(drill: Drill): string[] {
  if (drill.story.length === 0) return [];
  const cards = drill.state.cards;
  return storyOf(drill.state.events.map((e) => ({ ...e, text: narrateFr(e, cards) })));
}

/** Everything a drill says, in French: its words and its story. */
export const drillFr = (drill: Drill): DrillWords & { story: string[] } => ({ ...drillWordsFr(drill), story: drillStoryFr(drill) });

const MAX = new Intl.NumberFormat('fr');

/** Why a drill link cannot be shown, in French, from the problem's code and params. */
export function drillLinkProblemFr(p: DrillLinkProblem): string {
  switch (p.code) {
    case 'no-version':
      return `Ce lien d’exercice n’indique pas de version du générateur (v=1)${colon} il ne peut pas être reproduit.`;
    case 'older-version':
      return `Ce lien d’exercice vient d’une ancienne version du générateur d’exercices (v=${p.version})${semi} ce site produit maintenant des exercices de la version ${p.current}${colon} il ne montrerait pas le même exercice.`;
    case 'newer-version':
      return `Ce lien d’exercice vient d’une version du générateur d’exercices (v=${p.version}) plus récente que celle que connaît ce site (v=${p.current}).`;
    case 'no-seed':
      return 'La graine de ce lien d’exercice est absente.';
    case 'bad-seed':
      return `La graine ${quote(p.seed)} de ce lien d’exercice n’est pas un nombre entier de 0 à ${MAX.format(p.max)}.`;
    case 'no-topic':
      return 'Le thème de ce lien d’exercice est absent.';
    case 'bad-topic':
      return `Le thème ${quote(p.topic)} de ce lien d’exercice n’est pas l’un des thèmes ${either(p.topics.map(quote))}.`;
  }
}

registerFrenchPractice({ drill: drillFr, drillLinkProblem: (link) => drillLinkProblemFr(link.problem), practiceTopic: (t) => TOPIC_FR[t.id] });
