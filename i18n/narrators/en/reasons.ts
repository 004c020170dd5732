// Why a player is the one asked now (`PendingDecision.why`), in English. The facts are built where
// the order is decided (engine/rules/101.4-choice-round.ts, engine/rules/405.5-stack.ts).
import type { PendingDecision, PendingReason } from '@/engine/types';
import { angelOf, listText } from './text';
import { unsaid } from '../unsaid';
import { exploreFirst, exploreNext, exploreSeveral } from './explore-connive';
import { soulfireReason } from './soulfire';

/** Why the Show and Tell war-or-peace round comes now, and who starts it (614.12a). */
const NEW_ROUND =
  'Every card is chosen; the cards are revealed and each player chooses war or peace in a new APNAP round, starting with the active player';

const SAYS = 'says "starting with you": ';

function first(f: Extract<PendingReason, { kind: 'first' }>): string {
  const p = f.player;
  switch (f.style) {
    case 'councils-judgment':
      return `Council's Judgment ${SAYS}${p}, its controller, votes first (Vote, 701.38).`;
    case 'hypergenesis':
      return f.repeat ? `The process repeats, starting with ${p}, the controller, again.` : `Hypergenesis ${SAYS}${p}, its controller, goes first.`;
    case 'rituel-errata':
      return `Rituel ${SAYS}${p}, the caster, chooses first.`;
    case 'apnap':
      // 805.4a: at a team table both players of the active team are active players.
      if (f.team) return `${f.newRound ? `${NEW_ROUND} (614.12a): ` : ''}${p} is on ${listText(f.team)}'s team, the active team, which chooses first (805.6).`;
      return `${f.newRound ? `${NEW_ROUND} (614.12a): ` : ''}${p} is the active player.`;
    case 'soulfire-eruption':
      return soulfireReason(p, f.repeat);
    case 'curse-of-echoes':
      if (f.team) return `Each player other than the enchanted player may copy the spell, team by team (805.6): ${p} is the first of them, on ${listText(f.team)}'s team, the active team.`;
      return `Each player other than the enchanted player may copy the spell, in APNAP order (101.4): ${p} is the first of them, counting from the active player.`;
    case 'explore':
    case 'connive':
      return exploreFirst(f, f.style);
  }
}

function next(f: Extract<PendingReason, { kind: 'next' }>): string {
  const p = f.player;
  if (f.style === 'explore' || f.style === 'connive') return exploreNext(f, f.style);
  // A card's "starting with you" counts from its controller (Rituel: the caster), APNAP from the previous player.
  const said =
    f.style === 'apnap' || f.style === 'curse-of-echoes'
      ? `${p} is next in turn order after ${f.prev}.`
      : `Starting with ${f.controller} (the ${f.style === 'rituel-errata' ? 'caster' : 'controller'}), ${p} ${f.style === 'councils-judgment' ? 'votes next' : 'is next in turn order'}.`;
  return f.idle.length ? `${said} ${listText(f.idle)} had nothing to choose.` : said;
}

/** Why a pending decision's player is asked, and who makes it for them if they are controlled (722.3). */
export function pendingReasonText(p: Pick<PendingDecision, 'why' | 'player' | 'decider'>): string {
  const why = reasonText(p.why);
  return p.decider === undefined ? why : `${why} ${p.decider} controls ${p.player} (722.3), so ${p.decider} makes this choice for ${p.player}.`;
}

/** The facts in English: the pending decision's `reason`. */
export function reasonText(f: PendingReason): string {
  const p = f.player;
  switch (f.kind) {
    case 'place':
      if (f.team) {
        const team = `${listText(f.team)}'s team`;
        return f.team.includes(f.active)
          ? `${team} is the active team, so it puts all its abilities on the stack first, in any order, teammates' abilities interleaved (805.7); if the teammates disagree, ${p}, its primary player, decides (805.2).`
          : `${team} is the next team in turn order with abilities waiting; it puts all of them on the stack in any order (805.7); if the teammates disagree, ${p}, its primary player, decides (805.2).`;
      }
      if (f.activeLeft) return `${f.active} has left the game and the turn goes on without an active player (800.4j): counting from the next player in turn order, ${p} is the first player still in the game with abilities waiting (603.3b).`;
      return p === f.active
        ? `${p} is the active player, so ${p} puts their abilities on the stack first (603.3b).`
        : `Counting from ${f.active}, whose turn it is, ${p} is the next player in APNAP order with abilities waiting (603.3b).`;
    case 'team':
      return `${f.active ? 'The active team' : 'This nonactive team'} (${listText(f.team)}) chooses in whatever order it likes (805.6): it says which of them chooses first, and if the teammates disagree, ${p}, its primary player, decides (805.2).`;
    case 'target':
      return `${p} chooses a target for each ability as it is put on the stack (603.3d), in the order chosen.`;
    case 'several':
      if (exploreSeveral(f)) return exploreSeveral(f)!;
      if (f.question === 'mulligan-bottom') return `${p} puts the cards on the bottom one at a time: ${String(f.params.owed)} still to put there (103.5).`;
      if (f.question === 'opening-hand-action') return `${p} takes their opening-hand actions one at a time, in any order, before the next player (103.6).`;
      if (f.question === 'replacement-effect') return `${p} chooses for each of their creatures in turn (101.4c): ${String(f.params.name ?? '')} is next.`;
      return f.types.length
        ? `${p} makes several choices in the order specified (${f.types.join(', ')}): ${String(f.params.type)} is next.`
        : `${p} makes several choices one after another, one for each Archangel of Strife, in the order the Archangels were chosen: war or peace for ${angelOf(f.params)} is next.`;
    case 'first':
      return first(f);
    case 'next':
      return next(f);
    default:
      return unsaid(f);
  }
}
