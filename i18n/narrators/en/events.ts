// The log in English: one line per typed event (engine/core/events.ts), from its fields alone.
import type { EffectId, EventData, PlayerId } from '@/engine/types';
import { abilityLabel } from './abilities';
import { chooseText, skipText } from './questions';
import { listText, quotedName, teamName, whose } from './text';
import { attacksText, blocksText, combatBegin, combatDamageText, combatFinish } from './combat';
import { exileDamageText, lethalDamageText, soulfireOrder } from './soulfire';
import { drawText, discardHandsText, emptyDrawCheck, emptyDrawLoss, effectWin, wheelTeamOrder } from './draws';
import { unsaid } from '../unsaid';
import { clashRevealText, clashText, lookText, millText, scryText } from './library';
import { foundEnter, shuffleText } from './search';
import { conniveText, exploreText } from './explore-connive';

const s = (n: number) => (n === 1 ? '' : 's');

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
  'villainous-choice': 'Each opponent faces the villainous choice from start to finish (choose, then the chosen option is done) before the next one is asked (701.55d, an exception to 608.2e),',
  'each-player-takes-an-extra-turn': 'Each player is given an extra turn; the turns are added one at a time (500.7),',
  'day-of-judgment': 'Each player whose creature two or more replacement effects would apply to chooses which one applies (616.1),',
  'permanents-enter-together': 'The permanents enter together; each player with two or more of them chooses the relative order of their timestamps (613.7m),',
  'wheel-of-fortune': 'Each player discards their hand at the same time (701.9a); then each player performs all of their draws, one player after another (121.2c),',
  'myr-custodian': "Myr Custodian's controller scries 2 alone first (608.2c); then each opponent says whether they scry 1, and those who do look at their top card at the same time and decide where it goes (701.22c),",
  'broken-ambitions': 'The caster chooses an opponent to clash with (701.30b); both reveal their top card at the same time, then decide where it goes (701.30c),',
  'veteran-explorer': 'Each player looks through their library at the same time, then decides which basic land cards to find, face down (701.23e),',
  'hakbal-of-the-surging-soul': 'One creature at a time explores completely (701.44d); each time, the first player who controls one still to explore chooses it, counting',
  'each-creature-explores': 'One creature at a time explores completely (701.44d); each time, the first player who controls one still to explore chooses it, counting',
  'change-of-plans': 'One creature at a time connives completely (701.50d); each time, the first player who controls one still to connive chooses it, counting',
  'each-creature-connives': 'One creature at a time connives completely (701.50d); each time, the first player who controls one still to connive chooses it, counting',
};

/** A copy's controller, "Ben's copy". */
const copyOf = (p: PlayerId) => `${p}'s copy`;

function orderText(e: Extract<EventData, { type: 'order' }>): string {
  const { active, controller } = e;
  const order = e.players.join(', ');
  if (e.effect === 'soulfire-eruption') return soulfireOrder(e);
  if (e.teams && e.sequence === 'apnap') return teamOrderText(e, e.teams);
  if (e.effect === 'start-of-game') {
    return `While the game starts, ${active}, the starting player, is considered the active player (101.4e): mulligan declarations and opening-hand actions go in turn order from ${active}: ${order}.`;
  }
  if (e.sequence === 'written') return 'Each player chooses in the order specified: an artifact, a creature, an enchantment, then a land.';
  if (e.effect === 'smallpox') {
    return `Smallpox has four actions, done one after another: lose 1 life, discard, sacrifice a creature, sacrifice a land. Each action's choices are made in APNAP order (${order}), starting with ${active}, the active player, and the action happens before the next one's choices.`;
  }
  const what = ORDER_WHAT[e.effect] ?? 'Choices are made';
  if (e.sequence === 'sequential') {
    const role = e.effect === 'rituel-errata' ? 'the caster' : 'the controller';
    const even = e.teams
      ? e.teams[0]?.includes(controller) ? '' : `, even though ${teamName(e.teams[0] ?? [])} is the active team`
      : controller !== active ? `, even though ${active} is the active player` : '';
    return `${what} starting with ${controller} (${role})${even}, in turn order: ${order}.`;
  }
  const not = controller !== active ? ` (not ${controller}, who controls the effect)` : '';
  return `${what} in APNAP order, starting with ${active}, the active player${not}: ${order}.`;
}

