// Soulfire Eruption en français (608.2f, deuxième phrase ; 704.5g) : le contrôleur traite les cibles
// une par une, l’ordre APNAP départageant les joueurs et le contrôleur choisissant au sein du groupe
// d’un joueur. Les mots : « exiler la carte du dessus de sa bibliothèque », « blessures »,
// « valeur de mana » (terminology.ts), ceux du texte français imprimé de la carte (text.ts, EFFECT_TEXT).
import type { EventData, Params, PlayerId } from '@/engine/types';
import { colon, count, de, list, quote, semi } from './text';
import { str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;

const blessures = (n: number) => count(n, 'blessure', 'blessures');

export const soulfireOrderFr = (e: Of<'order'>): string =>
  `Les cibles ne peuvent pas être traitées toutes à la fois${colon} ${e.controller} ne peut pas exiler plusieurs cartes du dessus en même temps (608.2f). L’ordre APNAP départage les joueurs, en commençant par le joueur actif, ${e.active}${colon} ${e.players.join(', ')}. Le groupe de chaque joueur (ce joueur et les créatures qu’il contrôle) est traité dans cet ordre, et au sein d’un groupe, le contrôleur, ${e.controller}, choisit la cible suivante.`;

export function exileDamageFr(e: Of<'exile-damage'>): string {
  const to = e.target ?? `${e.creature!.name} ${de(e.creature!.player)}`;
  const exiled = e.exiled
    ? `La carte du dessus de la bibliothèque ${de(e.player)}, ${e.exiled.name} (valeur de mana ${e.amount}), est exilée`
    : `La bibliothèque ${de(e.player)} est vide${colon} aucune carte n’est exilée (valeur de mana 0)`;
  return `${exiled}, puis Soulfire Eruption inflige ${blessures(e.amount)} à ${to} (608.2f).`;
}

export function lethalDamageFr(e: Of<'lethal-damage'>): string {
  const one = e.lethal.length === 1;
  return `Des blessures mortelles sont marquées sur ${list(e.lethal.map((x) => `${x.name} ${de(x.player)}`))}${colon} ${one ? 'la créature est détruite' : 'ces créatures sont détruites'} (704.5g).`;
}

export const soulfirePromptFr = (p: Params): string =>
  `Choisissez la cible suivante de Soulfire Eruption${colon} exilez la carte du dessus de votre bibliothèque, puis infligez-lui autant de blessures que sa valeur de mana. L’ordre APNAP départage les joueurs${colon} d’abord les cibles du groupe ${de(str(p, 'group'))} (${list(p.targets as string[])})${semi} entre elles, l’ordre est le vôtre (608.2f).`;

export const soulfireChoiceFr = (e: Of<'choose'>): string =>
  `${e.player} prend ensuite ${e.names[0]}, parmi les cibles du groupe ${de(str(e.params, 'group'))} (608.2f).`;

export const soulfireSkipFr = (p: PlayerId): string => `${p} ne contrôle pas Soulfire Eruption${colon} c’est son contrôleur qui ordonne les cibles (608.2f).`;

export const soulfireDescribeFr = (p: Params): string => `la cible suivante, parmi celles du groupe ${de(str(p, 'group'))}`;

/** Pourquoi une cible est refusée maintenant (608.2f : l’ordre APNAP d’abord). */
export function soulfireRefusalFr(p: Params): string | null {
  if (p.why === 'apnap-group') {
    const first = str(p, 'first');
    return `${first} passe avant ${str(p, 'player')} dans l’ordre APNAP (608.2f)${colon} toutes les cibles du groupe ${de(first)} (ce joueur et les créatures qu’il contrôle) sont traitées avant ${str(p, 'name')}.`;
  }
  if (p.why === 'not-a-target') return `${str(p, 'name')} n’est pas une cible restante de Soulfire Eruption.`;
  return null;
}

/** Pourquoi le contrôleur est interrogé (608.2f). */
export const soulfireReasonFr = (p: PlayerId, again: boolean): string =>
  again
    ? `${p} contrôle Soulfire Eruption et prend la cible suivante (608.2f).`
    : `${p} contrôle Soulfire Eruption${colon} l’ordre APNAP départage les joueurs, et le contrôleur choisit l’ordre des cibles au sein du groupe d’un même joueur (608.2f).`;

/** Un fichier Soulfire Eruption refusé (scenario/soulfire.ts). */
export function targetsErrorFr(p: Params): string {
  switch (p.why) {
    case 'none':
      return `Soulfire Eruption a besoin d’au moins une cible${colon} indiquez des noms de joueurs ou des identifiants de créatures`;
    case 'twice':
      return `${quote(str(p, 'target'))} figure deux fois${colon} un joueur ou un objet n’est choisi qu’une fois pour une cible (115.3)`;
    case 'toughness':
      return `la créature ${quote(str(p, 'target'))} est une cible de Soulfire Eruption${colon} indiquez son endurance (208.1, 704.5g)`;
    case 'not-a-target':
      return `${quote(str(p, 'target'))} n’est ni un joueur de la table ni une créature sur le champ de bataille (seuls les joueurs et les créatures sont modélisés comme cibles)`;
    default:
      return 'une liste de noms de joueurs et d’identifiants de créatures était attendue';
  }
}
