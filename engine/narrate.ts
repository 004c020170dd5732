// The one place the engine's English is built: events (narrate), questions (promptOf, and the
// choice and skip lines), why a player is asked (reasonText) and refusals (messageOf), each from
// the typed data alone, so a narrator in another language can build its own text from the same fields.
import { quotedName } from './catalog';
import type { AbilityRef, EventData, Pick } from './events';
import { listText, typePhrase } from './text';
import type { CardType, EffectId, ErrorCode, Params, PendingReason, PlayerId, QuestionKey } from './types';

const str = (p: Params, k: string): string => String(p[k] ?? '');
const num = (p: Params, k: string): number => Number(p[k] ?? 0);
const whose = (picks: Pick[]) => listText(picks.map((x) => `${x.player}'s ${x.name}`));
const angelOf = (p: Params) => `${str(p, 'controller')}'s ${str(p, 'name')}`;
const s = (n: number) => (n === 1 ? '' : 's');

/** "Ben's Blood Artist (Grizzly Bears died)", with its target once chosen. */
export function abilityLabel(a: AbilityRef, withTargets = true): string {
  const t = withTargets && a.targets.length ? `, targeting ${listText(a.targets)}` : '';
  return `${a.controller}'s ${a.source} (${a.died} died${t})`;
}

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
      return `Put your ${num(p, 'count')} waiting abilities on the stack: list every one of them once, in the order they go on the stack (the first listed is lowest and resolves last).`;
    case 'target-player':
      return `Choose the target player for ${str(p, 'label')}: that player loses 1 life and you gain 1 life.`;
  }
}

/** The log line for a choice (a face-down one never names the card, 101.4a). */
function chooseText(e: Extract<EventData, { type: 'choose' }>): string {
  const p = e.player;
  if (e.faceDown) return `${p} chooses a card face down.`;
  const name = e.names[0];
  const q = e.question;
  const params = e.params;
  if (q === 'order-triggers') return `${p} chooses the order in which their abilities go on the stack, first listed lowest: ${listText(e.names)}.`;
  if (q === 'target-player') return `${p} targets ${e.choice[0]} with ${str(params, 'label')}.`;
  if (q === 'war-or-peace') return `${p} chooses ${e.choice[0]} for ${angelOf(params)}.`;
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

function skipText(q: QuestionKey, p: PlayerId, params: Params): string {
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
    default:
      return `${p} has nothing to choose.`;
  }
}

/** The phrase that opens an effect's order note (what the players do, in which order). */
const ORDER_WHAT: Partial<Record<EffectId, string>> = {
  'each-player-sacrifices-a-creature': 'Each player chooses a creature they control',
  'each-player-discards-a-card': 'Each player chooses a card in hand, face down (101.4a),',
  cataclysm: 'Each player makes all of their choices before the next player,',
  'stronghold-gambit': 'Each player chooses a card in hand, face down (101.4a),',
  'show-and-tell': 'Each player may choose a card in hand, face down (101.4a),',
  'rituel-original': 'The wording names no first player, so every choice is made first,',
  'councils-judgment': 'Votes are cast openly (Vote),',
  hypergenesis: 'Hypergenesis says "starting with you": each player may put a card, which enters at once,',
  'rituel-errata': 'Each player chooses and casts at once,',
};

function orderText(e: Extract<EventData, { type: 'order' }>): string {
  const { active, controller } = e;
  const order = e.players.join(', ');
  if (e.sequence === 'written') return 'Each player chooses in the order specified: an artifact, a creature, an enchantment, then a land.';
  if (e.effect === 'smallpox') {
    return `Smallpox has four actions, done one after another: lose 1 life, discard, sacrifice a creature, sacrifice a land. Each action's choices are made in APNAP order (${order}), starting with ${active}, the active player, and the action happens before the next one's choices.`;
  }
  const what = ORDER_WHAT[e.effect] ?? 'Choices are made';
  if (e.sequence === 'sequential') {
    const role = e.effect === 'rituel-errata' ? 'the caster' : 'the controller';
    const even = controller !== active ? `, even though ${active} is the active player` : '';
    return `${what} starting with ${controller} (${role})${even}, in turn order: ${order}.`;
  }
  const not = controller !== active ? ` (not ${controller}, who controls the effect)` : '';
  return `${what} in APNAP order, starting with ${active}, the active player${not}: ${order}.`;
}

