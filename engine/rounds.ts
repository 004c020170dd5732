// The generic "choice round": who is asked, in what order, with which options, what each
// player knows, and what happens once everyone has chosen. Effects are scripts of rounds and
// automatic actions over this machinery (effects/*.ts).
import { apnapOrder, turnOrderFrom } from './order';
import { log, pinSegmentInternal, type Draft, type RoundChoice, type RoundState } from './state';
import { listText, own } from './text';
import type { Decision, DecisionError, EffectInfo, KnownChoice, PendingDecision, PlayerId } from './types';

/** One choice each player makes in a round. */
export interface Question {
  /** For 101.4c messages: "artifact", "creature"... */
  label: string;
  /** For hints: "a creature Ben controls to sacrifice". */
  kind(d: Draft, p: PlayerId): string;
  prompt(d: Draft, p: PlayerId): string;
  /** 608.2d: the legal options right now; none means the player is skipped. */
  options(d: Draft, p: PlayerId): string[];
  /** A precise reason why `option` is not legal for `p`. */
  whyNot(d: Draft, p: PlayerId, option: string): string;
  /** 0: a "may" choice, declined with []. */
  min: 0 | 1;
  /** Public event text for a choice (a face-down choice is logged without naming the card). */
  chose(d: Draft, p: PlayerId, choice: string[]): string;
  skip(d: Draft, p: PlayerId): string;
}

export interface Reasons {
  first(p: PlayerId, pass: number, d: Draft): string;
  next(p: PlayerId, prev: PlayerId, d: Draft): string;
}

export interface RoundSpec {
  /** `apnap`: from the active player (101.4); `sequential`: from the controller ("starting with you"). */
  order: 'apnap' | 'sequential';
  /** The rule that orders the players: 101.4, 101.4d, 701.38 (Vote), 608.2c (the card's text). */
  rule: string;
  /** 101.4a: choices from a hidden zone stay face down. */
  faceDown: boolean;
  /** 101.4c: the choices each player makes, in the order written. */
  questions: Question[];
  /** How to say why a player is asked; default: APNAP. */
  reasons?: Reasons;
  /** 101.4c note when a player has several choices; default: "in the order written (...)". */
  several?: string;
  /** Sequential processing: the chosen action happens before the next player chooses. */
  onChoice?(d: Draft, p: PlayerId, choice: string[]): void;
  /** 101.4: once every player has chosen, the actions happen simultaneously. */
  finish?(d: Draft, choices: RoundChoice[]): void;
  /** Hypergenesis: whether the process repeats (logs why). */
  again?(d: Draft, choices: RoundChoice[]): boolean;
}

export type Step = { act(d: Draft): void } | { round: RoundSpec };

export interface EffectScript extends EffectInfo {
  /** Start events after "X resolves": who goes first and why. */
  intro(d: Draft): void;
  steps: Step[];
  /** The closing event, when it says more than "X has finished resolving". */
  end?(d: Draft): { rule: string; text: string };
}

export type SpecOf = (d: Draft, r: RoundState) => RoundSpec;

const apnapReasons: Reasons = {
  first: (p) => `${p} is the active player.`,
  next: (p, prev) => `${p} is next in turn order after ${prev}.`,
};

export const roundOrder = (d: Draft, spec: RoundSpec): PlayerId[] =>
  spec.order === 'apnap' ? apnapOrder(d.players, d.active) : turnOrderFrom(d.players, d.controller);

/** Where a round stands: the player and question at `pos`, if any are left. */
function at(d: Draft, r: RoundState, spec: RoundSpec) {
  const order = roundOrder(d, spec);
  const n = spec.questions.length;
  const player = order[Math.floor(r.pos / n)];
  const question = spec.questions[r.pos % n];
  return player === undefined || question === undefined ? null : { order, player, question };
}

function pendingOf(d: Draft, r: RoundState, spec: RoundSpec, options: string[]): PendingDecision {
  const { order, player: p, question: q } = at(d, r, spec)!;
  const reasons = spec.reasons ?? apnapReasons;
  let rule = spec.rule;
  let reason: string;
  if (r.choices.some((c) => c.player === p)) {
    // 101.4c: a player with several choices makes them one after another, in order.
    rule = '101.4c';
    const several = spec.several ?? `in the order written (${spec.questions.map((x) => x.label).join(', ')})`;
    reason = `${p} makes several choices ${several}: ${q.label} is next.`;
  } else {
    const idx = order.indexOf(p);
    const prev = order[idx - 1];
    if (prev === undefined) reason = reasons.first(p, r.pass, d);
    else {
      if (rule === '101.4d') rule = '101.4'; // after the restart, plain APNAP again
      reason = reasons.next(p, prev, d);
      const idle = order.slice(0, idx).filter((x) => !r.choices.some((c) => c.player === x));
      if (idle.length) reason += ` ${listText(idle)} had nothing to choose.`;
    }
  }
  // 101.4b: earlier choices are known, except face-down ones from a hidden zone (101.4a).
  const known: KnownChoice[] = r.choices.map((c) => ({
    player: c.player,
    choice: c.faceDown && c.player !== p ? null : c.choice.slice(),
  }));
  return { player: p, rule, prompt: q.prompt(d, p), reason, options, min: q.min, max: 1, known, faceDown: spec.faceDown };
}

