// Questions in English: what a pending decision asks (promptOf), the log line of the choice made
// (chooseText), the line of a player with nothing to choose (skipText), and the hint's kind of option.
import type { CardType, EventData, Params, PlayerId, QuestionKey } from '@/engine/types';
import { angelOf, listText, targetLabel, typePhrase } from './text';
import { unsaid } from '../unsaid';
import { libraryChoice, libraryDescribe, libraryPrompt, librarySkip } from './library';
import { searchChoice, searchDescribe, searchNone, searchPrompt, searchSkip } from './search';
import { num, str } from '../params';
import { exploreChoice, exploreDescribe, explorePrompt } from './explore-connive';
import { combatChoice, combatPrompt, combatSkip } from './combat';
import { soulfireChoice, soulfireDescribe, soulfirePrompt, soulfireSkip } from './soulfire';


/** The question a pending decision asks, addressed to `player`. */
export function promptOf(q: QuestionKey, player: PlayerId, p: Params): string {
  const you = (k: string) => (str(p, k) === player ? 'you' : str(p, k));
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `Choose ${typePhrase([str(p, 'type') as CardType])} you control to sacrifice.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `Choose ${typePhrase([str(p, 'type') as CardType])} you control to keep (everything not chosen is sacrificed).`;
    case 'discard':
      return 'Choose a card in your hand to discard. Others see only that you chose (101.4a).';
    case 'choose-card-face-down':
      return 'Choose a card in your hand, face down (101.4a). Any card will do: a noncreature card is a legal bluff.';
    case 'vote':
      return `Vote for a nonland permanent ${you('controller')} ${you('controller') === 'you' ? "don't" : "doesn't"} control.`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `You may choose an artifact, creature, enchantment or land card in your hand to put onto the battlefield${q === 'put-permanent-face-down' ? ' (face down: others see only that you chose, 101.4a)' : ''}, or choose nothing.`;
    case 'cast-from-hand':
      return `You may choose a nonland card from ${you('controller') === 'you' ? 'your' : `${str(p, 'controller')}'s`} hand to cast without paying its mana cost, or choose nothing.`;
    case 'war-or-peace':
      return `Choose war or peace for ${angelOf(p)}.`;
    case 'order-triggers':
      if (Array.isArray(p.team)) return `Put your team's ${num(p, 'count')} waiting abilities on the stack (${listText(p.team)}'s, interleaved as you like: 805.7): list every one of them once, in the order they go on the stack (the first listed is lowest and resolves last).`;
      return `Put your ${num(p, 'count')} waiting abilities on the stack: list every one of them once, in the order they go on the stack (the first listed is lowest and resolves last).`;
    case 'target-player':
      return `Choose the target player for ${targetLabel(p)}: that player loses 1 life and you gain 1 life.`;
    case 'copy-spell':
      return `You may copy ${str(p, 'name')}, the spell ${str(p, 'enchanted')} cast (Curse of Echoes), or choose nothing. The copies are put on the stack together afterwards (405.3).`;
    case 'replacement-effect':
      return `${str(p, 'name')} would be put into a graveyard, and several replacement effects apply to it: as its controller, choose the one that applies (616.1), whoever controls the effects.`;
    case 'timestamp-order':
      return `Your ${num(p, 'count')} permanents entered at the same time: list each of them once, in the order of their timestamps (the first listed gets the earliest; within a layer, the later timestamp applies last, 613.7).`;
    case 'team-first':
      return `Say which player of your team (${listText(p.team as string[])}) chooses first: a team's players choose in whatever order the team likes (805.6), and if the teammates disagree, its primary player decides (805.2).`;
    case 'villainous-choice':
      return `Face a villainous choice: discard your hand (${num(p, 'hand')} card${num(p, 'hand') === 1 ? '' : 's'}), or lose 1 life for each card in all graveyards (${num(p, 'graveyards')} now). The option you choose is done before the next opponent chooses (701.55d).`;
    case 'mulligan':
      return `Keep your hand of ${num(p, 'hand')} card${num(p, 'hand') === 1 ? '' : 's'}, or take a mulligan (mulligans taken so far: ${num(p, 'times')})? The players after you will know your declaration (101.4b).`;
    case 'mulligan-bottom':
      return `Choose a card from your new hand to put on the bottom of your library, face down (${num(p, 'owed')} still to put there).`;
    case 'opening-hand-action':
      return 'You may choose a card in your opening hand that lets you begin the game with it on the battlefield (103.6a), or choose nothing.';
    case 'scry-may':
    case 'scry':
    case 'clash-target':
    case 'clash-opponent':
    case 'clash-bottom':
      return libraryPrompt(q, player, p)!;
    case 'search-basic-lands':
      return searchPrompt(p);
    case 'choose-explorer':
    case 'explore-keep':
    case 'choose-conniver':
    case 'connive-discard':
      return explorePrompt(q, p)!;
    case 'declare-blockers':
    case 'divide-combat-damage':
      return combatPrompt(q, p);
    case 'soulfire-target':
      return soulfirePrompt(p);
    default:
      return unsaid(q);
  }
}