function enterText(e: Extract<EventData, { type: 'enter' }>): string {
  const names = listText(e.picks.map((x) => x.name));
  switch (e.how) {
    case 'chosen':
      return e.picks.length
        ? `The chosen cards are revealed and put onto the battlefield simultaneously: ${whose(e.picks)}.`
        : 'No card was chosen, so nothing is put onto the battlefield.';
    case 'no-creature':
      return 'No creature card was revealed, so nothing is put onto the battlefield.';
    case 'lowest':
      return e.picks.length > 1
        ? `${names} are tied for the lowest mana value among the revealed creature cards (${e.lowest}); their owners put them onto the battlefield simultaneously.`
        : `${names} has the lowest mana value among the revealed creature cards (${e.lowest}); its owner, ${e.picks[0]?.player}, puts it onto the battlefield.`;
    case 'at-once':
      return `${names} enters the battlefield under ${e.picks[0]?.player}'s control at once, before the next player chooses.`;
  }
}

const changeText = (c: { player: PlayerId; amount: number }) => `${c.player} ${c.amount < 0 ? 'loses' : 'gains'} ${Math.abs(c.amount)} life`;

/** The English text of an event. */
export function narrate(e: EventData): string {
  switch (e.type) {
    case 'begin':
      return `${quotedName(e.effect)} resolves (controller ${e.controller}, active player ${e.active}).`;
    case 'order':
      return orderText(e);
    case 'reveal-hand':
      return `${e.player}, the caster, reveals their hand${e.names.length ? `: ${listText(e.names)}` : ' (it is empty)'}.`;
    case 'skip':
      return skipText(e.question, e.player, e.params);
    case 'choose':
      return chooseText(e);
    case 'vote':
      return `${e.player} votes for ${e.names[0]}.`;
    case 'sacrifice':
      if (e.what === 'unchosen') {
        return e.picks.length ? `Everything not chosen is sacrificed simultaneously: ${whose(e.picks)}.` : 'Every permanent was chosen, so nothing is sacrificed.';
      }
      return e.picks.length
        ? `All chosen ${e.noun} are sacrificed simultaneously: ${whose(e.picks)}.`
        : `No ${e.noun.replace(/s$/, '')} was chosen, so nothing is sacrificed.`;
    case 'discard':
      return e.picks.length ? `The chosen cards are revealed and discarded simultaneously: ${whose(e.picks)}.` : 'No card was chosen, so nothing is discarded.';
    case 'destroy':
      return e.picks.length
        ? `Wrath of God destroys every creature at the same moment: ${whose(e.picks)}. They die together (700.4).`
        : 'There is no creature on the battlefield, so nothing is destroyed.';
    case 'life':
      return `Each player ${e.amount < 0 ? 'loses' : 'gains'} ${Math.abs(e.amount)} life.`;
    case 'exile': {
      const names = listText(e.names);
      if (e.names.length === 0) return 'No vote was cast, so nothing is exiled.';
      if (e.names.length === 1) return `${names} has the most votes (${e.votes}) and is exiled.`;
      return `${names} are tied for the most votes (${e.votes} vote${s(e.votes)} each) and are all exiled.`;
    }
    case 'reveal':
      return `Each player reveals the chosen card: ${whose(e.picks)}.`;
    case 'enter':
      return enterText(e);
    case 'restart': {
      const who = listText(e.picks.map((x) => `${x.player} chose ${x.name}`));
      return `${who}, which has each player choose war or peace as it enters. ${newRound(e.active)}`;
    }
    case 'as-enters': {
      const names = listText(e.picks.map((x) => `${x.player}'s ${x.name}`));
      const has = `${names} ${e.picks.length > 1 ? 'have' : 'has'} each player choose war or peace as it enters`;
      if (e.rule === '614.12a') return `${has}. ${newRound(e.active)}`;
      return `${has}: those choices come first, in APNAP order starting with ${e.active}, the active player.`;
    }
    case 'entered-with':
      return `${e.pick.player}'s ${e.pick.name} enters with these choices: ${listText(e.choices.map((c) => `${c.player} ${c.choice}`))}.`;
    case 'repeat':
      return e.again
        ? `A card was put onto the battlefield during this pass, so the process repeats, starting with ${e.controller} again.`
        : 'No one put a card onto the battlefield during a full pass, so the process ends.';
    case 'cast':
      return `${e.player} casts ${e.name} without paying its mana cost (casts go one at a time, in APNAP order).`;
    case 'cast-fails':
      return `${e.player}'s cast of ${e.name} does nothing: ${e.by ? `${e.by} already cast it, so ` : ''}it is no longer in ${e.holder}'s hand.`;
    case 'spell-on-stack':
      return `${e.name} goes on top of the stack: ${e.player} controls it, ${e.owner} owns it.`;
    case 'finish':
      if (e.effect.startsWith('rituel-')) {
        const top = e.stack.slice().reverse().map((x) => `${x.name} (${x.controller})`);
        return top.length
          ? `Rituel has finished resolving. The stack, from the top: ${top.join(', ')}; the last card cast resolves first.`
          : 'Rituel has finished resolving; no card was cast.';
      }
      return `${quotedName(e.effect)} has finished resolving.`;
    case 'trigger':
      return `${e.controller}'s ${e.sourceName} triggers for ${e.diedName}, which died (it looks back in time); the ability waits until the effect has finished.`;
    case 'check':
      return e.losers.length
        ? `State-based actions are checked: ${listText(e.losers)} ${e.losers.length > 1 ? 'have' : 'has'} 0 or less life.`
        : `State-based actions are checked: no player has 0 or less life. The ${e.waiting} waiting abilit${e.waiting === 1 ? 'y goes' : 'ies go'} on the stack next, in APNAP order (603.3b).`;
    case 'lose-game':
      return `${e.player} has ${e.life} life and loses the game.`;
    case 'leave-game': {
      const back = e.returned.length ? `; ${whose(e.returned)} returns to its owner's control` : '';
      const gone = e.abilities.length ? `; ${e.abilities.length} waiting abilit${e.abilities.length === 1 ? 'y' : 'ies'} controlled by ${e.player} will never be put on the stack (800.4d)` : '';
      return `${e.player} leaves the game (104.5): every card ${e.player} owns leaves with them${back}${gone}; any ability ${e.player} controlled on the stack ceases to exist (800.4a).`;
    }
    case 'game-over':
      return e.winner ? `The game is over: ${e.winner} is the only player left and wins.` : 'The game is over: the last players lost at the same time, so it is a draw.';
    case 'put-on-stack':
      return e.abilities.length === 1
        ? `${e.player} puts their ability on the stack: ${abilityLabel(e.abilities[0]!)}.`
        : `${e.player} puts their ${e.abilities.length} abilities on the stack, first listed lowest: ${e.abilities.map((a) => abilityLabel(a)).join('; ')}.`;
    case 'resolve':
      if (e.countered) return `${abilityLabel(e.ability)} does not resolve: its target has left the game.`;
      return `${abilityLabel(e.ability)} resolves: ${listText(e.changes.map(changeText)) || 'nothing happens'}.`;
  }
}

