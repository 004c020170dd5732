// The top of the library in English (701.22 scry, 701.30 clash, 701.17 mill): Myr Custodian's scries
// and Broken Ambitions' clash. From the facts alone; a card looked at is never named (401.2: a
// library is hidden), only how many went where.
import type { EventData, Params, PlayerId, QuestionKey } from '@/engine/types';
import { readPlacement } from '../placement';
import { listText, whose } from './text';
import { num, str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** "the top card", "the top 2 cards". */
const topCards = (n: number) => (n === 1 ? 'the top card' : `the top ${n} cards`);

export function lookText(e: Of<'look'>): string {
  const who = e.players.map((x) => x.player);
  const short = e.players.filter((x) => x.count < e.count).map((x) => `${x.player} sees only ${cards(x.count)}`);
  const note = short.length ? ` (${listText(short)}: the library is smaller)` : '';
  if (who.length === 1) return `${who[0]} looks at ${topCards(e.count)} of their library (${e.rule})${note}. Nobody else sees them.`;
  return `${listText(who)} each look at ${topCards(e.count)} of their library at the same time (${e.rule})${note}. Each sees only their own.`;
}

/** "puts 1 card on top and 1 on the bottom". */
const placed = (top: number, bottom: number): string => {
  if (!bottom) return `keeps ${top === 1 ? 'their card' : `all ${top}`} on top`;
  if (!top) return `puts ${bottom === 1 ? 'their card' : `all ${bottom}`} on the bottom`;
  return `puts ${top} on top and ${bottom} on the bottom`;
};

export function scryText(e: Of<'scry'>): string {
  if (!e.moves.length) return `No player scries: no card moves (${e.rule}).`;
  const each = listText(e.moves.map((m) => `${m.player} ${placed(m.top, m.bottom)}`));
  const together = e.moves.length > 1 ? 'The cards move at the same time' : 'The cards move';
  return `${together} (${e.rule}): ${each}. How many went where is public; which cards is not.`;
}

export function clashRevealText(e: Of<'clash-reveal'>): string {
  const none = e.players.filter((p) => !e.picks.some((x) => x.player === p));
  const empty = none.length ? ` ${listText(none)} ${none.length > 1 ? 'have' : 'has'} no card in their library and ${none.length > 1 ? 'reveal' : 'reveals'} nothing.` : '';
  return `${listText(e.players)} clash: each reveals the top card of their library at the same time (${e.rule}): ${e.picks.length ? whose(e.picks) : 'no card'}.${empty}`;
}

export function clashText(e: Of<'clash'>): string {
  const kept = e.values.map((v) => v.player).filter((p) => !e.bottom.includes(p));
  const moves = [...(e.bottom.length ? [`${listText(e.bottom)} ${e.bottom.length > 1 ? 'put their cards' : 'puts their card'} on the bottom`] : []), ...(kept.length ? [`${listText(kept)} ${kept.length > 1 ? 'keep theirs' : 'keeps theirs'} on top`] : [])];
  const values = e.values.map((v) => `${v.player} ${v.manaValue}`).join(', ');
  const result = e.winner
    ? `${e.winner} wins the clash (701.30d: a higher mana value than every other card revealed; ${values})`
    : `Nobody wins the clash (701.30d: no card has a higher mana value than every other card revealed; ${values || 'nothing revealed'})`;
  return `The revealed cards move at the same time (${e.rule}): ${listText(moves) || 'nothing moves'}. ${result}.${e.winner && e.winner !== e.controller ? ` ${e.winner} is not the caster: nothing more happens.` : ''}`;
}

export const millText = (e: Of<'mill'>): string =>
  e.picks.length ? `${e.player} mills ${cards(e.count)} (${e.rule}): ${listText(e.picks.map((x) => x.name))} go${e.picks.length === 1 ? 'es' : ''} from the top of their library to their graveyard.` : `${e.player}'s library is empty: nothing is milled (${e.rule}).`;

/** A placement said without naming a card: "keep it on top", "1 on top, 1 on the bottom, the second card first". */
export function placementText(option: string): string {
  const { top, bottom } = readPlacement(option);
  const n = top.length + bottom.length;
  if (n === 1) return top.length ? 'keeps the card on top' : 'puts the card on the bottom';
  const order = (xs: number[]) => xs.map((i) => `card ${i}`).join(' then ');
  const parts = [...(top.length ? [`${order(top)} on top`] : []), ...(bottom.length ? [`${order(bottom)} on the bottom`] : [])];
  return `puts ${parts.join(', ')} (numbered as they were, from the top)`;
}

export function libraryPrompt(q: QuestionKey, player: PlayerId, p: Params): string | null {
  const you = (k: string) => (str(p, k) === player ? 'you' : str(p, k));
  switch (q) {
    case 'scry-may':
      return `You may scry ${num(p, 'count')} (${you('controller')} controls Myr Custodian). Say scry or decline; the opponents after you will know (101.4b).`;
    case 'scry':
      return num(p, 'count') === 1
        ? 'Keep the card you looked at on top ("1/") or put it on the bottom ("/1"). The players after you will know which, not the card (701.22c).'
        : `Put back the ${num(p, 'count')} cards you looked at: any number on the bottom, the rest on top, each in any order (701.22a). Written top/bottom, cards numbered from the top: "2,1/" keeps both on top, the second now first.`;
    case 'clash-target':
      return 'Say whose spell Broken Ambitions targets (chosen as it was cast, 115.1a): that player mills four if you win the clash.';
    case 'clash-opponent':
      return 'Choose an opponent to clash with (701.30b).';
    case 'clash-bottom':
      return `Keep your revealed card (${str(p, 'name')}) on top, or put it on the bottom of your library (701.30a). The players after you will know (101.4b).`;
    default:
      return null;
  }
}

export function libraryChoice(e: Extract<EventData, { type: 'choose' }>): string | null {
  const p = e.player;
  const c = e.choice[0] ?? '';
  switch (e.question) {
    case 'scry-may':
      return c === 'scry' ? `${p} chooses to scry ${num(e.params, 'count')}.` : `${p} declines to scry.`;
    case 'scry':
      return `${p} ${placementText(c)}.`;
    case 'clash-target':
      return `${p}'s Broken Ambitions targets a spell ${c === p ? 'of their own' : `${c} controls`} (115.1a).`;
    case 'clash-opponent':
      return `${p} chooses to clash with ${c} (701.30b).`;
    case 'clash-bottom':
      return c === 'bottom' ? `${p} chooses to put their revealed card on the bottom.` : `${p} chooses to keep their revealed card on top.`;
    default:
      return null;
  }
}

export function librarySkip(q: QuestionKey, p: PlayerId, params: Params): string | null {
  const controller = str(params, 'controller');
  switch (q) {
    case 'scry-may':
      return p === controller ? `${p} controls Myr Custodian: not an opponent, ${p} does not scry 1.` : `${p} is on ${controller}'s team: a teammate is not an opponent (102.3), so ${p} does not scry 1.`;
    case 'scry':
      return `${p} is looking at no card, so ${p} has nothing to put back.`;
    case 'clash-target':
      return `${p} does not choose: Broken Ambitions' target was chosen by ${controller}, who cast it (115.1a).`;
    case 'clash-opponent':
      return `${p} does not choose: only ${controller}, who cast Broken Ambitions, chooses the opponent to clash with (701.30b).`;
    case 'clash-bottom':
      return num(params, 'clashing') ? `${p} revealed no card (an empty library), so ${p} has nothing to put back.` : `${p} is not clashing.`;
    default:
      return null;
  }
}

export function libraryDescribe(q: QuestionKey, player: PlayerId, p: Params): string | null {
  switch (q) {
    case 'scry-may':
      return `whether ${player} scries ${num(p, 'count')}`;
    case 'scry':
      return `where ${player} puts the ${num(p, 'count') === 1 ? 'card' : `${num(p, 'count')} cards`} they looked at`;
    case 'clash-target':
      return 'whose spell Broken Ambitions targets';
    case 'clash-opponent':
      return 'the opponent to clash with';
    case 'clash-bottom':
      return `whether ${player} keeps their revealed card on top`;
    default:
      return null;
  }
}

/** Why an option is refused (`params.why`). */
export function libraryRefusal(why: string, p: Params): string | null {
  switch (why) {
    case 'not-a-placement':
      return `"${str(p, 'option')}" is not a way to put back ${cards(num(p, 'count'))}: write top/bottom with the cards numbered from the top, e.g. "1/" or "/1" (701.22a).`;
    case 'not-scrying':
      return `${str(p, 'player')} is looking at no card and has nothing to put back.`;
    case 'not-scry-or-decline':
      return `"${str(p, 'option')}" is not an option: say scry or decline.`;
    case 'not-the-caster':
      return `Only ${str(p, 'controller')}, who cast Broken Ambitions, chooses here.`;
    case 'not-top-or-bottom':
      return `"${str(p, 'option')}" is not an option: say top or bottom (701.30a).`;
    case 'not-clashing':
      return `${str(p, 'player')} revealed no card for this clash.`;
    case 'not-an-opponent-of':
      return `"${str(p, 'player')}" is not an opponent of ${str(p, 'controller')} (102.2, 102.3).`;
    case 'left-the-game':
      return `"${str(p, 'player')}" is not a player still in the game (800.4).`;
    default:
      return null;
  }
}