/** The log line for a choice (a face-down one never names the card, 101.4a). */
export function chooseText(e: Extract<EventData, { type: 'choose' }>): string {
  // 722.3: the controlled player's choice, made by the player controlling them.
  return e.by === undefined ? ownChoiceText(e) : `${ownChoiceText(e).replace(/\.$/, '')} (${e.by}, who controls ${e.player}, makes this choice: 722.3).`;
}

function ownChoiceText(e: Extract<EventData, { type: 'choose' }>): string {
  const p = e.player;
  if (e.question === 'search-basic-lands') return e.faceDown ? searchChoice(e) : searchNone(e);
  if (e.faceDown) return `${p} chooses a card face down.`;
  const name = e.names[0];
  const q = e.question;
  const params = e.params;
  if (q === 'declare-blockers' || q === 'divide-combat-damage') return combatChoice(e);
  if (q === 'soulfire-target') return soulfireChoice(e);
  if (q === 'order-triggers') return `${p} chooses the order in which their abilities go on the stack, first listed lowest: ${listText(e.names)}.`;
  if (q === 'target-player') return `${p} targets ${e.choice[0]} with ${targetLabel(params)}.`;
  if (q === 'war-or-peace') return `${p} chooses ${e.choice[0]} for ${angelOf(params)}.`;
  if (q === 'villainous-choice') return e.choice[0] === 'discard-hand' ? `${p} chooses to discard their hand.` : `${p} chooses to lose 1 life for each card in all graveyards.`;
  const library = libraryChoice(e);
  if (library !== null) return library;
  if (q === 'mulligan') return e.choice[0] === 'mulligan' ? `${p} declares a mulligan.` : `${p} keeps their hand.`;
  if (q === 'opening-hand-action') return name === undefined ? `${p} takes no more opening-hand actions.` : `${p} begins the game with ${name} on the battlefield.`;
  if (q === 'copy-spell') return name === undefined ? `${p} makes no copy.` : `${p} chooses to copy ${name}.`;
  if (q === 'replacement-effect') return `${p} chooses ${name}'s effect to apply to ${str(params, 'name')} (616.1).`;
  const explored = exploreChoice(q, p, name, e.choice[0], params);
  if (explored !== undefined) return explored;
  if (q === 'timestamp-order') return `${p} chooses the relative order of their permanents' timestamps, earliest first: ${listText(e.names)}.`;
  if (name === undefined) {
    if (q === 'put-permanent') return `${p} puts nothing onto the battlefield.`;
    if (q === 'put-permanent-face-down' || q === 'cast-from-hand') return `${p} chooses no card.`;
    return `${p} chooses nothing.`;
  }
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${p} chooses ${name} to sacrifice.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${p} chooses ${name} as the ${str(params, 'type')} to keep.`;
    case 'discard':
      return `${p} chooses ${name} to discard.`;
    case 'put-permanent':
      return `${p} puts ${name} onto the battlefield.`;
    case 'cast-from-hand':
      return num(params, 'atOnce') ? `${p} chooses ${name} and casts it without paying its mana cost.` : `${p} chooses ${name}.`;
    default:
      return `${p} chooses ${name}.`;
  }
}

export function skipText(q: QuestionKey, p: PlayerId, params: Params): string {
  const library = librarySkip(q, p, params);
  if (library !== null) return library;
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${p} controls no ${str(params, 'type')}, so ${p} makes no choice here.`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${p} controls no ${str(params, 'type')}, so ${p} makes no choice for the ${str(params, 'type')}.`;
    case 'discard':
      return `${p} has no card in hand, so ${p} has nothing to discard.`;
    case 'choose-card-face-down':
      return `${p} has no card in hand, so ${p} has nothing to choose.`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `${p} has no artifact, creature, enchantment or land card in hand, so ${p} has nothing to choose.`;
    case 'vote':
      return `There is no nonland permanent ${str(params, 'controller')} doesn't control, so ${p} can't vote.`;
    case 'cast-from-hand':
      return `There is no nonland card in ${str(params, 'controller')}'s hand for ${p} to choose.`;
    case 'villainous-choice':
      // 102.3: the controller's teammate is not an opponent either.
      return p === str(params, 'controller')
        ? `${p} controls the effect and is not an opponent, so ${p} faces no villainous choice.`
        : `${p} is on ${str(params, 'controller')}'s team, who controls the effect: a teammate is not an opponent (102.3), so ${p} faces no villainous choice.`;
    case 'mulligan':
      return `${p} has kept their hand and may take no further mulligan (103.5).`;
    case 'mulligan-bottom':
      return num(params, 'free')
        ? `In a multiplayer game a player's first mulligan does not count toward the cards they put on the bottom (103.5c), so ${p} puts nothing on the bottom.`
        : `${p} took no mulligan this time, so ${p} puts nothing on the bottom.`;
    case 'opening-hand-action':
      return `${p} has no card in their opening hand that lets them begin the game with it on the battlefield.`;
    case 'replacement-effect':
      return `No creature ${p} controls has two or more replacement effects that apply, so ${p} has nothing to choose.`;
    case 'choose-explorer':
    case 'choose-conniver':
      return `${p} controls none of the creatures instructed to ${q === 'choose-explorer' ? 'explore' : 'connive'}, so ${p} has nothing to choose (${q === 'choose-explorer' ? '701.44d' : '701.50d'}).`;
    case 'declare-blockers':
    case 'divide-combat-damage':
      return combatSkip(q, p, params);
    case 'soulfire-target':
      return soulfireSkip(p);
    case 'timestamp-order':
      return num(params, 'count') === 1
        ? `${p} has only one permanent entering, so ${p} has no order to choose: it simply comes in ${p}'s place in APNAP order.`
        : `${p} has no permanent entering, so ${p} has no timestamps to order.`;
    case 'search-basic-lands':
      return searchSkip(p);
    default:
      return `${p} has nothing to choose.`;
  }
}


