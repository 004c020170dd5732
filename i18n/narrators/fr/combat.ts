// Le combat en français (802.1-802.5, 703.4k, 509.1a, 510.1c-d, 510.2, 704.5g) : les attaques, les
// blocages de chaque joueur défenseur, la répartition des blessures de combat et les blessures
// infligées en même temps. Les mots : terminology.ts (« blessures de combat », « bloqueur »,
// « joueur défenseur », « créature attaquante », « assigner », « répartir »).
import type { EventData, Params, PlayerId } from '@/engine/types';
import { colon, count, de, isOne, list, quote, semi } from './text';
import { num, str } from '../params';
import { divisions } from '../combat-lists';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;

const blessures = (n: number) => count(n, 'blessure de combat', 'blessures de combat');
/** « Palace Guard bloque Grizzly Bears et Grizzly Bears » : une phrase par créature bloqueuse. */
function blockPhrases(blockers: readonly string[], attackers: readonly string[]): string {
  const by = new Map<string, string[]>();
  blockers.forEach((b, i) => by.set(b, [...(by.get(b) ?? []), attackers[i] ?? '']));
  return [...by].map(([b, as]) => `${b} bloque ${list(as)}`).join(`${semi} `);
}
const whoseFr = (x: { player: string; name: string }) => `${x.name} ${de(x.player)}`;

export const combatBeginFr = (e: Of<'begin'>): string =>
  `Ce combat utilise l’option d’attaque de plusieurs joueurs (802.1)${colon} le joueur actif, ${e.active}, est le joueur attaquant (506.2).`;

export function attacksFr(e: Of<'attacks'>): string {
  const targets = [...new Set(e.attackers.map((a) => a.attacks))];
  const who = targets.map((p) => `${p} avec ${list(e.attackers.filter((a) => a.attacks === p).map((a) => a.name))}`);
  const head = who.length ? `${e.player} attaque ${who.join(', et ')} (508.1b).` : `${e.player} ne déclare aucune créature attaquante.`;
  const none = e.unattacked.length
    ? ` Aucune créature n’attaque ${list(e.unattacked)}${colon} ${e.unattacked.length > 1 ? 'ces joueurs ne peuvent' : `${e.unattacked[0]} ne peut`} rien bloquer (802.4a).`
    : '';
  return `${head} Chaque adversaire ${de(e.player)} est un joueur défenseur (802.2)${colon} ${list(e.defending)}. Les joueurs défenseurs déclarent les bloqueurs dans l’ordre APNAP, chacun déclarant tous ses blocages avant le suivant, et chacun voit les blocages déclarés avant lui (802.4).${none}`;
}

export function blocksFr(e: Of<'blocks'>): string {
  const blocks = e.blocks.map((b) => `${whoseFr(b.blocker)} bloque ${whoseFr(b.attacker)}`);
  const unblocked = e.unblocked.map((a) => `${whoseFr(a)} (qui attaque ${a.attacks})`);
  const head = blocks.length ? `Tous les blocages sont déclarés (509.1, 802.4)${colon} ${blocks.join(`${semi} `)}.` : 'Aucune créature ne bloque (509.1, 802.4).';
  return unblocked.length ? `${head} Créatures attaquantes non bloquées${colon} ${list(unblocked)}.` : head;
}

export function combatDamageFr(e: Of<'combat-damage'>): string {
  const dealt = e.dealt.map((x) => `${whoseFr(x.source)} inflige ${x.amount} à ${x.player ?? whoseFr(x.creature!)}`);
  const head = dealt.length ? `Toutes les blessures de combat sont infligées en même temps (510.2)${colon} ${dealt.join(`${semi} `)}.` : 'Aucune blessure de combat n’est infligée (510.2).';
  return e.lethal.length ? `${head} Les blessures mortelles détruisent ${list(e.lethal.map(whoseFr))} (704.5g).` : head;
}

export const combatFinishFr = (): string =>
  `Les actions de l’étape des blessures de combat sont terminées${colon} les actions basées sur un état sont vérifiées avant que le joueur actif reçoive la priorité (510.3, 704.3).`;