/**
 * Show and Tell's war-or-peace round (614.12a), derived from the rules: the face-down choices stay
 * hidden until the cards are revealed (101.4a), so the "as enters" choices come only now.
 */
const newRound = (active: PlayerId) =>
  `Every card is chosen; the cards are revealed (a face-down choice stays hidden until then, 101.4a) and each player chooses war or peace in a new APNAP round, starting with ${active}, the active player, just before the cards enter (614.12a, derived from the rules).`;

/** The English message of a refused decision. */
export function messageOf(code: ErrorCode, p: Params): string {
  const who = str(p, 'player');
  switch (code) {
    case 'malformed':
      return 'A decision names a player and a list of choices.';
    case 'unknown-player':
      return p.option !== undefined ? `"${str(p, 'option')}" is not a player in this game.` : `There is no player "${who}" in this game.`;
    case 'out-of-order':
      return `${str(p, 'expected')} ${p.place === 'place' ? 'puts their abilities on the stack' : 'chooses'} ${str(p, 'position')}: ${str(p, 'reason')}`;
    case 'finished':
      return `${quotedName(str(p, 'effect') as EffectId)} has finished resolving: no decision is left to make.`;
    case 'game-over':
      return p.winner
        ? `The game is over (${str(p, 'winner')} won): no decision is left to make.`
        : 'The game is over (a draw): no decision is left to make.';
    case 'wrong-count':
      return num(p, 'count') < num(p, 'min')
        ? `${who} must make this choice: it can't be declined (min ${num(p, 'min')}, max ${num(p, 'max')}).`
        : `${who} may choose at most ${num(p, 'max')} here (min ${num(p, 'min')}, max ${num(p, 'max')}), not ${num(p, 'count')}.`;
    case 'not-a-permutation': {
      const head = `${who} must list each of their ${num(p, 'expected')} waiting abilities exactly once, in the order they go on the stack`;
      if (p.why === 'duplicate') return `${head}: ${str(p, 'option')} is listed twice.`;
      if (p.why === 'foreign') return `${head}: ${str(p, 'option')} is not one of ${who}'s waiting abilities.`;
      return `${head}: ${str(p, 'option')} is left out.`;
    }
    case 'not-in-game':
      return `${str(p, 'option')} has left the game (800.4): only a player still in the game can be targeted (102.1).`;
    case 'illegal-option':
      return optionMessage(p);
  }
}