/** "Try it yourself": the kind of option a question asks for (never which one). */
export function describeText(q: QuestionKey, player: PlayerId, p: Params): string {
  const library = libraryDescribe(q, player, p);
  if (library !== null) return library;
  switch (q) {
    case 'sacrifice-creature':
    case 'sacrifice-land':
      return `${typePhrase([str(p, 'type') as CardType])} ${player} controls to sacrifice`;
    case 'keep-artifact':
    case 'keep-creature':
    case 'keep-enchantment':
    case 'keep-land':
      return `${typePhrase([str(p, 'type') as CardType])} ${player} controls to keep`;
    case 'discard':
      return `a card in ${player}'s hand to discard`;
    case 'choose-card-face-down':
      return `any card in ${player}'s hand (a noncreature card is a legal bluff)`;
    case 'vote':
      return `a nonland permanent ${str(p, 'controller')} doesn't control to vote for`;
    case 'put-permanent':
    case 'put-permanent-face-down':
      return `an artifact, creature, enchantment or land card in ${player}'s hand to put onto the battlefield`;
    case 'cast-from-hand':
      return `a nonland card in ${str(p, 'controller')}'s hand to cast`;
    case 'war-or-peace':
      return `war or peace for ${angelOf(p)}`;
    case 'copy-spell':
      return `whether ${player} copies ${str(p, 'name')}`;
    case 'replacement-effect':
      return `the replacement effect that applies to ${str(p, 'name')}`;
    case 'timestamp-order':
      return `an order for the ${num(p, 'count')} permanents ${player} put onto the battlefield together`;
    case 'team-first':
      return `which player of ${listText(p.team as string[])} chooses first`;
    case 'villainous-choice':
      return 'one of the two options of the villainous choice';
    case 'mulligan':
      return 'keep or mulligan';
    case 'mulligan-bottom':
      return `a card in ${player}'s new hand to put on the bottom`;
    case 'opening-hand-action':
      return `a card in ${player}'s opening hand to begin the game with on the battlefield`;
    case 'search-basic-lands':
      return searchDescribe(player, p);
    case 'choose-explorer':
    case 'explore-keep':
    case 'choose-conniver':
    case 'connive-discard':
      return exploreDescribe(q, player)!;
    case 'declare-blockers':
      return `the blocks ${player} declares (blocker>attacker)`;
    case 'divide-combat-damage':
      return `how ${str(p, 'creature')} divides its combat damage`;
    case 'soulfire-target':
      return soulfireDescribe(p);
    default:
      return 'one of the options';
  }
}