/** Runs automatic actions and skips until a player must choose, or the effect is done. */
export function advance(d: Draft, script: EffectScript, specOf: SpecOf): void {
  d.pending = null;
  for (;;) {
    const r = d.i.rounds[d.i.rounds.length - 1];
    if (r) {
      const spec = specOf(d, r);
      const here = at(d, r, spec);
      if (here) {
        const options = here.question.options(d, here.player);
        if (options.length > 0) {
          d.pending = pendingOf(d, r, spec, options);
          return;
        }
        // 608.2d: no legal option, no choice; the skip is logged.
        log(d, 'skip', '608.2d', here.question.skip(d, here.player), { player: here.player });
        r.pos++;
        continue;
      }
      if (spec.again?.(d, r.choices)) {
        Object.assign(r, { pass: r.pass + 1, pos: 0, choices: [] });
        continue;
      }
      d.i.rounds.pop();
      spec.finish?.(d, r.choices);
      continue;
    }
    const step = script.steps[d.i.step];
    if (!step) break;
    d.i.step++;
    if ('act' in step) step.act(d);
    else d.i.rounds.push({ step: d.i.step - 1, pass: 0, pos: 0, choices: [] });
  }
  d.done = true;
  const end = script.end?.(d) ?? { rule: '608.2', text: `${quoted(script)} has finished resolving.` };
  log(d, 'end', end.rule, end.text);
}

/** Card names are printed as is; a generic effect is quoted: "Each player discards a card". */
export const quoted = (e: EffectInfo): string => (e.french ? 'Rituel' : /^Each /.test(e.name) ? `“${e.name}”` : e.name);

/** Checks a decision against the pending one without changing anything. */
export function check(d: Draft, decision: Decision, script: EffectScript, specOf: SpecOf): DecisionError | null {
  const p = d.pending;
  const r = d.i.rounds[d.i.rounds.length - 1];
  if (d.done || !p || !r) return { rule: '608.2', message: `${quoted(script)} has finished resolving: no decision is left to make.` };
  if (typeof decision !== 'object' || decision === null || !Array.isArray(decision.choice)) {
    return { rule: '608.2d', message: 'A decision names a player and a list of choices.' };
  }
  if (decision.player !== p.player) {
    // 101.4c only orders one player's own choices; another player choosing before that player has
    // made all of them breaks the round's order itself: 101.4 (APNAP), 101.4d after a restart.
    const rule = p.rule === '101.4c' ? specOf(d, r).rule : p.rule;
    return { rule, message: `${p.player} chooses ${r.choices.length ? 'next' : 'first'}: ${p.reason}` };
  }
  const n = decision.choice.length;
  if (n < p.min) return { rule: '608.2d', message: `${p.player} must make this choice: it can't be declined (min ${p.min}, max ${p.max}).` };
  if (n > p.max) {
    return { rule: '608.2d', message: `${p.player} may choose at most ${p.max} here (min ${p.min}, max ${p.max}), not ${n}.` };
  }
  const bad = decision.choice.find((o) => !p.options.includes(o));
  if (bad !== undefined) return { rule: '608.2d', message: at(d, r, specOf(d, r))!.question.whyNot(d, p.player, String(bad)) };
  return null;
}

/** Records a checked decision, runs what it sets off, and moves on to the next one. */
export function record(d: Draft, decision: Decision, script: EffectScript, specOf: SpecOf): void {
  const r = d.i.rounds[d.i.rounds.length - 1]!;
  const spec = specOf(d, r);
  const { player: p, question: q } = at(d, r, spec)!;
  const choice = decision.choice.slice();
  const faceDown = spec.faceDown && choice.length > 0;
  d.decisions.push({ player: p, choice });
  if (faceDown) log(d, 'choice', '101.4a', `${p} chooses a card face down.`, { player: p, faceDown: true });
  else {
    const cards = choice.filter((c) => own(d.cards, c));
    log(d, 'choice', d.pending!.rule, q.chose(d, p, choice), { player: p, ...(cards.length ? { cards } : {}) });
  }
  r.choices.push({ player: p, choice, faceDown });
  r.pos++;
  pinSegmentInternal(d);
  spec.onChoice?.(d, p, choice);
  advance(d, script, specOf);
}

/** The question the pending player is answering (for hints). */
export function currentQuestion(d: Draft, specOf: SpecOf): Question | null {
  const r = d.i.rounds[d.i.rounds.length - 1];
  return r ? (at(d, r, specOf(d, r))?.question ?? null) : null;
}
