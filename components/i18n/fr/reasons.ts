// Why the pending player is the one asked now, as facts read from the engine's state (its
// pending decision, the players, the effect and its log), then said in French. The engine's own
// `reason` is English only; these facts are what it is built from (choice-round.ts, stack.ts), and
// a test checks, on every example and the golden corpus, that they rebuild the engine's English.
import { apnapOrder, settle, turnOrderFrom } from '@/engine';
import type { CardType, GameState, PendingDecision, PlayerId } from '@/engine/types';
import { colon, de, list, quote, theType } from './text';

export type ReasonFacts =
  /** 603.3b: the player who puts their abilities on the stack now. */
  | { kind: 'place'; player: PlayerId; active: PlayerId }
  /** 603.3d: targets are chosen as each ability is put on the stack. */
  | { kind: 'target'; player: PlayerId }
  /** 101.4c: a player with several choices makes them one after another. */
  | { kind: 'several'; player: PlayerId; question: PendingDecision['question']; params: PendingDecision['params'] }
  /** The first player of a round; `style` says whose words put them first. */
  | { kind: 'first'; player: PlayerId; style: RoundStyle; repeat: boolean; newRound: boolean }
  /** A later player of a round; `idle`: earlier players who had nothing to choose. */
  | { kind: 'next'; player: PlayerId; prev: PlayerId; style: RoundStyle; controller: PlayerId; idle: PlayerId[] };

/** Whose words order the round: APNAP (101.4) or an effect's "starting with you". */
export type RoundStyle = 'apnap' | 'councils-judgment' | 'hypergenesis' | 'rituel-errata';

const SEQUENTIAL: readonly string[] = ['councils-judgment', 'hypergenesis', 'rituel-errata'];

export function reasonFacts(given: GameState, p: PendingDecision): ReasonFacts {
  // A step's state may stop before automatic actions its pending decision comes after (a pass ends).
  const state = settle(given);
  if (p.question === 'order-triggers') return { kind: 'place', player: p.player, active: state.activePlayer };
  if (p.question === 'target-player') return { kind: 'target', player: p.player };
  if (p.known.some((k) => k.player === p.player)) return { kind: 'several', player: p.player, question: p.question, params: p.params };
  const effect = state.scenario.effect;
  // The "as enters" war-or-peace round is always APNAP (101.4), whatever the effect's own order.
  const style: RoundStyle = p.question !== 'war-or-peace' && SEQUENTIAL.includes(effect.id) ? (effect.id as RoundStyle) : 'apnap';
  const order = style === 'apnap' ? apnapOrder(state.players, state.activePlayer) : turnOrderFrom(state.players, effect.controller);
  const idx = order.indexOf(p.player);
  const prev = idx > 0 ? order[idx - 1] : undefined;
  if (prev === undefined) {
    const repeat = style === 'hypergenesis' && state.events.some((e) => e.type === 'repeat' && e.again);
    return { kind: 'first', player: p.player, style, repeat, newRound: p.question === 'war-or-peace' && p.rule === '614.12a' };
  }
  const idle = order.slice(0, idx).filter((x) => !p.known.some((k) => k.player === x));
  return { kind: 'next', player: p.player, prev, style, controller: effect.controller, idle };
}

const NEW_ROUND = 'Toutes les cartes sont choisies : elles sont révélées et chaque joueur choisit la guerre ou la paix lors d’une nouvelle série de choix dans l’ordre APNAP, en commençant par le joueur actif'.replace(' :', colon);

/** The facts in French. */
export function reasonFr(f: ReasonFacts): string {
  const p = f.player;
  switch (f.kind) {
    case 'place':
      return p === f.active
        ? `${p} est le joueur actif${colon} ${p} met donc ses capacités sur la pile en premier (603.3b).`
        : `En commençant par ${f.active}, le joueur actif, ${p} est le joueur suivant dans l’ordre du tour qui a des capacités en attente (603.3b).`;
    case 'target':
      return `${p} choisit une cible pour chaque capacité au moment où elle est mise sur la pile (603.3d), dans l’ordre choisi.`;
    case 'several': {
      if (f.question === 'war-or-peace') {
        const name = `${String(f.params.name ?? '')} ${de(String(f.params.controller ?? ''))}`;
        return `${p} fait plusieurs choix l’un après l’autre, un pour chaque Archangel of Strife, dans l’ordre où ces cartes ont été choisies${colon} vient maintenant le choix de la guerre ou de la paix pour ${name}.`;
      }
      const type = String(f.params.type ?? '') as CardType;
      return `${p} fait plusieurs choix dans l’ordre indiqué (artefact, créature, enchantement, terrain)${colon} ${theType(type)} est à choisir maintenant.`;
    }
    case 'first':
      switch (f.style) {
        case 'councils-judgment':
          return `Council’s Judgment dit ${quote('en commençant par vous')}${colon} ${p}, son contrôleur, vote en premier (Vote, 701.38).`;
        case 'hypergenesis':
          return f.repeat
            ? `Le processus se répète, en commençant de nouveau par ${p}, le contrôleur.`
            : `Hypergenesis dit ${quote('en commençant par vous')}${colon} ${p}, son contrôleur, commence.`;
        case 'rituel-errata':
          return `Rituel dit ${quote('à commencer par vous')}${colon} ${p}, qui a lancé le sort, choisit en premier.`;
        default:
          return f.newRound ? `${NEW_ROUND} (614.12a)${colon} ${p} est le joueur actif.` : `${p} est le joueur actif.`;
      }
    case 'next': {
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