/**
 * 805.6 (805.3a at the game's start): team by team from the active (starting) team, each team's
 * players in whatever order it likes; both players of the active team are active players (805.4a).
 */
function teamOrderText(e: Extract<EventData, { type: 'order' }>, teams: PlayerId[][]): string {
  const [first, ...rest] = teams;
  const then = `then ${rest.map(teamName).join(', then ')}, the same way`;
  if (e.effect === 'start-of-game') {
    return `While the game starts, ${teamName(first ?? [])} is the starting team (805.3): mulligan declarations and opening-hand actions go team by team (805.3a, 805.3b): first the starting team, its players in whatever order the team likes, ${then}.`;
  }
  if (e.effect === 'wheel-of-fortune') return wheelTeamOrder(teams);
  if (e.effect === 'smallpox') {
    return `Smallpox has four actions, done one after another: lose 1 life, discard, sacrifice a creature, sacrifice a land. Each action's choices are made team by team (805.6): first ${teamName(first ?? [])}, the active team, its players in whatever order the team likes, ${then}; the action happens before the next one's choices.`;
  }
  return `${ORDER_WHAT[e.effect] ?? 'Choices are made'} team by team (805.6): first ${teamName(first ?? [])}, the active team, its players in whatever order the team likes, ${then}.`;
}

/** At a team table, "Ana and Ben's team, the active team" (805.4a); otherwise "Ana, the active player". */
const activeName = (active: PlayerId, teams: PlayerId[][] | undefined) => (teams ? `${teamName(teams[0] ?? [])}, the active team` : `${active}, the active player`);

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
    case 'all':
      return e.picks.length
        ? `Every permanent card in the players' hands enters the battlefield at the same time: ${whose(e.picks)}. They receive their timestamps simultaneously (613.7m).`
        : 'No player has an artifact, creature, enchantment or land card in hand, so nothing enters the battlefield.';
    case 'found':
      return foundEnter(e);
  }
}

/** apnap/2's table: Two-Headed Giant's teams (810) and controlled players (722.3). */
function tableText(e: Extract<EventData, { type: 'begin' }>): string {
  const teams = e.teams
    ? ` Two-Headed Giant: ${e.teams.map(teamName).join(' against ')}; each team shares one life total (810.4) and ${teamName(e.teams.find((t) => t.includes(e.active)) ?? [])} is the ${e.effect === 'start-of-game' ? 'starting team (805.3)' : 'active team (805.4a)'}.`
    : '';
  const mates = (p: PlayerId) => (e.teams?.find((t) => t.includes(p)) ?? [p]).filter((q) => q !== p);
  const controlled = (e.controlled ?? [])
    .map((c) =>
      e.teams
        ? // 805.8: controlling a player controls their team; both stay active players if it is their team's turn (805.4a).
          ` ${c.by} controls ${c.player} (722.3), and so ${c.player}'s team (805.8): ${c.by} makes the choices of ${listText([c.player, ...mates(c.player)])}, who still choose in their own places in team order.`
        : ` ${c.by} controls ${c.player} (722.3): ${c.by} makes ${c.player}'s choices, and ${c.player} ${c.player === e.active ? 'is still the active player' : 'still chooses in their own place in turn order'}.`,
    )
    .join('');
  return teams + controlled;
}


const changeText = (c: { player: PlayerId; amount: number }) => `${c.player} ${c.amount < 0 ? 'loses' : 'gains'} ${Math.abs(c.amount)} life`;

function villainousText(e: Extract<EventData, { type: 'villainous' }>): string {
  const now = `${e.player}'s chosen option is done now, before the next opponent chooses (701.55d)`;
  if (e.option === 'lose-life') return `${now}: there ${e.amount === 1 ? 'is' : 'are'} ${e.amount} card${s(e.amount)} in all graveyards, so ${e.player} loses ${e.amount} life.`;
  if (!e.picks.length) return `${e.player} has no card in hand: an impossible option may be chosen, and as much of it as possible is done, here nothing (701.55b).`;
  return `${now}: ${e.player} discards their hand (${listText(e.picks.map((x) => x.name))}).`;
}

