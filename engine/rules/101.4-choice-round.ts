// The generic "choice round": who is asked, in what order, with which options, what each player
// knows, and what happens once everyone has chosen. Effects are scripts of rounds and automatic
// actions over this machinery (effects/*.ts); play/resolve.ts drives it.
import { apnap, isTeamTable, seated, tableOf, teamOf, turnOrder } from '../core/authority';
import { log, recordDecision, res, type Draft, type RoundChoice, type RoundState, type Automatic } from '../core/state';
import { own } from '../core/text';
import type { CardType, Decision, DecisionError, EffectId, ErrorCode, KnownChoice, Params, PendingDecision, PendingKind, PendingReason, PlayerId, QuestionKey, RoundStyle } from '../core/types';

/** One choice each player makes in a round. */
export interface Question {
  key: QuestionKey;
  kind: PendingKind;
  /** What the prompt and log lines are built from. */
  params(d: Draft, p: PlayerId): Params;
  /** 608.2d: the legal options right now; none means the player is skipped. */
  options(d: Draft, p: PlayerId): string[];
  /** Why `option` is not legal for `p`: `why` and what the message is built from. */
  whyNot(d: Draft, p: PlayerId, option: string): Params;
  /** The rule that refuses `option`, when not 608.2d's "no legal option" (608.2f: a later player's target in APNAP order). */
  whyNotRule?(d: Draft, p: PlayerId, option: string): string | undefined;
  /** 0: a "may" choice, declined with []. */
  min: 0 | 1;
  /** 701.23i: up to this many options, each at most once ("up to two basic land cards"); default 1. */
  max?: number;
  /** The player lists every option once, in an order of their choice (613.7m's timestamps): a permutation. */
  order?: true;
  /** The rule a player with no option is skipped under (608.2d unless said). */
  skipRule?: string;
  /** A player with no option here is passed over without a log line (a later one of several same questions). */
  silent?: true;
  /** How many entries the choice has, when not 0 or 1 (802.4: all of a player's blocks; 510.1c-d: one per point of damage). */
  count?(d: Draft, p: PlayerId): { min: number; max: number };
  /** What makes a whole choice illegal beyond its options (509.1a: a creature blocks one attacker); null: legal. */
  whyNotChoice?(d: Draft, p: PlayerId, choice: string[]): DecisionError | null;
  /** An option may be listed several times (510.1c-d: one entry per point of damage). */
  repeat?: true;
  /** Facts the log line of the choice needs beyond `params` (802.4: which creature blocks which). */
  chosen?(d: Draft, p: PlayerId, choice: string[]): Params;
}

export interface RoundSpec {
  /** `apnap`: from the active player (101.4); `sequential`: from the controller ("starting with you"). */
  order: 'apnap' | 'sequential';
  /** The rule the round's first question cites: 101.4, 701.38 (Vote), 608.2c (the card's text), 614.12a ("as enters"). */
  rule: string;
  /**
   * The rule that orders the players, when it differs from `rule`: the later players' questions and an
   * out-of-order decision cite it (614.12a opens the war-or-peace round; 101.4 orders it).
   */
  orderRule?: string;
  /** 101.4a: choices from a hidden zone stay face down. */
  faceDown: boolean;
  /** 701.23i: how many cards a face-down choice holds is public (a search's found cards), not which. */
  countShown?: true;
  /** 101.4c: the choices each player makes, in the order specified. */
  questions: Question[];
  /** Players the round leaves out (Curse of Echoes: "each other player"); default: none. */
  skips?(d: Draft, p: PlayerId): boolean;
  /**
   * 805.6: whether a player takes part in their team's order (the team then decides which of its
   * players goes first when two or more take part); default: the player has an option to choose.
   * 613.7m: a player whose one object gets a timestamp takes part, though they have nothing to order.
   */
  takesPart?(d: Draft, p: PlayerId): boolean;
  /** Whose words order the round, for why a player is asked (`PendingDecision.why`); default: APNAP. */
  style?: RoundStyle;
  /** 614.12a: the round is a new one, after every card was chosen (Show and Tell's war or peace). */
  newRound?: boolean;
  /** Choices logged as votes (the Vote rule). */
  votes?: boolean;
  /** Sequential processing: the chosen action happens before the next player chooses. */
  onChoice?(d: Draft, p: PlayerId, choice: string[]): void;
  /** 101.4: once every player has chosen, the actions happen simultaneously (queued, see actions/automatic.ts); `r`: the round closed. */
  finish?(d: Draft, choices: RoundChoice[], r: RoundState): void;
  /** With teams: the rule the team-order decision cites (default 805.6; the start of the game: 805.3a, 805.3b). */
  teamRule?: string;
  /** The rule a player's later question in the same round cites (101.4c unless said: 701.44d, the same player chooses the next permanent). */
  severalRule?: string;
  /** Hypergenesis: whether the process repeats (logs why). */
  again?(d: Draft, choices: RoundChoice[]): boolean;
}

