// Refused decisions in English, from the error's code and params (docs/scenario-format.md, "Error codes").
import { settle } from '@/engine';
import type { CardType, EffectId, ErrorCode, GameState, Params } from '@/engine/types';
import { reasonText } from './reasons';
import { libraryRefusal } from './library';
import { angelOf, listText, quotedName, typePhrase } from './text';
import { unsaid } from '../unsaid';
import { searchWhyNot } from './search';
import { num, str } from '../params';
import { combatRefusal } from './combat';
import { soulfireRefusal } from './soulfire';


/**
 * The English message of a refused decision. `state` is the state the decision was made in: an
 * out-of-order refusal says why another player is asked (the `why` of the decision pending there).
 */
export function messageOf(code: ErrorCode, p: Params, state?: GameState): string {
  const who = str(p, 'player');
  switch (code) {
    case 'malformed':
      return 'A decision names a player and a list of choices.';
    case 'unknown-player':
      return p.option !== undefined ? `"${str(p, 'option')}" is not a player in this game.` : `There is no player "${who}" in this game.`;
    case 'out-of-order':
      if (p.position === 'team') return `The team says which teammate chooses first (805.6); if the teammates disagree, ${str(p, 'expected')}, the team's primary player, decides (805.2): ${outOfOrderReason(p, state)}`;
      return `${str(p, 'expected')} ${p.place === 'place' ? 'puts their abilities on the stack' : 'chooses'} ${str(p, 'position')}: ${outOfOrderReason(p, state)}`;
    case 'finished':
      return `${quotedName(str(p, 'effect') as EffectId)} has finished resolving: no decision is left to make.`;
    case 'game-over':
      if (Array.isArray(p.winners)) return `The game is over (${listText(p.winners)}'s team won, 810.8a): no decision is left to make.`;
      return p.winner
        ? `The game is over (${str(p, 'winner')} won): no decision is left to make.`
        : 'The game is over (a draw): no decision is left to make.';
    case 'wrong-count':
      return num(p, 'count') < num(p, 'min')
        ? `${who} must make this choice: it can't be declined (min ${num(p, 'min')}, max ${num(p, 'max')}).`
        : `${who} may choose at most ${num(p, 'max')} here (min ${num(p, 'min')}, max ${num(p, 'max')}), not ${num(p, 'count')}.`;
    case 'not-a-permutation': {
      const head = p.what === 'timestamp-order'
        ? `${who} must list each of their ${num(p, 'expected')} permanents that entered together exactly once, in the order of their timestamps (613.7m)`
        : `${who} must list each of their ${num(p, 'expected')} waiting abilities exactly once, in the order they go on the stack`;
      if (p.why === 'duplicate') return `${head}: ${str(p, 'option')} is listed twice.`;
      if (p.why === 'foreign') return `${head}: ${str(p, 'option')} is not one of ${who}'s ${p.what === 'timestamp-order' ? 'permanents that entered together' : 'waiting abilities'}.`;
      return `${head}: ${str(p, 'option')} is left out.`;
    }
    case 'not-in-game':
      return `${str(p, 'option')} has left the game (800.4): only a player still in the game can be targeted (102.1).`;
    case 'illegal-option':
      return optionMessage(p);
    default:
      return unsaid(code);
  }
}

function optionMessage(p: Params): string {
  const name = str(p, 'name');
  const library = libraryRefusal(str(p, 'why'), p);
  if (library !== null) return library;
  const search = searchWhyNot(p, name);
  if (search !== null) return search;
  switch (p.why) {
    case 'unknown-card':
      return `There is no card "${str(p, 'option')}" in this game.`;
    case 'not-in-hand':
      return `${name} is not in ${str(p, 'holder')}'s hand${num(p, 'cast') ? ' (it has already been cast)' : ''}.`;
    case 'not-on-battlefield':
      return `${name} is not on the battlefield.`;
    case 'not-controlled':
      return `${str(p, 'player')} doesn't control ${name}.`;
    case 'controlled-by-controller':
      return `${str(p, 'controller')} controls ${name}: the choice must be a permanent ${str(p, 'controller')} doesn't control.`;
    case 'wrong-type':
      return `${name} is not ${typePhrase((p.types as string[]) as CardType[])}.`;
    case 'land':
      return `${name} is a land: only a nonland card can be chosen.`;
    case 'not-a-replacement':
      return `${name} has no replacement effect that applies to ${str(p, 'creature')}.`;
    case 'not-war-or-peace':
      return `"${str(p, 'option')}" is not an option: choose war or peace for ${angelOf(p)}.`;
    case 'not-the-spell':
      return `${name} is not the spell the enchanted player cast: only ${str(p, 'spell')} can be copied (Curse of Echoes).`;
    case 'not-teammate':
      return `"${str(p, 'option')}" is not a player of this team who has a choice to make (${listText(p.team as string[])}).`;
    case 'not-a-villainous-option':
      return `"${str(p, 'option')}" is not an option: choose discard-hand or lose-life (701.55a).`;
    case 'not-an-opponent':
      return `${str(p, 'player')} is not an opponent and faces no villainous choice.`;
    case 'not-keep-or-mulligan':
      return `"${str(p, 'option')}" is not an option: declare keep or mulligan (103.5).`;
    case 'no-more-mulligans':
      return 'No further mulligan: the opening hand would be zero cards (103.5).';
    case 'already-chosen':
      return `${name} is already chosen to go on the bottom.`;
    case 'no-opening-action':
      return `${name} does not let its owner begin the game with it on the battlefield (103.6a).`;
    default:
      return combatRefusal(p) ?? soulfireRefusal(p) ?? `${name} can't be chosen now.`;
  }
}


/** Why `expected` is the one asked: the `why` of the decision pending in the state it was refused in. */
export function outOfOrderReason(p: Params, state?: GameState): string {
  const settled = state && settle(state);
  const pending = settled?.pending;
  return pending && pending.player === str(p, 'expected') ? reasonText(pending.why) : '';
}