/** The English text of an event. */
export function narrate(e: EventData): string {
  switch (e.type) {
    case 'begin':
      // 805.4a: at a team table both players of the active team are active players; tableText names the team.
      if (e.effect === 'combat') return `${combatBegin(e)}${tableText(e)}`;
      if (e.effect === 'start-of-game') return e.teams ? `The game starts.${tableText(e)}` : `The game starts: ${e.active} is the starting player.${tableText(e)}`;
      return `${quotedName(e.effect)} resolves (controller ${e.controller}${e.teams ? '' : `, active player ${e.active}`}).${tableText(e)}`;
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
        ? // Wrath of God's words stay; another effect's creature may be replaced on its way (614.6): only those put into a graveyard die (700.4).
          `${e.effect ? quotedName(e.effect) : 'Wrath of God'} destroys every creature at the same moment: ${whose(e.picks)}. ${e.effect ? 'Those put into a graveyard die together' : 'They die together'} (700.4).`
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
      return `${who}, which has each player choose war or peace as it enters. ${newRound(e.active, e.teams)}`;
    }
    case 'as-enters': {
      const names = listText(e.picks.map((x) => `${x.player}'s ${x.name}`));
      const has = `${names} ${e.picks.length > 1 ? 'have' : 'has'} each player choose war or peace as it enters`;
      if (e.rule === '614.12a') return `${has}. ${newRound(e.active, e.teams)}`;
      return `${has}: those choices come first, in APNAP order starting with ${activeName(e.active, e.teams)}.`;
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
      if (e.effect === 'start-of-game') return 'The mulligans and the opening-hand actions are done: the first turn can begin.';
      if (e.effect === 'combat') return combatFinish();
      return `${quotedName(e.effect)} has finished resolving.`;
    case 'trigger':
      return `${e.controller}'s ${e.sourceName} triggers for ${e.diedName}, which died (it looks back in time); the ability waits until the effect has finished.`;
    case 'check':
      if (e.emptyDraws) return emptyDrawCheck(e, e.emptyDraws);
      return e.losers.length
        ? `State-based actions are checked: ${listText(e.losers)} ${e.losers.length > 1 ? 'have' : 'has'} 0 or less life.`
        : e.waiting === 0
          ? 'State-based actions are checked: no player has 0 or less life.'
          : `State-based actions are checked: no player has 0 or less life. The ${e.waiting} waiting abilit${e.waiting === 1 ? 'y goes' : 'ies go'} on the stack next, ${e.byTeam ? 'team by team (805.7)' : 'in APNAP order (603.3b)'}.`;
    case 'lose-game':
      if (e.emptyDraw !== undefined) return emptyDrawLoss(e, e.emptyDraw);
      if (e.rule === '810.8c') return `${e.player}'s team has ${e.life} life: ${e.player} loses the game with the team (810.8a, 810.8c).`;
      return `${e.player} has ${e.life} life and loses the game.`;
    case 'leave-game': {
      const back = e.returned.length ? `; ${whose(e.returned)} returns to its owner's control` : '';
      const gone = e.abilities.length ? `; ${e.abilities.length} waiting abilit${e.abilities.length === 1 ? 'y' : 'ies'} controlled by ${e.player} will never be put on the stack (800.4d)` : '';
      const exiled = e.exiled?.length ? `; ${whose(e.exiled)} entered under ${e.player}'s control, so it is exiled, not returned to its owner (800.4a)` : '';
      const ceased = e.ceased?.length ? `: here, ${e.ceased.length} abilit${e.ceased.length === 1 ? 'y' : 'ies'}` : '';
      const turn = e.active ? ` It was ${e.player}'s turn: the turn goes on without an active player, and the next player in turn order acts where the active player would (800.4j).` : '';
      return `${e.player} leaves the game (104.5): every card ${e.player} owns leaves with them${back}${exiled}${gone}; any ability ${e.player} controlled on the stack ceases to exist (800.4a)${ceased}.${turn}`;
    }
    case 'game-over':
      if (e.rule === '104.2b') return effectWin(e);
      if (e.winners) return `The game is over: ${teamName(e.winners)} is the only team left and wins as a team (810.8a).`;
      return e.winner ? `The game is over: ${e.winner} is the only player left and wins.` : 'The game is over: the last players lost at the same time, so it is a draw.';
    case 'team-order': {
      const says = e.by ? `${e.by}, who controls the team (805.8), makes this choice for it (722.5)` : `if the teammates disagree, ${e.player}, its primary player, decides (805.2)`;
      return `${e.order[0]} chooses first for ${e.active ? 'the active team' : 'their team'}, ${teamName(e.team)}, then ${listText(e.order.slice(1))}: a team's players choose in whatever order the team likes (${e.rule}); ${says}.`;
    }
    case 'put-on-stack':
      if (e.rule === '805.7') {
        return `${e.player}, for ${teamName(e.team ?? [e.player])}, puts the team's ${e.abilities.length === 1 ? 'ability' : `${e.abilities.length} abilities`} on the stack, in any order, teammates' abilities interleaved (805.7)${e.abilities.length === 1 ? '' : ', first listed lowest'}: ${e.abilities.map((a) => abilityLabel(a)).join('; ')}.`;
      }
      return e.abilities.length === 1
        ? `${e.player} puts their ability on the stack: ${abilityLabel(e.abilities[0]!)}.`
        : `${e.player} puts their ${e.abilities.length} abilities on the stack, first listed lowest: ${e.abilities.map((a) => abilityLabel(a)).join('; ')}.`;
    case 'resolve':
      if (e.countered) return `${abilityLabel(e.ability)} does not resolve: its target has left the game.`;
      return `${abilityLabel(e.ability)} resolves: ${listText(e.changes.map(changeText)) || 'nothing happens'}.`;
    case 'villainous':
      return villainousText(e);
    case 'mulligan':
      return `The declared mulligans are taken at the same time (103.5): ${listText(e.mulligans.map((m) => `${m.player} shuffles their hand into their library and draws ${m.drawn} new card${s(m.drawn)} (mulligan ${m.times})`))}.`;
    case 'bottom':
      return `${listText(e.players.map((x) => `${x.player} puts ${x.count} card${s(x.count)}`))} from their new hand on the bottom of their library, face down (103.5).`;
    case 'curse-triggers':
      if (e.spell === null) return 'No instant or sorcery card is in a hand: no spell is cast, so Curse of Echoes does not trigger.';
      if (e.teams) {
        return `${e.player}, the enchanted player, casts ${e.spell}: Curse of Echoes triggers (603.2) and its ability resolves now, with ${e.spell} still on the stack under it. Each other player may copy ${e.spell}, teammates as well as opponents, team by team from ${activeName(e.active, e.teams)} (805.6): ${e.copiers.length ? listText(e.copiers) : 'nobody'}.`;
      }
      return `${e.player}, the enchanted player, casts ${e.spell}: Curse of Echoes triggers (603.2) and its ability resolves now, with ${e.spell} still on the stack under it. Each other player may copy ${e.spell}, in APNAP order counting from ${e.active}, the active player (101.4): ${e.copiers.length ? listText(e.copiers) : 'nobody'}${e.player === e.active ? ` (${e.active} is the enchanted player, so the active player makes no copy)` : ''}.`;
    case 'copies-on-stack': {
      if (e.copies.length === 0) return `Nobody copied ${e.name}: nothing is put on the stack.`;
      if (e.copies.length === 1) return `${copyOf(e.copies[0]!.controller)} of ${e.name} is put on the stack, above ${e.name}.`;
      const list = e.copies.map((c) => copyOf(c.controller)).join(', ');
      const top = e.copies[e.copies.length - 1]!.controller;
      const how = e.teams
        ? `${teamName(e.teams[0] ?? [])}'s lowest, the active team's, in the order it chose, then each other team's the same way (405.3 with 805.6)`
        : "the active player's lowest, then each other player's in APNAP order";
      return `The copies of ${e.name} are put on the stack at the same time (405.3): ${how}. From the bottom: ${list}. ${copyOf(top)} is on top: it resolves first.`;
    }
    case 'copy-resolves':
      return `${copyOf(e.controller)} of ${e.name} resolves (the top of the stack resolves first, 405.5) and ceases to exist (704.5e)${e.left ? `; ${e.left} cop${e.left === 1 ? 'y is' : 'ies are'} still on the stack` : ''}.`;
    case 'spell-resolves':
      return `${e.name}, cast by ${e.player}, resolves last, after every copy above it, and goes to ${e.owner}'s graveyard (608.2n).`;
    case 'extra-turn': {
      const rest = e.turns.slice(1);
      if (e.team) {
        return `${teamName(e.team)} takes an extra turn, added directly after this turn${rest.length ? `, before the team turns added earlier` : ''}: the player's team takes it, and one effect giving teammates the same turn adds it once (805.8). Extra team turns to come, in the order they will be taken: ${e.turns.map((p) => `${p}'s team`).join(', ')}.`;
      }
      return `${e.player}'s extra turn is added directly after this turn${rest.length ? `, before ${listText(rest.map((p) => `${p}'s`))}, added earlier` : ''}. Extra turns to come, in the order they will be taken: ${e.turns.join(', ')}.`;
    }
    case 'timestamps':
      return timestampsText(e);
    case 'land-types':
      return landTypesText(e);
    case 'replaced':
      return replacedText(e);
    case 'discard-hands':
      return discardHandsText(e);
    case 'draw':
      return drawText(e);
    case 'look':
      return lookText(e);
    case 'scry':
      return scryText(e);
    case 'clash-reveal':
      return clashRevealText(e);
    case 'clash':
      return clashText(e);
    case 'mill':
      return millText(e);
    case 'shuffle':
      return shuffleText(e);
    case 'explore':
      return exploreText(e);
    case 'connive':
      return conniveText(e);
    case 'attacks':
      return attacksText(e);
    case 'blocks':
      return blocksText(e);
    case 'combat-damage':
      return combatDamageText(e);
    case 'exile-damage':
      return exileDamageText(e);
    case 'lethal-damage':
      return lethalDamageText(e);
    default:
      return unsaid(e);
  }
}