/** A round is fixed, or built from the state when it opens (616.1: one question per object a player must choose for). */
export type ScriptStep = { automatic: Automatic } | { round: RoundSpec | ((d: Draft) => RoundSpec) };

export interface EffectScript {
  id: EffectId;
  /** Start events after "X resolves": who goes first and why. */
  intro(d: Draft): void;
  steps: ScriptStep[];
}

export type SpecOf = (d: Draft, r: RoundState) => RoundSpec;

/** APNAP from the active player (101.4; with teams, 805.6: team by team, each in its chosen order), or turn order from the controller; less the players the round leaves out. */
export const roundOrder = (d: Draft, spec: RoundSpec, r?: RoundState): PlayerId[] => {
  const t = tableOf(d);
  const order = spec.order !== 'apnap' ? turnOrder(t, d.controller) : apnap(t, r?.teamOrders);
  return spec.skips ? order.filter((p) => !spec.skips!(d, p)) : order;
};

/** Where a round stands: the player and question at `pos`, if any are left. */
export function position(d: Draft, r: RoundState, spec: RoundSpec) {
  const order = roundOrder(d, spec, r);
  const n = spec.questions.length;
  const player = order[Math.floor(r.pos / n)];
  const question = spec.questions[r.pos % n];
  return player === undefined || question === undefined ? null : { order, player, question };
}

export function pendingOf(d: Draft, r: RoundState, spec: RoundSpec, options: string[]): PendingDecision {
  const { order, player: p, question: q } = position(d, r, spec)!;
  const style = spec.style ?? 'apnap';
  const params = q.params(d, p);
  let rule = spec.rule;
  let why: PendingReason;
  if (r.choices.some((c) => c.player === p)) {
    // 101.4c: a player with several choices makes them one after another, in order.
    rule = spec.severalRule ?? '101.4c';
    const types = spec.questions.map((x) => x.params(d, p).type).filter((t): t is CardType => typeof t === 'string');
    why = { kind: 'several', player: p, question: q.key, params, types };
  } else {
    const idx = order.indexOf(p);
    const prev = order[idx - 1];
    if (prev === undefined) {
      const t = tableOf(d);
      const team = isTeamTable(t) && spec.order === 'apnap' ? { team: [...teamOf(t, p)] } : {};
      why = { kind: 'first', player: p, style, repeat: r.pass > 0, newRound: spec.newRound ?? false, ...team };
    }
    else {
      rule = spec.orderRule ?? rule; // after the round's first question, the rule that orders it
      const idle = order.slice(0, idx).filter((x) => !r.choices.some((c) => c.player === x));
      why = { kind: 'next', player: p, prev, style, controller: d.controller, idle };
    }
  }
  // 101.4b: earlier choices are known, except face-down ones from a hidden zone (101.4a).
  const known: KnownChoice[] = r.choices.map((c) => ({
    player: c.player,
    choice: c.faceDown && c.player !== p ? null : c.choice.slice(),
    ...(c.count !== undefined ? { count: c.count } : {}),
  }));
  return {
    player: p,
    rule,
    kind: q.kind,
    question: q.key,
    params,
    why,
    options,
    min: q.order ? options.length : (q.count?.(d, p).min ?? q.min),
    max: q.order ? options.length : (q.count?.(d, p).max ?? (q.max === undefined ? 1 : Math.min(q.max, options.length))),
    known,
    faceDown: spec.faceDown,
    ...(q.repeat ? { repeat: true as const } : {}),
  };
}

export const refuse = (rule: string, code: ErrorCode, params: Params): DecisionError => ({ rule, code, params });

/** The checks every pending decision shares: the right player, then the count (608.2d). */
export function checkPlayerAndCount(d: Draft, decision: Decision, p: PendingDecision, outOfOrderRule: string, position: string): DecisionError | null {
  if (decision.player !== p.player) {
    if (!seated(tableOf(d), decision.player)) return refuse(p.rule, 'unknown-player', { player: String(decision.player) });
    return refuse(outOfOrderRule, 'out-of-order', { expected: p.player, player: decision.player, position });
  }
  const n = decision.choice.length;
  if (n < p.min || n > p.max) return refuse('608.2d', 'wrong-count', { player: p.player, min: p.min, max: p.max, count: n });
  return null;
}

