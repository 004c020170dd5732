// The questions in French (docs/scenario-format.md, "Questions"): the prompt a player sees, and the log lines of a
// choice or a skipped choice, each from the question key and its params alone.
import type { EventData } from '@/engine';
import type { CardType, Params, PlayerId, QuestionKey } from '@/engine/types';
import { abilityIdShort, abilityShort, type Cards } from './abilities';
import { colon, count, de, frenchNames, list, NNBSP, noType, que, semi, theType, typeGender, typePhrase, typeWord, warOrPeace } from './text';
import { unsaid } from '../unsaid';
import { libraryChoiceFr, libraryDescribeFr, libraryPromptFr, librarySkipFr } from './library';
import { searchChoiceFr, searchDescribeFr, searchNoneFr, searchPromptFr, searchSkipFr } from './search';
import { num, str } from '../params';
import { exploreChoiceFr, exploreDescribeFr, explorePromptFr } from './explore-connive';
import { combatChoiceFr, combatPromptFr, combatSkipFr } from './combat';
import { soulfireChoiceFr, soulfireDescribeFr, soulfirePromptFr, soulfireSkipFr } from './soulfire';

const type = (p: Params) => str(p, 'type') as CardType;
const pronoun = (t: CardType) => (typeGender(t) === 'f' ? 'la' : 'le');
const angelOf = (p: Params) => `${str(p, 'name')} ${de(str(p, 'controller'))}`;
const PERMANENT_CARD = 'une carte d’artefact, de créature, d’enchantement ou de terrain';

/** "la capacité de Blood Artist (mort de Grizzly Bears)", from the target question's params. */
export function targetLabel(p: Params, cards?: Cards): string {
  const src = str(p, 'source');
  const died = str(p, 'died');
  const named = (id: string) => (cards && Object.hasOwn(cards, id) ? cards[id]!.name : id);
  return `la capacité ${de(src || died ? abilityShort(named(src), named(died)) : abilityIdShort(str(p, 'ability'), cards))}`;
}

/** The question a pending decision asks, addressed to `player` ("vous"). */
export const promptFr = (q: QuestionKey, player: PlayerId, p: Params, cards?: Cards): string => prompt(q, player, frenchNames(p), cards && frenchNames(cards));

