// 701.44d (explore) and 701.50d (connive): "If multiple permanents are instructed to explore [connive]
// at the same time, the first player in APNAP order who controls … one or more of those permanents
// chooses one of them and it explores [connives]. Then this process is repeated for each remaining
// instruction." One at a time, never all at once: each permanent finishes its action (its
// controller's last choice included) before the next one is chosen.
//
// As one round in APNAP order (101.4; 805.6 with teams: the team says which of its players goes
// first), where each player controlling an instructed permanent makes, in turn, all their choices:
// a permanent, then what its action asks (a player controlling none is passed over). A player keeps choosing while they control one still to
// act (being the first in APNAP order who does), so every permanent of an earlier player acts
// before any of a later player's: the same order 701.44d's repeated process gives, since no
// permanent leaves or changes control during these actions here ("last controlled" does not arise).
import { cardQuestion } from './608.2d-questions';
import type { Question, RoundSpec } from './101.4-choice-round';
import { own } from '../core/text';
import { controllerOf } from '../core/board';
import type { Draft, RoundChoice } from '../core/state';
import type { CardId, Params, PlayerId, QuestionKey } from '../core/types';

export interface Instruction {
  /** 701.44d or 701.50d. */
  rule: string;
  style: 'explore' | 'connive';
  /** The question that picks the next permanent to act. */
  choose: QuestionKey;
  /** The permanents instructed at the same time (fixed: none leaves or changes control while they act). */
  instructed(d: Draft): CardId[];
  /** The chosen permanent acts up to its controller's last choice (701.44a, 701.50a); sets `d.res.acting` while that choice is due. */
  act(d: Draft, p: PlayerId, card: CardId): void;
  /** The last choice of the action under way (keep or bin the revealed card; the discard). */
  last: Question;
  /** Completes the action with that choice. */
  finish(d: Draft, p: PlayerId, choice: string[]): void;
}

/** The instructed permanents `p` controls. */
export const instructedOf = (d: Draft, ins: Instruction, p: PlayerId): CardId[] => ins.instructed(d).filter((c) => controllerOf(d.board, c) === p);

/** The instructed permanents that have not acted yet (chosen in this round's choices). */
function remaining(d: Draft, ins: Instruction, p: PlayerId): CardId[] {
  const r = d.res.rounds[d.res.rounds.length - 1];
  const done = new Set((r?.choices ?? ([] as RoundChoice[])).flatMap((c) => c.choice));
  return instructedOf(d, ins, p).filter((c) => !done.has(c));
}

/** The creatures on the battlefield, `p`'s only when given: "each creature [you control]". */
export const creaturesOf = (d: Draft, p?: PlayerId): CardId[] =>
  d.board.battlefield.filter((e) => (p === undefined || e.controller === p) && own(d.cards, e.card)?.types.includes('creature')).map((e) => e.card);

/** A player's first question says so when they control none of the permanents (skipped under 701.44d / 701.50d); the later ones pass silently. */
function chooseQuestion(ins: Instruction, first: boolean): Question {
  const base = cardQuestion({ key: ins.choose, query: { zone: 'battlefield', whose: 'self', anyOf: ['creature'] }, min: 1 });
  return {
    ...base,
    params: (d, p): Params => ({ left: remaining(d, ins, p).length, all: instructedOf(d, ins, p).length }),
    options: (d, p) => (d.res.acting ? [] : remaining(d, ins, p)),
    skipRule: ins.rule,
    ...(first ? {} : { silent: true as const }),
  };
}

/** The round: each player in APNAP order, for each of their instructed permanents, chooses one, then makes its last choice. */
export function instructedRound(d: Draft, ins: Instruction): RoundSpec {
  const players = new Set(ins.instructed(d).map((c) => controllerOf(d.board, c)));
  // As many slots as the player with the most instructed permanents needs; a player with fewer passes the rest silently.
  const slots = Math.max(1, ...[...players].map((p) => (p === undefined ? 0 : instructedOf(d, ins, p).length)));
  const last: Question = { ...ins.last, options: (x, p) => (x.res.acting?.player === p ? ins.last.options(x, p) : []), silent: true };
  return {
    order: 'apnap',
    rule: ins.rule,
    severalRule: ins.rule,
    faceDown: false,
    style: ins.style,
    questions: Array.from({ length: slots }, (_, i) => [chooseQuestion(ins, i === 0), last]).flat(),
    onChoice: (x, p, choice) => {
      const card = choice[0];
      if (x.res.acting) ins.finish(x, p, choice);
      else if (card !== undefined) ins.act(x, p, card);
    },
  };
}

/** Puts `n` +1/+1 counters on `card` (122.1a); returns how many it has now. */
export function addCounters(d: Draft, card: CardId, n: number): number {
  const before = d.board.counters ? own(d.board.counters, card) ?? 0 : 0;
  const counters = Object.assign(Object.create(null) as Record<CardId, number>, d.board.counters);
  counters[card] = before + n;
  d.board.counters = counters;
  return before + n;
}