/** Checks a decision against a round's pending question without changing anything. */
export function checkRoundDecision(d: Draft, decision: Decision, r: RoundState, spec: RoundSpec): DecisionError | null {
  const p = d.pending!;
  // 101.4c only orders one player's own choices; another player choosing before that player has
  // made all of them breaks the round's order itself (101.4 for APNAP), as does a player choosing
  // before the first one of a round opened under another rule (614.12a: the order is still 101.4).
  const orderRule = spec.orderRule ?? (p.rule === '101.4c' ? spec.rule : p.rule);
  const bad = checkPlayerAndCount(d, decision, p, orderRule, r.choices.length ? 'next' : 'first');
  if (position(d, r, spec)!.question.order && (!bad || bad.code === 'wrong-count')) return permutationProblem(decision.choice, p, spec.rule);
  if (bad) return bad;
  const option = decision.choice.find((o) => !p.options.includes(o));
  // 701.23i: a choice of several cards names each card once (510.1c-d's divisions repeat an option by design).
  const twice = p.repeat ? undefined : decision.choice.find((o, i) => decision.choice.indexOf(o) !== i);
  if (option === undefined && twice !== undefined) return refuse('608.2d', 'illegal-option', { option: twice, why: 'chosen-twice', name: own(d.cards, twice)?.name ?? twice });
  if (option === undefined) return position(d, r, spec)!.question.whyNotChoice?.(d, p.player, decision.choice) ?? null;
  const q = position(d, r, spec)!.question;
  return refuse(q.whyNotRule?.(d, p.player, String(option)) ?? '608.2d', 'illegal-option', { option: String(option), ...q.whyNot(d, p.player, String(option)) });
}

/** A permutation of the options (613.7m): each listed once, none left out; null when it is one. */
function permutationProblem(choice: string[], p: PendingDecision, rule: string): DecisionError | null {
  const seen = new Set<string>();
  for (const o of choice) {
    const why = !p.options.includes(o) ? 'foreign' : seen.has(o) ? 'duplicate' : null;
    if (why) return refuse(rule, 'not-a-permutation', { player: p.player, why, option: String(o), expected: p.options.length, what: p.question });
    seen.add(o);
  }
  const missing = p.options.find((o) => !seen.has(o));
  return missing === undefined ? null : refuse(rule, 'not-a-permutation', { player: p.player, why: 'missing', option: missing, expected: p.options.length, what: p.question });
}

/** Records a checked decision and runs what it sets off at once (sequential processing). */
export function recordRoundDecision(d: Draft, decision: Decision, spec: RoundSpec): void {
  const rounds = res(d, 'rounds');
  const r = rounds[rounds.length - 1]!;
  const { player: p, question: q } = position(d, r, spec)!;
  const choice = decision.choice.slice();
  const faceDown = spec.faceDown && choice.length > 0;
  // 701.23i: the number of cards found is public; which cards, not (101.4a).
  const count = spec.countShown ? { count: choice.length } : {};
  recordDecision(d, { player: p, choice });
  const cards = choice.filter((c) => own(d.cards, c));
  const names = choice.map((c) => own(d.cards, c)?.name ?? c);
  // 722.3: the choice is the controlled player's, made by the player controlling them.
  const by = d.pending!.decider;
  const shown = { ...(cards.length ? { cards } : {}), ...(by !== undefined ? { by } : {}) };
  // The card stays hidden (101.4a), but who chose for the controlled player is public.
  if (faceDown) log(d, { type: 'choose', rule: '101.4a', player: p, question: q.key, params: q.params(d, p), choice: [], names: [], faceDown: true, ...(by !== undefined ? { by } : {}), ...count });
  else if (spec.votes && choice.length) log(d, { type: 'vote', rule: d.pending!.rule, player: p, choice, names, ...shown });
  else log(d, { type: 'choose', rule: d.pending!.rule, player: p, question: q.key, params: { ...q.params(d, p), ...q.chosen?.(d, p, choice) }, choice, names, ...shown });
  r.choices.push({ player: p, choice, faceDown, ...count });
  r.pos++;
  d.res.shown = { choices: r.choices.slice(), revealed: d.res.revealed.slice() };
  spec.onChoice?.(d, p, choice);
}
