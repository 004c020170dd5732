// Explorer (701.44a, 701.44d) et conniver (701.50a, 701.50d) en français : les événements, les questions
// et pourquoi un joueur choisit la créature suivante. « explorer », « conniver », « marqueur +1/+1 »,
// « la carte du dessus de sa bibliothèque » : les mots des cartes imprimées (terminology.ts).
import type { EventData, Params, PendingReason, PlayerId, QuestionKey } from '@/engine/types';
import { colon, count, de, list, semi } from './text';
import { num, str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const marqueurs = (n: number) => count(n, 'marqueur +1/+1', 'marqueurs +1/+1');

export function exploreFr(e: Of<'explore'>): string {
  const who = `${e.pick.name} ${de(e.player)} explore (${e.rule})`;
  if (!e.revealed) return `${who}${colon} la bibliothèque ${de(e.player)} est vide, aucune carte n’est révélée, et donc aucune carte de terrain${colon} ${e.player} met un marqueur +1/+1 sur cette créature (${marqueurs(e.counters)} maintenant).`;
  if (e.land) return `${who}${colon} ${e.player} révèle la carte du dessus de sa bibliothèque, ${e.revealed.name}, une carte de terrain, et la met dans sa main. Tous les joueurs l’ont vue.`;
  return `${who}${colon} ${e.player} révèle la carte du dessus de sa bibliothèque, ${e.revealed.name}, qui n’est pas une carte de terrain${colon} ${e.player} met un marqueur +1/+1 sur ${e.pick.name} (${marqueurs(e.counters)} maintenant). Tous les joueurs ont vu ${e.revealed.name}${semi} ${e.player} peut la mettre dans son cimetière.`;
}

export function conniveFr(e: Of<'connive'>): string {
  if (e.step === 'draw') {
    const head = `${e.pick.name} ${de(e.player)} connive (${e.rule})${colon}`;
    const then = `puis ${e.player} se défausse d’une carte.`;
    return e.drawn
      ? `${head} ${e.player} pioche une carte, que les autres joueurs ne voient pas (il reste ${count(e.library ?? 0, 'carte', 'cartes')} dans sa bibliothèque)${semi} ${then}`
      : `${head} la bibliothèque ${de(e.player)} est vide, la pioche est donc tentée (la défaite ne vient qu’à la prochaine vérification des actions basées sur un état, 704.5b)${semi} ${then}`;
  }
  if (e.step === 'no-discard') return `${e.player} n’a aucune carte en main dont se défausser${colon} ${e.pick.name} ne reçoit pas de marqueur +1/+1 (${e.rule}).`;
  const name = e.discarded?.name ?? '';
  return e.counter
    ? `${e.player} se défausse ${de(name)}, une carte non-terrain, à la vue de tous, et met un marqueur +1/+1 sur ${e.pick.name} (${marqueurs(e.counters)} maintenant${semi} ${e.rule}).`
    : `${e.player} se défausse ${de(name)}, une carte de terrain, à la vue de tous${colon} ${e.pick.name} ne reçoit pas de marqueur +1/+1 (${e.rule}).`;
}

const isExplore = (q: QuestionKey) => q === 'choose-explorer';
const ruleOf = (q: QuestionKey) => (isExplore(q) ? '701.44d' : '701.50d');

export function explorePromptFr(q: QuestionKey, p: Params): string | undefined {
  switch (q) {
    case 'choose-explorer':
    case 'choose-conniver': {
      const verb = isExplore(q) ? 'explore' : 'connive';
      return `Choisissez laquelle de vos créatures ${verb} maintenant (encore ${num(p, 'left')} sur ${num(p, 'all')})${colon} elle ${verb} entièrement avant que vous ne choisissiez la suivante (${ruleOf(q)}).`;
    }
    case 'explore-keep':
      return `${str(p, 'explorer')} a révélé ${str(p, 'name')}, qui n’est pas une carte de terrain${colon} laisser cette carte au-dessus de votre bibliothèque (la prochaine créature qui explore la révélera à nouveau), ou la mettre dans votre cimetière${'\u202f'}?`;
    case 'connive-discard':
      return `${str(p, 'conniver')} connive${colon} choisissez une carte de votre main dont vous défausser. Si c’est une carte non-terrain, ${str(p, 'conniver')} reçoit un marqueur +1/+1.`;
    default:
      return undefined;
  }
}

export function exploreChoiceFr(q: QuestionKey, p: PlayerId, name: string | undefined, choice: string | undefined, params: Params): string | undefined {
  switch (q) {
    case 'choose-explorer':
      return `${p} choisit ${name ?? ''}, qui explore maintenant.`;
    case 'choose-conniver':
      return `${p} choisit ${name ?? ''}, qui connive maintenant.`;
    case 'explore-keep':
      return choice === 'graveyard' ? `${p} met ${str(params, 'name')} dans son cimetière.` : `${p} laisse ${str(params, 'name')} au-dessus de sa bibliothèque.`;
    case 'connive-discard':
      return `${p} choisit de se défausser ${de(name ?? '')}.`;
    default:
      return undefined;
  }
}

export function exploreDescribeFr(q: QuestionKey, player: PlayerId): string | undefined {
  switch (q) {
    case 'choose-explorer':
      return `laquelle des créatures ${de(player)} explore maintenant`;
    case 'choose-conniver':
      return `laquelle des créatures ${de(player)} connive maintenant`;
    case 'explore-keep':
      return 'laisser la carte révélée au-dessus de la bibliothèque, ou la mettre au cimetière';
    case 'connive-discard':
      return `une carte de la main ${de(player)} dont se défausser`;
    default:
      return undefined;
  }
}

type Style = 'explore' | 'connive';
const rule = (s: Style) => (s === 'explore' ? '701.44d' : '701.50d');
const inf = (s: Style) => (s === 'explore' ? 'explorer' : 'conniver');

/** 701.44d / 701.50d : le premier joueur dans l’ordre APNAP qui contrôle une ou plusieurs des créatures qui doivent encore agir. */
export function exploreFirstFr(f: Extract<PendingReason, { kind: 'first' }>, s: Style): string {
  const team = f.team ? ` (l’équipe ${de(list(f.team))} est l’équipe active et dit lequel de ses joueurs commence${colon} 805.6)` : '';
  return `${f.player} est le premier joueur dans l’ordre APNAP, en comptant à partir du joueur actif, qui contrôle une ou plusieurs des créatures devant ${inf(s)}${team}${colon} ${f.player} en choisit une, qui ${s} entièrement (${rule(s)}).`;
}

export const exploreNextFr = (f: Extract<PendingReason, { kind: 'next' }>, s: Style): string =>
  `${f.prev} n’a plus de créature devant ${inf(s)}${colon} ${f.player} est maintenant le premier joueur dans l’ordre APNAP qui contrôle une des créatures devant encore ${inf(s)} (${rule(s)}).`;

export function exploreSeveralFr(f: Extract<PendingReason, { kind: 'several' }>): string | undefined {
  const p = f.player;
  switch (f.question) {
    case 'choose-explorer':
    case 'choose-conniver': {
      const s: Style = f.question === 'choose-explorer' ? 'explore' : 'connive';
      return `${p} reste le premier joueur dans l’ordre APNAP qui contrôle une créature devant encore ${inf(s)}${colon} ${p} choisit la suivante (${rule(s)}), en sachant ce qu’ont fait les précédentes.`;
    }
    case 'explore-keep':
      return `La créature qui explore finit d’explorer avant que la suivante ne soit choisie (701.44d)${colon} ${p} décide où va la carte révélée.`;
    case 'connive-discard':
      return `La créature qui connive finit de conniver avant que la suivante ne soit choisie (701.50d)${colon} ${p} se défausse maintenant.`;
    default:
      return undefined;
  }
}
