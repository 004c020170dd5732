// Refused decisions in French, from the error's code and params (docs/scenario-format.md, "Error codes"). The rule
// each refusal cites is the error's own `rule`, shown beside the message as in English.
import { libraryRefusalFr } from './library';
import { settle } from '@/engine';
import type { EffectId, ErrorCode, GameState, Params, CardType } from '@/engine/types';
import { abilityIdShort } from './abilities';
import { reasonFr } from './reasons';
import { cardNameFr, colon, de, frenchNames, list, quote, quotedName, que, semi, typePhrase } from './text';
import { unsaid } from '../unsaid';
import { searchWhyNotFr } from './search';
import { num, str } from '../params';
import { combatRefusalFr } from './combat';
import { soulfireRefusalFr } from './soulfire';


/**
 * The French message of a refused decision. `state` is the state the decision was made in: an
 * out-of-order refusal says why another player is asked (the `why` of the decision pending there).
 */
export const messageFr = (code: ErrorCode, p: Params, state?: GameState): string => message(code, frenchNames(p), state);

function message(code: ErrorCode, p: Params, state?: GameState): string {
  const who = str(p, 'player');
  switch (code) {
    case 'malformed':
      return 'Une décision indique un joueur et une liste de choix.';
    case 'unknown-player':
      return p.option !== undefined ? `${quote(str(p, 'option'))} n’est pas un joueur de cette partie.` : `Il n’y a pas de joueur ${quote(who)} dans cette partie.`;
    case 'out-of-order': {
      if (p.position === 'team') {
        const settledTeam = state && settle(state);
        const why = settledTeam?.pending?.player === str(p, 'expected') ? `${colon} ${reasonFr(settledTeam.pending.why)}` : '.';
        return `L’équipe dit d’abord quel coéquipier choisit en premier (805.6)${semi} si les coéquipiers ne sont pas d’accord, le joueur principal, ${str(p, 'expected')}, tranche (805.2)${why}`;
      }
      const what = p.place === 'place' ? 'mettre ses capacités sur la pile' : 'choisir';
      const when = str(p, 'position') === 'first' ? 'en premier' : 'maintenant';
      // The decision was made while `expected` was asked: the state, settled, says why.
      const settled = state && settle(state);
      const pending = settled?.pending;
      const why = settled && pending && pending.player === str(p, 'expected') ? `${colon} ${reasonFr(pending.why)}` : '.';
      return `C’est à ${str(p, 'expected')} de ${what} ${when}${why}`;
    }
    case 'finished':
      return `${quotedName(str(p, 'effect') as EffectId)} a fini de se résoudre${colon} il ne reste aucune décision à prendre.`;
    case 'game-over':
      if (Array.isArray(p.winners)) return `La partie est terminée (l’équipe ${de(list(p.winners))} a gagné, 810.8a)${colon} il ne reste aucune décision à prendre.`;
      return p.winner
        ? `La partie est terminée (${str(p, 'winner')} a gagné)${colon} il ne reste aucune décision à prendre.`
        : `La partie est terminée (partie nulle)${colon} il ne reste aucune décision à prendre.`;
    case 'wrong-count':
      return num(p, 'count') < num(p, 'min')
        ? `${who} doit faire ce choix${colon} il ne peut pas être refusé (min ${num(p, 'min')}, max ${num(p, 'max')}).`
        : `${who} peut choisir au plus ${num(p, 'max')} ici (min ${num(p, 'min')}, max ${num(p, 'max')}), et non ${num(p, 'count')}.`;
    case 'not-a-permutation': {
      if (p.what === 'timestamp-order') {
        const head = `${who} doit citer chacun de ses ${num(p, 'expected')} permanents arrivés ensemble exactement une fois, dans l’ordre de leurs horodatages (613.7m)`;
        const it = state?.cards && Object.hasOwn(state.cards, str(p, 'option')) ? cardNameFr(state.cards[str(p, 'option')]!.name) : quote(str(p, 'option'));
        if (p.why === 'duplicate') return `${head}${colon} ${it} est cité deux fois.`;
        if (p.why === 'foreign') return `${head}${colon} ${it} n’est pas un des permanents arrivés ensemble ${de(who)}.`;
        return `${head}${colon} ${it} a été oublié.`;
      }
      const head = `${who} doit citer chacune de ses ${num(p, 'expected')} capacités en attente exactement une fois, dans l’ordre où elles vont sur la pile`;
      const it = `la capacité ${de(abilityIdShort(str(p, 'option'), state?.cards))}`;
      if (p.why === 'duplicate') return `${head}${colon} ${it} est citée deux fois.`;
      if (p.why === 'foreign') return `${head}${colon} ${quote(str(p, 'option'))} n’est pas une des capacités en attente ${de(who)}.`;
      return `${head}${colon} ${it} a été oubliée.`;
    }
    case 'not-in-game':
      return `${str(p, 'option')} a quitté la partie (800.4)${colon} seul un joueur encore dans la partie peut être ciblé (102.1).`;
    case 'illegal-option':
      return optionMessage(p);
    default:
      return unsaid(code);
  }
}