export function combatPromptFr(q: 'declare-blockers' | 'divide-combat-damage', p: Params): string {
  if (q === 'declare-blockers') {
    return `Déclarez tous vos blocages à la fois${colon} pour chaque créature que vous contrôlez, la créature attaquante qu’elle bloque parmi celles qui vous attaquent (${list(p.attackers as string[])}${semi} 802.4a), ou aucune. Une créature bloque une seule créature attaquante (509.1a)${semi} Palace Guard peut bloquer n’importe quel nombre de créatures. Les joueurs défenseurs suivants verront vos blocages (802.4).`;
  }
  const each = (p.creatures as string[]).map((c, i) => {
    const rule = (p.blocking as string[])[i] ?? '';
    const n = Number((p.amounts as string[])[i]);
    return `${isOne(n) ? 'la blessure de combat' : `les ${blessures(n)}`} de ${c} entre ${rule === '510.1c' ? 'les créatures qui la bloquent' : 'les créatures qu’elle bloque'} (${rule})`;
  });
  return `Annoncez comment vous répartissez ${list(each)}${colon} nommez chaque créature qui reçoit des blessures autant de fois que de blessures qu’elle doit recevoir. Les joueurs suivants dans l’ordre APNAP connaîtront votre annonce (703.4k).`;
}

export function combatChoiceFr(e: Of<'choose'>): string {
  const p = e.player;
  if (e.question === 'declare-blockers') {
    const blockers = (e.params.blockers as string[] | undefined) ?? [];
    return blockers.length ? `${p} déclare tous ses blocages (802.4)${colon} ${blockPhrases(blockers, e.params.attackers as string[])}.` : `${p} ne déclare aucun blocage (802.4).`;
  }
  const parts = divisions(e.params.from as string[], e.params.to as string[], (k, n) => `${k} à ${n}`).map(([c, ws]) => `${c}${colon} ${ws.join(', ')}`);
  return `${p} annonce comment ses créatures répartissent leurs blessures de combat (703.4k)${colon} ${parts.join(`${semi} `)}.`;
}

export function combatSkipFr(q: 'declare-blockers' | 'divide-combat-damage', player: PlayerId, p: Params): string {
  if (q === 'divide-combat-damage') return `${player} ne contrôle aucune créature qui répartit ses blessures de combat${colon} chacune de ses créatures au combat, s’il en a, assigne toutes ses blessures à la seule créature ou au seul joueur qu’elle affronte (510.1).`;
  if (num(p, 'attacking')) return `${player} est le joueur attaquant, pas un joueur défenseur (802.2)${colon} aucun blocage.`;
  return (p.attackers as string[]).length
    ? `${player} ne contrôle aucune créature qui peut bloquer${colon} aucun blocage.`
    : `Aucune créature n’attaque ${player}${colon} rien à bloquer (802.4a).`;
}

/** Pourquoi un blocage ou une répartition est refusé (509.1a, 802.4a, 510.1c-d). */
export function combatRefusalFr(p: Params): string | null {
  switch (p.why) {
    case 'same-block':
      return `Ce blocage est écrit deux fois (${str(p, 'option')}).`;
    case 'blocks-one':
      return `${str(p, 'name')} ne peut bloquer qu’une seule créature attaquante (509.1a).`;
    case 'not-a-block':
      return `${quote(str(p, 'option'))} n’est pas un blocage possible${colon} écrivez bloqueur>attaquant, une créature que vous contrôlez bloquant une créature qui vous attaque (802.4a).`;
    case 'damage-count':
      return `${str(p, 'name')} assigne exactement ${isOne(num(p, 'power')) ? 'sa blessure de combat' : `ses ${blessures(num(p, 'power'))}`}, une entrée par blessure (ici ${num(p, 'count')}).`;
    case 'not-a-recipient':
      return `${quote(str(p, 'creature'))} ne peut pas assigner de blessures de combat à ${quote(str(p, 'name'))} (510.1c, 510.1d).`;
    default:
      return null;
  }
}

/** Un fichier de combat refusé (scenario/combat.ts). */
export function combatErrorFr(p: Params): string {
  switch (p.why) {
    case 'two-headed-giant':
      return `Le Troll à deux têtes a ses propres règles de combat (805.10${colon} l’équipe qui défend déclare un seul ensemble de blocages, et les blessures de combat sont annoncées équipe par équipe)${semi} elles ne sont pas modélisées, donc un fichier de combat ne peut pas avoir d’équipes`;
    case 'controller':
      return `le joueur attaquant est le joueur actif (506.2)${colon} écrivez "controller": "${str(p, 'active')}"`;
    case 'power-toughness':
      return `la créature "${str(p, 'id')}" est sur le champ de bataille dans un fichier de combat${colon} donnez sa force et son endurance (208.1)`;
    case 'attacker':
      return `"${str(p, 'id')}" n’est pas une créature sur le champ de bataille contrôlée par ${str(p, 'active')}, le joueur actif${colon} seules celles-ci peuvent attaquer (508.1a)`;
    case 'target':
      return `"${str(p, 'id')}" attaque ${str(p, 'player')}, le joueur attaquant${colon} une créature attaque un adversaire (508.1b, 802.2)`;
    default:
      return 'un objet qui associe à l’identifiant de chaque créature attaquante le joueur qu’elle attaque est attendu (802.1)';
  }
}