function prompt(q: QuestionKey, player: PlayerId, p: Params, cards?: Cards): string {
  const isYou = str(p, 'controller') === player;
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `Choisissez ${typePhrase([type(p)])} que vous contrôlez pour ${pronoun(type(p))} sacrifier.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `Choisissez ${typePhrase([type(p)])} que vous contrôlez pour ${pronoun(type(p))} garder (tout ce qui n’est pas choisi est sacrifié).`;
    case 'discard':
      return 'Choisissez une carte de votre main dont vous défausser. Les autres voient seulement que vous avez choisi (101.4a).';
    case 'choose-card-face-down':
      return `Choisissez une carte de votre main, face cachée (101.4a). N’importe quelle carte convient${colon} une carte non-créature est un bluff légal.`;
    case 'vote':
      return `Votez pour un permanent non-terrain ${isYou ? 'que vous ne contrôlez pas' : `${que(str(p, 'controller'))} ne contrôle pas`}.`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `Vous pouvez choisir ${PERMANENT_CARD} de votre main pour la mettre sur le champ de bataille${q === 'put-permanent-face-down' ? ` (face cachée${colon} les autres voient seulement que vous avez choisi, 101.4a)` : ''}, ou ne rien choisir.`;
    case 'cast-from-hand':
      return `Vous pouvez choisir une carte non-terrain de ${isYou ? 'votre main' : `la main ${de(str(p, 'controller'))}`} pour la lancer sans payer son coût de mana, ou ne rien choisir.`;
    case 'war-or-peace':
      return `Choisissez la guerre ou la paix pour ${angelOf(p)}.`;
    case 'order-triggers': {
      const n = num(p, 'count');
      if (Array.isArray(p.team)) return `Mettez les ${n} capacités en attente de votre équipe sur la pile (celles ${de(list(p.team))}, entremêlées comme vous le voulez${colon} 805.7)${colon} citez chacune d’elles une fois, dans l’ordre où elles vont sur la pile (la première citée est en dessous et se résout en dernier).`;
      return `Mettez vos ${n} capacités en attente sur la pile${colon} citez chacune d’elles une fois, dans l’ordre où elles vont sur la pile (la première citée est en dessous et se résout en dernier).`;
    }
    case 'target-player':
      return `Choisissez le joueur ciblé par ${targetLabel(p, cards)}${colon} ce joueur perd 1 point de vie et vous gagnez 1 point de vie.`;
    case 'copy-spell':
      return `Vous pouvez copier ${str(p, 'name')}, le sort lancé par ${str(p, 'enchanted')} (Curse of Echoes), ou ne rien choisir. Les copies sont ensuite mises sur la pile ensemble (405.3).`;
    case 'replacement-effect':
      return `${str(p, 'name')} va être mis dans un cimetière et plusieurs effets de remplacement s’appliquent${colon} en tant que contrôleur de cette créature, choisissez celui qui s’applique (616.1), quel que soit le contrôleur des effets.`;
    case 'timestamp-order':
      return `Vos ${num(p, 'count')} permanents sont arrivés en même temps${colon} citez chacun d’eux une fois, dans l’ordre de leurs horodatages (le premier cité reçoit le plus ancien${semi} dans une même couche, l’horodatage le plus récent s’applique en dernier, 613.7).`;
    case 'team-first':
      return `Dites quel joueur de votre équipe (${list(p.team as string[])}) choisit en premier${colon} les joueurs d’une équipe choisissent dans l’ordre que l’équipe veut (805.6)${semi} si les coéquipiers ne sont pas d’accord, le joueur principal tranche (805.2).`;
    case 'villainous-choice':
      return `Choix révoltant${colon} vous défausser de votre main (${count(num(p, 'hand'), 'carte', 'cartes')}), ou perdre 1 point de vie pour chaque carte dans tous les cimetières (${num(p, 'graveyards')} maintenant). L’option choisie est effectuée avant que l’adversaire suivant ne choisisse (701.55d).`;
    case 'mulligan':
      return `Garder votre main de ${count(num(p, 'hand'), 'carte', 'cartes')}, ou prendre un mulligan (mulligans déjà pris${colon} ${num(p, 'times')})${NNBSP}? Les joueurs suivants connaîtront votre déclaration (101.4b).`;
    case 'mulligan-bottom':
      return `Choisissez une carte de votre nouvelle main à mettre au-dessous de votre bibliothèque, face cachée (encore ${num(p, 'owed')} à y mettre).`;
    case 'opening-hand-action':
      return 'Vous pouvez choisir une carte de votre main de départ qui vous permet de commencer la partie avec elle sur le champ de bataille (103.6a), ou ne rien choisir.';
    case 'scry-may':
    case 'scry':
    case 'clash-target':
    case 'clash-opponent':
    case 'clash-bottom':
      return libraryPromptFr(q, player, p)!;
    case 'search-basic-lands':
      return searchPromptFr(p);
    case 'choose-explorer':
    case 'explore-keep':
    case 'choose-conniver':
    case 'connive-discard':
      return explorePromptFr(q, p)!;
    case 'declare-blockers':
    case 'divide-combat-damage':
      return combatPromptFr(q, p);
    case 'soulfire-target':
      return soulfirePromptFr(p);
    default:
      return unsaid(q);
  }
}

/** The log line for a choice (a face-down one never names the card, 101.4a). */
export function chooseFr(e: Extract<EventData, { type: 'choose' }>, cards?: Cards): string {
  // 722.3 : le choix du joueur contrôlé, fait par le joueur qui le contrôle.
  const own = ownChoiceFr(e, cards);
  return e.by === undefined ? own : `${own.replace(/\.$/, '')} (${e.by}, qui contrôle ${e.player}, fait ce choix${colon} 722.3).`;
}

function ownChoiceFr(e: Extract<EventData, { type: 'choose' }>, cards?: Cards): string {
  const p = e.player;
  if (e.question === 'search-basic-lands') return e.faceDown ? searchChoiceFr(e) : searchNoneFr(e);
  if (e.faceDown) return `${p} choisit une carte face cachée.`;
  const name = e.names[0];
  const q = e.question;
  const params = e.params;
  if (q === 'declare-blockers' || q === 'divide-combat-damage') return combatChoiceFr(e);
  if (q === 'soulfire-target') return soulfireChoiceFr(e);
  if (q === 'order-triggers') {
    return `${p} choisit l’ordre dans lequel ses capacités vont sur la pile, la première citée en dessous${colon} ${list(e.choice.map((id) => abilityIdShort(id, cards)))}.`;
  }
  if (q === 'target-player') return `${p} cible ${e.choice[0]} avec ${targetLabel(params, cards)}.`;
  if (q === 'war-or-peace') return `${p} choisit ${warOrPeace(e.choice[0] ?? '')} pour ${angelOf(params)}.`;
  if (q === 'villainous-choice') return e.choice[0] === 'discard-hand' ? `${p} choisit de se défausser de sa main.` : `${p} choisit de perdre 1 point de vie pour chaque carte dans tous les cimetières.`;
  const library = libraryChoiceFr(e);
  if (library !== null) return library;
  if (q === 'mulligan') return e.choice[0] === 'mulligan' ? `${p} déclare un mulligan.` : `${p} garde sa main.`;
  if (q === 'opening-hand-action') return name === undefined ? `${p} n’effectue plus d’action de main de départ.` : `${p} commence la partie avec ${name} sur le champ de bataille.`;
  if (q === 'copy-spell') return name === undefined ? `${p} ne fait pas de copie.` : `${p} choisit de copier ${name}.`;
  if (q === 'replacement-effect') return `${p} choisit l’effet ${de(name ?? '')} pour ${str(params, 'name')} (616.1).`;
  const explored = exploreChoiceFr(q, p, name, e.choice[0], params);
  if (explored !== undefined) return explored;
  if (q === 'timestamp-order') return `${p} choisit l’ordre relatif des horodatages de ses permanents, du plus ancien au plus récent${colon} ${list(e.names)}.`;
  if (name === undefined) {
    if (q === 'put-permanent') return `${p} ne met rien sur le champ de bataille.`;
    if (q === 'put-permanent-face-down' || q === 'cast-from-hand') return `${p} ne choisit aucune carte.`;
    return `${p} ne choisit rien.`;
  }
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${p} choisit de sacrifier ${name}.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${p} choisit de garder ${name} comme ${typeWord(type(params))}.`;
    case 'discard':
      return `${p} choisit de se défausser ${de(name)}.`;
    case 'put-permanent':
      return `${p} met ${name} sur le champ de bataille.`;
    case 'cast-from-hand':
      return num(params, 'atOnce') ? `${p} choisit ${name} et lance cette carte sans payer son coût de mana.` : `${p} choisit ${name}.`;
    default:
      return `${p} choisit ${name}.`;
  }
}