/** 616.1 / 614.6: where a creature goes instead of its owner's graveyard, and by whose effect. */
function replacedText(e: Extract<EventData, { type: 'replaced' }>): string {
  const where = e.to === 'library' ? "is shuffled into its owner's library" : 'is exiled';
  const how = e.chosen ? `the effect ${e.pick.player} chose` : 'the only replacement effect that applies to it';
  const others = e.others.length ? `; ${whose(e.others)} no longer ${e.others.length > 1 ? 'apply' : 'applies'}: the card is no longer going to a graveyard (616.1f)` : '';
  return `${e.pick.player}'s ${e.pick.name} ${where} instead of going to the graveyard, by ${e.by.player}'s ${e.by.name} (${how})${others}. Its move to the graveyard was replaced (614.6), so it never died (700.4).`;
}

/** 613.7m: the timestamps given at once, earliest first. */
function timestampsText(e: Extract<EventData, { type: 'timestamps' }>): string {
  const order = e.order.map((x, i) => `${i + 1}. ${x.player}'s ${x.name}`).join(', ');
  if (e.teams) {
    return `Timestamps, earliest first: ${order}. The objects of ${teamName(e.teams[0] ?? [])}, the active team, come first, in the order the team chose; then each other team's, in turn order, the same way (613.7m with 805.6).`;
  }
  return `Timestamps, earliest first: ${order}. The objects of ${e.active}, the active player, come first, in the order ${e.active} chose; then each other player's, in turn order, each in the order that player chose (613.7m).`;
}