function optionMessage(p: Params): string {
  const name = str(p, 'name');
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
    case 'not-war-or-peace':
      return `"${str(p, 'option')}" is not an option: choose war or peace for ${angelOf(p)}.`;
    default:
      return `${name} can't be chosen now.`;
  }
}

// ── Why a player is asked (`PendingDecision.why`, built where the order is decided: choice-round.ts,
// stack.ts) ───────────────────────────────────────────────────────────────────────────────────

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
      return `${f.newRound ? `${NEW_ROUND} (614.12a): ` : ''}${p} is the active player.`;
  }
}

function next(f: Extract<PendingReason, { kind: 'next' }>): string {
  const p = f.player;
  // A card's "starting with you" counts from its controller (Rituel: the caster), APNAP from the previous player.
  const said =
    f.style === 'apnap'
      ? `${p} is next in turn order after ${f.prev}.`
      : `Starting with ${f.controller} (the ${f.style === 'rituel-errata' ? 'caster' : 'controller'}), ${p} ${f.style === 'councils-judgment' ? 'votes next' : 'is next in turn order'}.`;
  return f.idle.length ? `${said} ${listText(f.idle)} had nothing to choose.` : said;
}

/** The facts in English: the pending decision's `reason`. */
export function reasonText(f: PendingReason): string {
  const p = f.player;
  switch (f.kind) {
    case 'place':
      return p === f.active
        ? `${p} is the active player, so ${p} puts their abilities on the stack first (603.3b).`
        : `Counting from ${f.active}, whose turn it is, ${p} is the next player in APNAP order with abilities waiting (603.3b).`;
    case 'target':
      return `${p} chooses a target for each ability as it is put on the stack (603.3d), in the order chosen.`;
    case 'several':
      return f.types.length
        ? `${p} makes several choices in the order specified (${f.types.join(', ')}): ${String(f.params.type)} is next.`
        : `${p} makes several choices one after another, one for each Archangel of Strife, in the order the Archangels were chosen: war or peace for ${angelOf(f.params)} is next.`;
    case 'first':
      return first(f);
    case 'next':
      return next(f);
  }
}
