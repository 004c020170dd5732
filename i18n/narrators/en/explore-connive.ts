// Explore (701.44a, 701.44d) and connive (701.50a, 701.50d) in English: the events, the questions and
// why a player chooses the next permanent. From the facts alone.
import type { EventData, Params, PendingReason, PlayerId, QuestionKey } from '@/engine/types';
import { listText } from './text';
import { num, str } from '../params';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;
const counters = (n: number) => `${n} +1/+1 counter${n === 1 ? '' : 's'}`;

export function exploreText(e: Of<'explore'>): string {
  const who = `${e.player}'s ${e.pick.name} explores (${e.rule})`;
  if (!e.revealed) return `${who}: ${e.player}'s library is empty, so no card is revealed, and no land card: ${e.player} puts a +1/+1 counter on it (now ${counters(e.counters)}).`;
  if (e.land) return `${who}: ${e.player} reveals the top card of their library, ${e.revealed.name}, a land card, and puts it into their hand. Every player has seen it.`;
  return `${who}: ${e.player} reveals the top card of their library, ${e.revealed.name}, not a land card, so ${e.player} puts a +1/+1 counter on ${e.pick.name} (now ${counters(e.counters)}). Every player has seen ${e.revealed.name}; ${e.player} may put it into their graveyard.`;
}

export function conniveText(e: Of<'connive'>): string {
  if (e.step === 'draw') {
    const head = `${e.player}'s ${e.pick.name} connives (${e.rule}):`;
    const then = `then ${e.player} discards a card.`;
    return e.drawn
      ? `${head} ${e.player} draws a card, hidden from the other players (${e.library ?? 0} card${e.library === 1 ? '' : 's'} left in their library); ${then}`
      : `${head} ${e.player}'s library is empty, so the draw is attempted (${e.player} loses only when state-based actions are next checked, 704.5b); ${then}`;
  }
  if (e.step === 'no-discard') return `${e.player} has no card in hand to discard, so ${e.pick.name} gets no +1/+1 counter (${e.rule}).`;
  const name = e.discarded?.name ?? '';
  return e.counter
    ? `${e.player} discards ${name}, a nonland card, for everyone to see, and puts a +1/+1 counter on ${e.pick.name} (now ${counters(e.counters)}; ${e.rule}).`
    : `${e.player} discards ${name}, a land card, for everyone to see: ${e.pick.name} gets no +1/+1 counter (${e.rule}).`;
}

const verb = (q: QuestionKey) => (q === 'choose-explorer' ? 'explore' : 'connive');

export function explorePrompt(q: QuestionKey, p: Params): string | undefined {
  switch (q) {
    case 'choose-explorer':
    case 'choose-conniver':
      return `Choose which of your creatures ${verb(q)}s next (${num(p, 'left')} of ${num(p, 'all')} still to ${verb(q)}): it ${verb(q)}s completely before you choose the next one (${q === 'choose-explorer' ? '701.44d' : '701.50d'}).`;
    case 'explore-keep':
      return `${str(p, 'explorer')} revealed ${str(p, 'name')}, not a land card: leave it on top of your library (the next creature to explore reveals it again), or put it into your graveyard?`;
    case 'connive-discard':
      return `${str(p, 'conniver')} connives: choose a card in your hand to discard. If it is a nonland card, ${str(p, 'conniver')} gets a +1/+1 counter.`;
    default:
      return undefined;
  }
}

export function exploreChoice(q: QuestionKey, p: PlayerId, name: string | undefined, choice: string | undefined, params: Params): string | undefined {
  switch (q) {
    case 'choose-explorer':
    case 'choose-conniver':
      return `${p} chooses ${name ?? ''} to ${verb(q)} now.`;
    case 'explore-keep':
      return choice === 'graveyard' ? `${p} puts ${str(params, 'name')} into their graveyard.` : `${p} leaves ${str(params, 'name')} on top of their library.`;
    case 'connive-discard':
      return `${p} chooses ${name ?? ''} to discard.`;
    default:
      return undefined;
  }
}

export function exploreDescribe(q: QuestionKey, player: PlayerId): string | undefined {
  switch (q) {
    case 'choose-explorer':
    case 'choose-conniver':
      return `which of ${player}'s creatures ${verb(q)}s next`;
    case 'explore-keep':
      return 'leave the revealed card on top, or put it into the graveyard';
    case 'connive-discard':
      return `a card in ${player}'s hand to discard`;
    default:
      return undefined;
  }
}

type Style = 'explore' | 'connive';
const rule = (s: Style) => (s === 'explore' ? '701.44d' : '701.50d');

/** 701.44d / 701.50d: the first player in APNAP order who controls one or more of the permanents still to act. */
export function exploreFirst(f: Extract<PendingReason, { kind: 'first' }>, s: Style): string {
  const team = f.team ? ` (${listText(f.team)}'s team is the active team and says which of its players goes first: 805.6)` : '';
  return `${f.player} is the first player in APNAP order, counting from the active player, who controls one or more of the creatures instructed to ${s}${team}: ${f.player} chooses one, and it ${s}s completely (${rule(s)}).`;
}

export const exploreNext = (f: Extract<PendingReason, { kind: 'next' }>, s: Style): string =>
  `${f.prev} has no creature left to ${s}: ${f.player} is now the first player in APNAP order who controls one of the creatures still to ${s} (${rule(s)}).`;

export function exploreSeveral(f: Extract<PendingReason, { kind: 'several' }>): string | undefined {
  const p = f.player;
  switch (f.question) {
    case 'choose-explorer':
    case 'choose-conniver':
      return `${p} is still the first player in APNAP order who controls a creature still to ${verb(f.question)}, so ${p} chooses the next one (${f.question === 'choose-explorer' ? '701.44d' : '701.50d'}), knowing what the earlier ones did.`;
    case 'explore-keep':
      return `The exploring creature finishes exploring before the next one is chosen (701.44d): ${p} decides where the revealed card goes.`;
    case 'connive-discard':
      return `The conniving creature finishes conniving before the next one is chosen (701.50d): ${p} discards now.`;
    default:
      return undefined;
  }
}
