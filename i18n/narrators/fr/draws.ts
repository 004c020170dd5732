// Les pioches en français (121.2c, 805.6a, 704.5b, 104.2b) : les mains et les pioches de Wheel of
// Fortune, une pioche remplacée par Laboratory Maniac, la défaite pour une pioche dans une
// bibliothèque vide. « piocher », « bibliothèque » : les mots des cartes imprimées (terminology.ts).
import type { EventData, PlayerId } from '@/engine/types';
import { colon, count, de, list, que, semi, teamFr, whose } from './text';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cartes = (n: number) => count(n, 'carte', 'cartes');

// Laboratory Maniac's sentence in French as printed on Jace, Wielder of Mysteries (« Jace, maître
// des mystères »), which has the same ability: Forge's French card list
// (Card-Forge/forge, forge-gui/res/languages/cardnames-fr-FR.txt, commit 1b288f96ddb08611e6c6180fa004395a4439db82).
const MANIAC_FR = '«\u202fSi vous deviez piocher une carte alors que votre bibliothèque ne contient aucune carte, vous gagnez la partie à la place.\u202f»';

export const discardHandsFr = (e: Of<'discard-hands'>): string =>
  e.picks.length ? `Chaque joueur se défausse de sa main, tous en même temps (${e.rule})${colon} ${whose(e.picks)}.` : `Aucun joueur n’a de carte en main${colon} personne ne se défausse (${e.rule}).`;

export function drawFr(e: Of<'draw'>): string {
  if (e.replaced) {
    const before = e.drawn ? `Après ${count(e.drawn, 'pioche', 'pioches')}, la bibliothèque ${de(e.player)} est vide` : `La bibliothèque ${de(e.player)} est vide`;
    return `${before}${colon} la pioche suivante ${de(e.player)} est remplacée par ${e.replaced.name} ${de(e.player)} (${MANIAC_FR}${semi} 614.1a), et le remplacement est terminé avant que la suite des pioches ne reprenne (121.6b)${colon} ${e.player} gagne la partie à la place.`;
  }
  const head = `${e.player} effectue toutes ses pioches (${e.rule})${colon} ${e.player} pioche ${cartes(e.drawn)}`;
  if (e.empty === 0) return `${head}${semi} il reste ${cartes(e.library)} dans sa bibliothèque.`;
  const more = e.empty === 1 ? 'une autre pioche est tentée' : `${e.empty} autres pioches sont tentées`;
  return `${head}${semi} sa bibliothèque est alors vide, donc ${more} dans une bibliothèque vide. ${e.player} ne perd pas maintenant${colon} seulement à la prochaine vérification des actions basées sur un état, après les pioches de tous les joueurs (704.5b).`;
}

/** 805.6a à une table d’équipes : l’équipe active d’abord, dans l’ordre qu’elle veut ; les autres dans l’ordre du tour. */
export function wheelTeamOrderFr(teams: PlayerId[][]): string {
  const [first, ...rest] = teams;
  const others = rest.map((t) => `chaque joueur de ${teamFr(t)} dans l’ordre du tour (${list(t)})`).join(', puis ');
  return `Chaque joueur se défausse de sa main, tous en même temps (701.9a)${semi} puis les joueurs piochent équipe par équipe (805.6a)${colon} d’abord ${teamFr(first ?? [])}, l’équipe active, chacun de ses joueurs effectuant toutes ses pioches, dans l’ordre que l’équipe veut (ici l’ordre des places${colon} la victoire d’un joueur est celle de toute l’équipe, 810.8a, donc aucun ordre ne change le résultat), puis ${others}.`;
}

/** La ligne de la vérification quand un joueur a pioché dans une bibliothèque vide (704.5b). */
export const emptyDrawCheckFr = (e: Of<'check'>, drew: readonly PlayerId[]): string =>
  `Les actions basées sur un état sont vérifiées${colon} ${list(drew)} ${drew.length > 1 ? 'ont' : 'a'} tenté de piocher une carte dans une bibliothèque vide depuis la dernière vérification (704.5b)${colon} ${list(e.losers)} ${e.losers.length > 1 ? 'perdent' : 'perd'} la partie.`;

export const emptyDrawLossFr = (e: Of<'lose-game'>, by: PlayerId): string =>
  by === e.player
    ? `${e.player} a tenté de piocher une carte dans une bibliothèque vide et perd la partie (704.5b).`
    : `${by}, de la même équipe ${que(e.player)}, a tenté de piocher dans une bibliothèque vide${colon} ${e.player} perd la partie avec son équipe (704.5b, 810.8a).`;

/** 104.2b : un effet dit qu’un joueur gagne ; la partie se termine aussitôt (104.1). */
export const effectWinFr = (e: Of<'game-over'>): string =>
  e.winners
    ? `La partie se termine aussitôt (104.1)${colon} ${e.player ?? e.winners[0]} gagne la partie par un effet (104.2b), donc ${teamFr(e.winners)} gagne la partie en équipe (810.8a). Aucune autre pioche n’a lieu.`
    : `La partie se termine aussitôt (104.1)${colon} ${e.winner} gagne la partie par un effet (104.2b). Aucune autre pioche n’a lieu.`;
