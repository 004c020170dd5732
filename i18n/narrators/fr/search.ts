// Les recherches en français (701.23i, 701.23e, 701.24a). « chercher dans sa bibliothèque »,
// « carte de terrain de base », « mélanger » : les mots des cartes imprimées (terminology.ts).
import type { EventData, Params, PlayerId } from '@/engine/types';
import { colon, count, de, whose } from './text';
import { num, str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cartes = (n: number) => count(n, 'carte', 'cartes');
const basics = (n: number) => count(n, 'carte de terrain de base', 'cartes de terrain de base');

export const searchPromptFr = (p: Params): string =>
  `Cherchez dans votre bibliothèque (${cartes(num(p, 'library'))}) jusqu’à ${basics(num(p, 'max'))}, ou n’en trouvez aucune. Les autres joueurs savent seulement combien de cartes vous trouvez, pas lesquelles (701.23e, 101.4a).`;

export const searchChoiceFr = (e: Of<'choose'>): string =>
  e.count === undefined || e.count === 0
    ? `${e.player} ne trouve aucune carte.`
    : `${e.player} trouve ${cartes(e.count)} face cachée${colon} les autres joueurs savent combien, pas lesquelles (701.23e, 101.4a).`;

export const searchNoneFr = (e: Of<'choose'>): string => `${e.player} ne cherche pas (ne trouve aucune carte).`;

export const searchSkipFr = (p: PlayerId): string => `Il n’y a aucune carte de terrain de base dans la bibliothèque ${de(p)}${colon} rien à trouver pour ${p}.`;

export const searchDescribeFr = (player: PlayerId, p: Params): string => `jusqu’à ${basics(num(p, 'max'))} dans la bibliothèque ${de(player)}`;

export const foundEnterFr = (e: Of<'enter'>): string =>
  e.picks.length
    ? `Les cartes trouvées sont mises sur le champ de bataille en même temps, et ce n’est qu’alors que tous les voient${colon} ${whose(e.picks)}.`
    : `Aucun joueur n’a trouvé de carte${colon} rien n’est mis sur le champ de bataille.`;

export function shuffleFr(e: Of<'shuffle'>): string {
  if (!e.players.length) return 'Aucun joueur n’a cherché dans sa bibliothèque, donc aucune bibliothèque n’est mélangée.';
  const left = e.players.map((p, i) => `${p} (${cartes(e.library[i] ?? 0)})`).join(', ');
  return `Chaque joueur qui a cherché dans sa bibliothèque la mélange (${e.rule})${colon} ${left}. Le moteur est déterministe${colon} une bibliothèque mélangée garde l’ordre du fichier, qui tient lieu de l’ordre que donne le mélange.`;
}

export const searchWhyNotFr = (p: Params, name: string): string | null => {
  if (p.why === 'not-in-library') return `${name} n’est pas dans la bibliothèque ${de(str(p, 'player'))}${colon} un joueur ne cherche que dans sa propre bibliothèque.`;
  if (p.why === 'not-basic-land') return `${name} n’est pas une carte de terrain de base.`;
  if (p.why === 'chosen-twice') return `${name} est choisie deux fois${colon} chaque carte ne peut être trouvée qu’une fois.`;
  return null;
};