/** 613.7: a land's land types once the layer-4 effects apply in timestamp order; the latest has the last word. */
function landTypesText(e: Extract<EventData, { type: 'land-types' }>): string {
  const n = e.subtypes.length;
  const types = n === 5 ? 'every basic land type (Plains, Island, Swamp, Mountain and Forest)' : n === 0 ? 'no land type' : `${listText(e.subtypes)} and no other land type`;
  const steps = e.effects.map((x) => `${x.player}'s ${x.name}`);
  const last = steps[steps.length - 1];
  const why = steps.length > 1
    ? `the type-changing effects apply in timestamp order, ${steps.join(' then ')}, so the latest, ${last}, has the last word (613.7)`
    : `only ${last}'s effect applies to it (613.7)`;
  return `${e.land.player}'s ${e.land.name} ends up with ${types}: ${why}.`;
}

/**
 * Show and Tell's war-or-peace round (614.12a), derived from the rules: the face-down choices stay
 * hidden until the cards are revealed (101.4a), so the "as enters" choices come only now.
 */
const newRound = (active: PlayerId, teams?: PlayerId[][]) =>
  `Every card is chosen; the cards are revealed (a face-down choice stays hidden until then, 101.4a) and each player chooses war or peace in a new APNAP round, starting with ${activeName(active, teams)}, just before the cards enter (614.12a, derived from the rules).`;

