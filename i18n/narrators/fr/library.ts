// Le dessus de la bibliothèque en français (701.22 regard, 701.30 confrontation, 701.17 meule) : les
// regards de Myr Custodian et la confrontation de Broken Ambitions. « regard », « confronter »,
// « la confrontation », « meuler », « au-dessus / au-dessous de sa bibliothèque » : terminology.ts,
// avec leurs sources. Une carte regardée n’est jamais nommée (401.2 : une bibliothèque est cachée).
import type { EventData, Params, PlayerId, QuestionKey } from '@/engine/types';
import { readPlacement } from '../placement';
import { colon, count, de, list, quote, semi, whose } from './text';
import { num, str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cartes = (n: number) => count(n, 'carte', 'cartes');

/** « la carte du dessus », « les 2 cartes du dessus ». */
const topCards = (n: number) => (n === 1 ? 'la carte du dessus' : `les ${n} cartes du dessus`);

export function lookFr(e: Of<'look'>): string {
  const who = e.players.map((x) => x.player);
  const short = e.players.filter((x) => x.count < e.count).map((x) => `${x.player} n’en voit que ${x.count}`);
  const note = short.length ? ` (${list(short)}${colon} sa bibliothèque est plus petite)` : '';
  if (who.length === 1) return `${who[0]} regarde ${topCards(e.count)} de sa bibliothèque (${e.rule})${note}. Personne d’autre ne les voit.`;
  return `${list(who)} regardent chacun ${topCards(e.count)} de sa bibliothèque, en même temps (${e.rule})${note}. Chaque joueur ne voit que ${e.count === 1 ? 'la sienne' : 'les siennes'}.`;
}

/** « met 1 carte au-dessus et 1 au-dessous ». */
const placed = (top: number, bottom: number): string => {
  if (!bottom) return top === 1 ? 'laisse sa carte au-dessus de sa bibliothèque' : `laisse les ${top} cartes au-dessus de sa bibliothèque`;
  if (!top) return bottom === 1 ? 'met sa carte au-dessous de sa bibliothèque' : `met les ${bottom} cartes au-dessous de sa bibliothèque`;
  return `met ${cartes(top)} au-dessus et ${bottom} au-dessous de sa bibliothèque`;
};

export function scryFr(e: Of<'scry'>): string {
  if (!e.moves.length) return `Aucun joueur n’applique de regard${colon} aucune carte ne bouge (${e.rule}).`;
  const each = list(e.moves.map((m) => `${m.player} ${placed(m.top, m.bottom)}`));
  const together = e.moves.length > 1 ? 'Les cartes bougent en même temps' : 'Les cartes bougent';
  return `${together} (${e.rule})${colon} ${each}. Le nombre de cartes mises au-dessus et au-dessous est connu de tous${semi} les cartes elles-mêmes restent cachées.`;
}

export function clashRevealFr(e: Of<'clash-reveal'>): string {
  const none = e.players.filter((p) => !e.picks.some((x) => x.player === p));
  const empty = none.length ? ` ${list(none)} ${none.length > 1 ? 'n’ont' : 'n’a'} aucune carte dans sa bibliothèque et ne ${none.length > 1 ? 'révèlent' : 'révèle'} rien.` : '';
  return `Confrontation entre ${list(e.players)}${colon} chaque joueur impliqué révèle la carte du dessus de sa bibliothèque, en même temps (${e.rule})${colon} ${e.picks.length ? whose(e.picks) : 'aucune carte'}.${empty}`;
}

export function clashFr(e: Of<'clash'>): string {
  const kept = e.values.map((v) => v.player).filter((p) => !e.bottom.includes(p));
  const moves = [
    ...e.bottom.map((p) => `${p} met sa carte au-dessous de sa bibliothèque`),
    ...kept.map((p) => `${p} laisse sa carte au-dessus`),
  ];
  const values = e.values.map((v) => `${v.player} ${v.manaValue}`).join(', ');
  const result = e.winner
    ? `${e.winner} gagne la confrontation (701.30d${colon} une valeur de mana plus élevée que toutes les autres cartes révélées${semi} ${values})`
    : `Personne ne gagne la confrontation (701.30d${colon} aucune carte n’a une valeur de mana plus élevée que toutes les autres cartes révélées${semi} ${values || 'rien n’a été révélé'})`;
  const notCaster = e.winner && e.winner !== e.controller ? ` ${e.winner} n’a pas lancé le sort${colon} rien d’autre ne se passe.` : '';
  return `Les cartes révélées bougent en même temps (${e.rule})${colon} ${list(moves) || 'aucune ne bouge'}. ${result}.${notCaster}`;
}

export const millFr = (e: Of<'mill'>): string =>
  e.picks.length
    ? `${e.player} meule ${cartes(e.count)} (${e.rule})${colon} ${list(e.picks.map((x) => x.name))} ${e.picks.length === 1 ? 'va' : 'vont'} du dessus de sa bibliothèque à son cimetière.`
    : `La bibliothèque ${de(e.player)} est vide${colon} rien n’est meulé (${e.rule}).`;

/** Une répartition dite sans nommer de carte. */
export function placementFr(option: string): string {
  const { top, bottom } = readPlacement(option);
  if (top.length + bottom.length === 1) return top.length ? 'laisse la carte au-dessus de sa bibliothèque' : 'met la carte au-dessous de sa bibliothèque';
  const order = (xs: number[]) => xs.map((i) => `la carte ${i}`).join(' puis ');
  const parts = [...(top.length ? [`${order(top)} au-dessus`] : []), ...(bottom.length ? [`${order(bottom)} au-dessous`] : [])];
  return `met ${parts.join(', ')} de sa bibliothèque (numérotées comme elles étaient, depuis le dessus)`;
}

export function libraryPromptFr(q: QuestionKey, player: PlayerId, p: Params): string | null {
  const controller = str(p, 'controller') === player ? 'vous contrôlez' : `${str(p, 'controller')} contrôle`;
  switch (q) {
    case 'scry-may':
      return `Vous pouvez appliquer regard ${num(p, 'count')} (${controller} Myr Custodian). Répondez ${quote('scry')} ou ${quote('decline')}${semi} les adversaires après vous le sauront (101.4b).`;
    case 'scry':
      return num(p, 'count') === 1
        ? `Laissez la carte regardée au-dessus de votre bibliothèque (${quote('1/')}) ou mettez-la au-dessous (${quote('/1')}). Les joueurs après vous sauront lequel, pas la carte (701.22c).`
        : `Remettez les ${num(p, 'count')} cartes regardées${colon} autant que vous voulez au-dessous, le reste au-dessus, chaque groupe dans l’ordre de votre choix (701.22a). Écrit dessus/dessous, cartes numérotées depuis le dessus${colon} ${quote('2,1/')} les laisse au-dessus, la deuxième en premier.`;
    case 'clash-target':
      return `Dites quel joueur contrôle le sort ciblé par Broken Ambitions (choisi au lancement, 115.1a)${colon} ce joueur meule quatre cartes si vous gagnez la confrontation.`;
    case 'clash-opponent':
      return 'Choisissez l’adversaire à confronter (701.30b).';
    case 'clash-bottom':
      return `Laissez votre carte révélée (${str(p, 'name')}) au-dessus de votre bibliothèque, ou mettez-la au-dessous (701.30a). Les joueurs après vous le sauront (101.4b).`;
    default:
      return null;
  }
}

export function libraryChoiceFr(e: Extract<EventData, { type: 'choose' }>): string | null {
  const p = e.player;
  const c = e.choice[0] ?? '';
  switch (e.question) {
    case 'scry-may':
      return c === 'scry' ? `${p} choisit d’appliquer regard ${num(e.params, 'count')}.` : `${p} choisit de ne pas appliquer de regard.`;
    case 'scry':
      return `${p} ${placementFr(c)}.`;
    case 'clash-target':
      return `Broken Ambitions, lancé par ${p}, cible un sort contrôlé par ${c} (115.1a).`;
    case 'clash-opponent':
      return `${p} choisit de confronter ${c} (701.30b).`;
    case 'clash-bottom':
      return c === 'bottom' ? `${p} choisit de mettre sa carte révélée au-dessous de sa bibliothèque.` : `${p} choisit de laisser sa carte révélée au-dessus de sa bibliothèque.`;
    default:
      return null;
  }
}

export function librarySkipFr(q: QuestionKey, p: PlayerId, params: Params): string | null {
  const controller = str(params, 'controller');
  switch (q) {
    case 'scry-may':
      return p === controller
        ? `${p} contrôle Myr Custodian et n’est pas un adversaire${colon} pas de regard 1 pour ce joueur.`
        : `${p} est dans l’équipe ${de(controller)}${colon} un coéquipier n’est pas un adversaire (102.3), donc pas de regard 1 pour ce joueur.`;
    case 'scry':
      return `${p} ne regarde aucune carte${colon} rien à remettre.`;
    case 'clash-target':
      return `${p} ne choisit pas${colon} la cible de Broken Ambitions a été choisie par le joueur qui l’a lancé, ${controller} (115.1a).`;
    case 'clash-opponent':
      return `${p} ne choisit pas${colon} seul le joueur qui a lancé Broken Ambitions, ${controller}, choisit l’adversaire à confronter (701.30b).`;
    case 'clash-bottom':
      return num(params, 'clashing') ? `${p} n’a révélé aucune carte (bibliothèque vide)${colon} rien à remettre.` : `${p} n’est pas impliqué dans la confrontation.`;
    default:
      return null;
  }
}

export function libraryDescribeFr(q: QuestionKey, player: PlayerId, p: Params): string | null {
  switch (q) {
    case 'scry-may':
      return `si ${player} applique regard ${num(p, 'count')}`;
    case 'scry':
      return `où ${player} remet ${num(p, 'count') === 1 ? 'la carte regardée' : `les ${num(p, 'count')} cartes regardées`}`;
    case 'clash-target':
      return 'le contrôleur du sort ciblé par Broken Ambitions';
    case 'clash-opponent':
      return 'l’adversaire à confronter';
    case 'clash-bottom':
      return `si ${player} laisse sa carte révélée au-dessus`;
    default:
      return null;
  }
}

export function libraryRefusalFr(why: string, p: Params): string | null {
  switch (why) {
    case 'not-a-placement':
      return `${quote(str(p, 'option'))} n’est pas une façon de remettre ${cartes(num(p, 'count'))}${colon} écrivez dessus/dessous avec les cartes numérotées depuis le dessus, par exemple ${quote('1/')} ou ${quote('/1')} (701.22a).`;
    case 'not-scrying':
      return `${str(p, 'player')} ne regarde aucune carte et n’a rien à remettre.`;
    case 'not-scry-or-decline':
      return `${quote(str(p, 'option'))} n’est pas une option${colon} répondez ${quote('scry')} (appliquer le regard) ou ${quote('decline')} (refuser).`;
    case 'not-the-caster':
      return `Seul le joueur qui a lancé Broken Ambitions, ${str(p, 'controller')}, choisit ici.`;
    case 'not-top-or-bottom':
      return `${quote(str(p, 'option'))} n’est pas une option${colon} répondez ${quote('top')} (au-dessus) ou ${quote('bottom')} (au-dessous) (701.30a).`;
    case 'not-clashing':
      return `${str(p, 'player')} n’a révélé aucune carte pour cette confrontation.`;
    case 'not-an-opponent-of':
      return `${quote(str(p, 'player'))} n’est pas un adversaire ${de(str(p, 'controller'))} (102.2, 102.3).`;
    case 'left-the-game':
      return `${quote(str(p, 'player'))} n’est pas un joueur encore dans la partie (800.4).`;
    default:
      return null;
  }
}