/** Why a player makes no choice (608.2d: no legal option). */
export function skipFr(q: QuestionKey, p: PlayerId, params: Params): string {
  const library = librarySkipFr(q, p, params);
  if (library !== null) return library;
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${p} ne contrôle ${noType(type(params))}${colon} ${p} ne fait donc aucun choix ici.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${p} ne contrôle ${noType(type(params))}${colon} ${p} ne fait donc aucun choix pour ${theType(type(params))}.`;
    case 'discard':
      return `${p} n’a aucune carte en main${colon} ${p} n’a donc rien dont se défausser.`;
    case 'choose-card-face-down':
      return `${p} n’a aucune carte en main${colon} ${p} n’a donc rien à choisir.`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `${p} n’a aucune carte d’artefact, de créature, d’enchantement ou de terrain en main${colon} ${p} n’a donc rien à choisir.`;
    case 'vote':
      return `Il n’y a aucun permanent non-terrain ${que(str(params, 'controller'))} ne contrôle pas${colon} ${p} ne peut donc pas voter.`;
    case 'cast-from-hand':
      return `Il n’y a aucune carte non-terrain dans la main ${de(str(params, 'controller'))} ${que(p)} puisse choisir.`;
    case 'villainous-choice':
      // 102.3 : le coéquipier du contrôleur n’est pas un adversaire non plus.
      return p === str(params, 'controller')
        ? `${p} contrôle l’effet et n’est pas un adversaire${colon} aucun choix révoltant ne s’impose donc à ${p}.`
        : `${p} est dans l’équipe ${de(str(params, 'controller'))}, qui contrôle l’effet${colon} un coéquipier n’est pas un adversaire (102.3), aucun choix révoltant ne s’impose donc à ${p}.`;
    case 'mulligan':
      return `${p} a gardé sa main et ne peut plus prendre de mulligan (103.5).`;
    case 'mulligan-bottom':
      return num(params, 'free')
        ? `Dans une partie multijoueur, le premier mulligan d’un joueur ne compte pas pour le nombre de cartes qu’il met au-dessous de sa bibliothèque (103.5c)${colon} ${p} n’y met donc rien.`
        : `${p} n’a pas pris de mulligan cette fois${colon} ${p} ne met donc rien au-dessous de sa bibliothèque.`;
    case 'opening-hand-action':
      return `${p} n’a dans sa main de départ aucune carte qui lui permet de commencer la partie avec elle sur le champ de bataille.`;
    case 'replacement-effect':
      return `Aucune créature que contrôle ${p} n’est concernée par au moins deux effets de remplacement${colon} ${p} n’a donc rien à choisir.`;
    case 'choose-explorer':
    case 'choose-conniver':
      return `${p} ne contrôle aucune des créatures devant ${q === 'choose-explorer' ? 'explorer' : 'conniver'}${colon} ${p} n’a donc rien à choisir (${q === 'choose-explorer' ? '701.44d' : '701.50d'}).`;
    case 'declare-blockers':
    case 'divide-combat-damage':
      return combatSkipFr(q, p, params);
    case 'soulfire-target':
      return soulfireSkipFr(p);
    case 'timestamp-order':
      return num(params, 'count') === 1
        ? `${p} n’a qu’un seul permanent qui arrive${colon} ${p} n’a donc aucun ordre à choisir, ce permanent prend simplement la place ${de(p)} dans l’ordre APNAP.`
        : `${p} n’a aucun permanent qui arrive${colon} ${p} n’a donc aucun horodatage à ordonner.`;
    case 'search-basic-lands':
      return searchSkipFr(p);
    default:
      return `${p} n’a rien à choisir.`;
  }
}

/** For hints: what kind of option the pending player picks ("une créature que Ben contrôle, à sacrifier"). */
export function describeFr(q: QuestionKey, player: PlayerId, p: Params): string {
  const library = libraryDescribeFr(q, player, p);
  if (library !== null) return library;
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${typePhrase([type(p)])} ${que(player)} contrôle, à sacrifier`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${typePhrase([type(p)])} ${que(player)} contrôle, à garder`;
    case 'discard':
      return `une carte de la main ${de(player)} dont se défausser`;
    case 'choose-card-face-down':
      return `n’importe quelle carte de la main ${de(player)} (une carte non-créature est un bluff légal)`;
    case 'vote':
      return `un permanent non-terrain ${que(str(p, 'controller'))} ne contrôle pas, pour lequel voter`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `${PERMANENT_CARD} de la main ${de(player)} à mettre sur le champ de bataille`;
    case 'cast-from-hand':
      return `une carte non-terrain de la main ${de(str(p, 'controller'))} à lancer`;
    case 'war-or-peace':
      return `la guerre ou la paix pour ${angelOf(p)}`;
    case 'copy-spell':
      return `si ${player} copie ${str(p, 'name')}`;
    case 'replacement-effect':
      return `l’effet de remplacement qui s’applique à ${str(p, 'name')}`;
    case 'timestamp-order':
      return `un ordre pour les ${num(p, 'count')} permanents ${que(player)} a mis ensemble sur le champ de bataille`;
    case 'team-first':
      return `lequel des joueurs ${list(p.team as string[])} choisit en premier`;
    case 'villainous-choice':
      return 'une des deux options du choix révoltant';
    case 'mulligan':
      return 'garder sa main ou prendre un mulligan';
    case 'mulligan-bottom':
      return `une carte de la nouvelle main ${de(player)} à mettre au-dessous de sa bibliothèque`;
    case 'opening-hand-action':
      return `une carte de la main de départ ${de(player)} avec laquelle commencer la partie sur le champ de bataille`;
    case 'search-basic-lands':
      return searchDescribeFr(player, p);
    case 'choose-explorer':
    case 'explore-keep':
    case 'choose-conniver':
    case 'connive-discard':
      return exploreDescribeFr(q, player)!;
    case 'declare-blockers':
      return `les blocages que déclare ${player} (bloqueur>attaquant)`;
    case 'divide-combat-damage':
      return `la répartition des blessures de combat de ${str(p, 'creature')}`;
    case 'soulfire-target':
      return soulfireDescribeFr(p);
    default:
      return 'une des options';
  }
}
