// Why the pending player is the one asked now, in French: the engine's facts (`PendingDecision.why`,
// the same facts its English `reason` is said from), never re-derived here.
import type { CardType, PendingDecision, PendingReason } from '@/engine/types';
import { colon, de, list, quote, semi, theType, typeWord } from './text';
import { exploreFirstFr, exploreNextFr, exploreSeveralFr } from './explore-connive';
import { soulfireReasonFr } from './soulfire';

const NEW_ROUND = `Toutes les cartes sont choisies${colon} elles sont révélées et chaque joueur choisit la guerre ou la paix lors d’une nouvelle série de choix dans l’ordre APNAP, en commençant par le joueur actif`;

/** Why the pending player is asked, and who makes the decision for them if they are controlled (722.3). */
export function pendingReasonFr(p: Pick<PendingDecision, 'why' | 'player' | 'decider'>): string {
  const why = reasonFr(p.why);
  return p.decider === undefined ? why : `${why} ${p.decider} contrôle ${p.player} (722.3) et fait donc ce choix à sa place.`;
}

/** The facts in French. */
export function reasonFr(f: PendingReason): string {
  const p = f.player;
  switch (f.kind) {
    case 'place':
      if (f.team) {
        return f.team.includes(f.active)
          ? `L’équipe ${de(list(f.team))} est l’équipe active${colon} elle met toutes ses capacités sur la pile en premier, dans l’ordre de son choix, celles des deux coéquipiers entremêlées (805.7)${semi} si les coéquipiers ne sont pas d’accord, le joueur principal, ${p}, tranche (805.2).`
          : `L’équipe ${de(list(f.team))} est l’équipe suivante dans l’ordre du tour qui a des capacités en attente${colon} elle les met toutes sur la pile dans l’ordre de son choix (805.7)${semi} si les coéquipiers ne sont pas d’accord, le joueur principal, ${p}, tranche (805.2).`;
      }
      if (f.activeLeft) return `${f.active} a quitté la partie et le tour continue sans joueur actif (800.4j)${colon} en comptant à partir du joueur suivant dans l’ordre du tour, ${p} est le premier joueur encore dans la partie qui a des capacités en attente (603.3b).`;
      return p === f.active
        ? `${p} est le joueur actif${colon} ${p} met donc ses capacités sur la pile en premier (603.3b).`
        : `En comptant à partir ${de(f.active)}, dont c’est le tour, ${p} est le joueur suivant dans l’ordre APNAP qui a des capacités en attente (603.3b).`;
    case 'team':
      return `${f.active ? 'L’équipe active' : 'Cette équipe non-active'} (${list(f.team)}) choisit dans l’ordre qu’elle veut (805.6)${colon} elle dit lequel de ses joueurs choisit en premier, et si les coéquipiers ne sont pas d’accord, le joueur principal, ${p}, tranche (805.2).`;
    case 'target':
      return `${p} choisit une cible pour chaque capacité au moment où elle est mise sur la pile (603.3d), dans l’ordre choisi.`;
    case 'several': {
      if (exploreSeveralFr(f)) return exploreSeveralFr(f)!;
      if (f.question === 'mulligan-bottom') return `${p} met les cartes au-dessous de sa bibliothèque une par une${colon} encore ${String(f.params.owed)} à y mettre (103.5).`;
      if (f.question === 'opening-hand-action') return `${p} effectue ses actions de main de départ une par une, dans l’ordre de son choix, avant le joueur suivant (103.6).`;
      if (f.question === 'replacement-effect') return `${p} choisit pour chacune de ses créatures l’une après l’autre (101.4c)${colon} c’est maintenant au tour de ${String(f.params.name ?? '')}.`;
      if (!f.types.length) {
        const name = `${String(f.params.name ?? '')} ${de(String(f.params.controller ?? ''))}`;
        return `${p} fait plusieurs choix l’un après l’autre, un pour chaque Archangel of Strife, dans l’ordre où ces cartes ont été choisies${colon} vient maintenant le choix de la guerre ou de la paix pour ${name}.`;
      }
      const type = String(f.params.type ?? '') as CardType;
      return `${p} fait plusieurs choix dans l’ordre indiqué (${f.types.map(typeWord).join(', ')})${colon} ${theType(type)} est à choisir maintenant.`;
    }
    case 'first':
      switch (f.style) {
        case 'explore':
        case 'connive':
          return exploreFirstFr(f, f.style);
        case 'councils-judgment':
          return `Council’s Judgment dit ${quote('En commençant par vous')}${colon} ${p}, son contrôleur, vote en premier (règle du vote, 701.38).`;
        case 'hypergenesis':
          return f.repeat
            ? `Le processus se répète, en commençant de nouveau par ${p}, le contrôleur.`
            : `Hypergenesis dit ${quote('En commençant par vous')}${colon} ${p}, son contrôleur, commence.`;
        case 'rituel-errata':
          return `Rituel dit ${quote('À commencer par vous')}${colon} ${p}, qui a lancé le sort, choisit en premier.`;
        case 'soulfire-eruption':
          return soulfireReasonFr(p, f.repeat);
        case 'curse-of-echoes':
          if (f.team) return `Chaque joueur autre que le joueur enchanté peut copier le sort, équipe par équipe (805.6)${colon} ${p} est le premier d’entre eux, dans l’équipe ${de(list(f.team))}, l’équipe active.`;
          return `Chaque joueur autre que le joueur enchanté peut copier le sort, dans l’ordre APNAP (101.4)${colon} ${p} est le premier d’entre eux, en comptant à partir du joueur actif.`;
        default: {
          // 805.4a : à une table d’équipes, les deux joueurs de l’équipe active sont des joueurs actifs.
          const who = f.team ? `${p} est dans l’équipe ${de(list(f.team))}, l’équipe active, qui choisit en premier (805.6).` : `${p} est le joueur actif.`;
          return f.newRound ? `${NEW_ROUND} (614.12a)${colon} ${who}` : who;
        }
      }
    case 'next': {
      if (f.style === 'explore' || f.style === 'connive') return exploreNextFr(f, f.style);
      const idle = f.idle.length ? ` ${list(f.idle)} ${f.idle.length > 1 ? 'n’avaient' : 'n’avait'} rien à choisir.` : '';
      switch (f.style) {
        case 'councils-judgment':
          return `En commençant par ${f.controller} (le contrôleur), ${p} vote ensuite.${idle}`;
        case 'hypergenesis':
          return `En commençant par ${f.controller} (le contrôleur), ${p} est le suivant dans l’ordre du tour.${idle}`;
        case 'rituel-errata':
          return `En commençant par ${f.controller} (qui a lancé le sort), ${p} est le suivant dans l’ordre du tour.${idle}`;
        default:
          return `${p} est le suivant dans l’ordre du tour après ${f.prev}.${idle}`;
      }
    }
  }
}