function optionMessage(p: Params): string {
  const name = str(p, 'name');
  const library = libraryRefusalFr(str(p, 'why'), p);
  if (library !== null) return library;
  const search = searchWhyNotFr(p, name);
  if (search !== null) return search;
  switch (p.why) {
    case 'unknown-card':
      return `Il n’y a pas de carte ${quote(str(p, 'option'))} dans cette partie.`;
    case 'not-in-hand':
      return `${name} n’est pas dans la main ${de(str(p, 'holder'))}${num(p, 'cast') ? ' (cette carte a déjà été lancée)' : ''}.`;
    case 'not-on-battlefield':
      return `${name} n’est pas sur le champ de bataille.`;
    case 'not-controlled':
      return `${str(p, 'player')} ne contrôle pas ${name}.`;
    case 'controlled-by-controller':
      return `${str(p, 'controller')} contrôle ${name}${colon} il faut choisir un permanent ${que(str(p, 'controller'))} ne contrôle pas.`;
    case 'wrong-type':
      return `${name} n’est pas ${typePhrase((p.types as string[]) as CardType[])}.`;
    case 'land':
      return `${name} est un terrain${colon} seule une carte non-terrain peut être choisie.`;
    case 'not-the-spell':
      return `${name} n’est pas le sort lancé par le joueur enchanté${colon} seul ${str(p, 'spell')} peut être copié (Curse of Echoes).`;
    case 'not-a-replacement':
      return `${p.name ? name : quote(str(p, 'option'))} n’a aucun effet de remplacement qui s’applique à ${str(p, 'creature')}.`;
    case 'not-war-or-peace':
      return `${quote(str(p, 'option'))} n’est pas une option${colon} choisissez la guerre ou la paix pour ${str(p, 'name')} ${de(str(p, 'controller'))}.`;
    case 'not-teammate':
      return `${quote(str(p, 'option'))} n’est pas un joueur de cette équipe qui a un choix à faire (${list(p.team as string[])}).`;
    case 'not-a-villainous-option':
      return `${quote(str(p, 'option'))} n’est pas une option${colon} choisissez ${quote('discard-hand')} (se défausser de sa main) ou ${quote('lose-life')} (perdre des points de vie) (701.55a).`;
    case 'not-an-opponent':
      return `${str(p, 'player')} n’est pas un adversaire${colon} aucun choix révoltant ne s’impose à ce joueur.`;
    case 'not-keep-or-mulligan':
      return `${quote(str(p, 'option'))} n’est pas une option${colon} déclarez ${quote('keep')} (garder sa main) ou ${quote('mulligan')} (103.5).`;
    case 'no-more-mulligans':
      return `Plus de mulligan possible${colon} la main de départ serait de zéro carte (103.5).`;
    case 'already-chosen':
      return `${name} est déjà choisie pour aller au-dessous de la bibliothèque.`;
    case 'no-opening-action':
      return `${name} ne permet pas à son propriétaire de commencer la partie avec elle sur le champ de bataille (103.6a).`;
    default:
      return combatRefusalFr(p) ?? soulfireRefusalFr(p) ?? `On ne peut pas choisir ${name} maintenant.`;
  }
}
