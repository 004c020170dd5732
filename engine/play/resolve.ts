// The transitions: start resolving a scenario, take one automatic action, apply one decision. The
// engine advances one automatic action at a time; `applyDecision` runs them all until the next
// decision (or the end), and `timeline` keeps each one as a step.
import { initialBoard, cardInfos } from '../core/board';
import { checkRoundDecision, pendingOf, position, recordRoundDecision, refuse, type RoundSpec, type SpecOf } from '../rules/101.4-choice-round';
import { scriptOf } from '../effects';
import { enterRound } from '../rules/614.12a-entering';
import { checkTeamFirst, recordTeamFirst, teamOrderStep } from '../rules/805.6-team-order';
import { checkAfter, nextAfter, performAfter, recordAfter } from '../rules/405.5-stack';
import { commit, draftOf, initialResolution, log, res, type Draft, type RoundState, type GameState } from '../core/state';
import type { Decision, DecisionError, EffectId, PendingDecision, Scenario } from '../core/types';
import { controllerOf, tableOf } from '../core/authority';
import { isStep, perform } from '../actions/automatic';

export const specOf: SpecOf = (d, r) => {
  if (r.enter) return enterRound(d, r.enter);
  const step = scriptOf(d.scenario.effect.id).steps[r.step];
  if (!step || !('round' in step)) throw new Error('no round');
  return typeof step.round === 'function' ? step.round(d) : step.round;
};

const topRound = (d: Draft): RoundState | undefined => d.res.rounds[d.res.rounds.length - 1];

/**
 * Runs what needs no decision and is not an action of its own (skips, notes, a round's end),
 * until a player must decide ('pending'), an automatic action is next ('ready'), or nothing is
 * left ('done').
 */
function progress(d: Draft): 'pending' | 'ready' | 'done' {
  const next = advance(d);
  if (next === 'pending') d.pending = withDecider(d, d.pending!);
  return next;
}

/**
 * 722.3: a controlled player (Mindslaver) is still who the rules ask, and still the active player
 * if it is their turn; the player controlling them makes the decision (722.5), and at a team table
 * the decisions of the whole team (805.8). Control ends if that player has left the game (800.4a).
 */
function withDecider(d: Draft, p: PendingDecision): PendingDecision {
  // 805.8: controlling a player controls their team; the authority says who decides.
  const by = controllerOf(tableOf(d), p.player);
  return by !== null ? { ...p, decider: by } : p;
}

function advance(d: Draft): 'pending' | 'ready' | 'done' {
  d.pending = null;
  for (;;) {
    if (d.res.phase === 'after') {
      const next = nextAfter(d);
      if (next === null) {
        d.done = true;
        return 'done';
      }
      if ('pending' in next) {
        d.pending = next.pending;
        return 'pending';
      }
      return 'ready';
    }
    const queued = d.res.queue[0];
    if (queued) {
      if (isStep(d, queued)) return 'ready';
      res(d, 'queue').shift();
      perform(d, queued);
      continue;
    }
    const r = topRound(d);
    if (r) {
      if (roundStep(d, r, specOf(d, r))) return 'pending';
      continue;
    }
    const script = scriptOf(d.scenario.effect.id);
    const step = script.steps[d.res.step];
    if (step) {
      d.res.step++;
      if ('automatic' in step) res(d, 'queue').push(step.automatic);
      else res(d, 'rounds').push({ step: d.res.step - 1, pass: 0, pos: 0, choices: [] });
      continue;
    }
    // 104.1: a player won during the effect (Laboratory Maniac, 104.2b): the game ends at once.
    if (d.res.over) {
      d.done = true;
      return 'done';
    }
    // The effect has finished resolving; state-based actions come first (704.3).
    log(d, { type: 'finish', rule: finishRule(d.scenario.effect.id), effect: d.scenario.effect.id, stack: stackNames(d) });
    d.res.phase = 'after';
    d.res.check = true;
  }
}

/** What "has finished" cites: 608.2g after Rituel's casts, 103.6 once the game's start is done, else 608.2. */
const finishRule = (id: EffectId): string => (id.startsWith('rituel-') ? '608.2g' : id === 'start-of-game' ? '103.6' : id === 'combat' ? '510.3' : '608.2');

const stackNames = (d: Draft) =>
  d.board.stack.flatMap((x) => ('card' in x ? [{ name: d.cards[x.card]?.name ?? x.card, controller: x.controller }] : []));

/** One move inside a round: ask the next player (true), or skip them, repeat or close the round. */
function roundStep(d: Draft, r: RoundState, spec: RoundSpec): boolean {
  // 805.6: a team decides which of its players chooses first when its turn in the round comes.
  const team = teamOrderStep(d, r, spec);
  if (team) {
    d.pending = team;
    return true;
  }
  r = topRound(d)!;
  const here = position(d, r, spec);
  if (here) {
    const options = here.question.options(d, here.player);
    if (options.length > 0) {
      d.pending = pendingOf(d, r, spec, options);
      return true;
    }
    // 608.2d: no legal option, no choice; the skip is logged.
    if (!here.question.silent) log(d, { type: 'skip', rule: here.question.skipRule ?? '608.2d', player: here.player, question: here.question.key, params: here.question.params(d, here.player) });
    const rounds = res(d, 'rounds');
    rounds[rounds.length - 1] = { ...r, pos: r.pos + 1 };
    return false;
  }
  const rounds = res(d, 'rounds');
  if (spec.again?.(d, r.choices)) {
    rounds[rounds.length - 1] = { ...r, pass: r.pass + 1, pos: 0, choices: [] };
    return false;
  }
  rounds.pop();
  spec.finish?.(d, r.choices, r);
  return false;
}

/** Performs the next automatic action, then runs on to the next one, a decision or the end. */
function stepAutomatic(d: Draft): void {
  d.res.shown = null;
  if (d.res.phase === 'after') {
    const next = nextAfter(d);
    if (next && 'act' in next) performAfter(d, next.act);
  } else {
    const a = res(d, 'queue').shift();
    if (a) perform(d, a);
  }
  progress(d);
}

/** The state as resolution begins, advanced to the first decision or automatic action (a walkthrough's start). */
export function begin(scenario: Scenario): GameState {
  scriptOf(scenario.effect.id); // refuses an unknown effect id
  const blank: GameState = {
    scenario,
    players: scenario.players.slice(),
    activePlayer: scenario.activePlayer,
    cards: cardInfos(scenario),
    board: initialBoard(scenario),
    pending: null,
    done: false,
    events: [],
    decisions: [],
    resolution: initialResolution(),
  };
  const d = draftOf(blank);
  // apnap/2's table facts (teams, 810; controlled players, 722.3), only where the file has them.
  const controlled = Object.entries(scenario.controlledBy ?? {}).map(([player, by]) => ({ player, by }));
  log(d, {
    type: 'begin',
    rule: scenario.effect.id === 'start-of-game' ? '101.4e' : scenario.effect.id === 'combat' ? '506.2' : '608.2',
    effect: scenario.effect.id,
    controller: d.controller,
    active: d.active,
    ...(scenario.teams ? { teams: scenario.teams.map((t) => t.slice()) } : {}),
    ...(controlled.length ? { controlled } : {}),
  });
  scriptOf(scenario.effect.id).intro(d);
  progress(d);
  return commit(d);
}

/** The initial state, already advanced to the first pending decision (or to the end). */
export const startResolution = (scenario: Scenario): GameState => settle(begin(scenario));

/** Whether a state waits for an automatic action (neither a decision nor the end). */
export const isUnsettled = (s: GameState): boolean => s.pending === null && !s.done;

/** The state after one more automatic action (a walkthrough step). */
export function nextAction(s: GameState): GameState {
  const d = draftOf(s);
  stepAutomatic(d);
  return commit(d);
}

function settleDraft(d: Draft): void {
  while (d.pending === null && !d.done) stepAutomatic(d);
}

/** The state once every automatic action due has been taken: a decision is pending, or all is done. */
export function settle(s: GameState): GameState {
  if (!isUnsettled(s)) return s;
  const d = draftOf(s);
  settleDraft(d);
  return commit(d);
}

export type Applied = { ok: true; state: GameState } | { ok: false; error: DecisionError };

function checkDecision(d: Draft, decision: Decision): DecisionError | null {
  const over = d.res.over;
  if (over?.winners) return refuse('810.8a', 'game-over', { winners: over.winners });
  if (over) return refuse(over.winner ? '104.2a' : '104.4a', 'game-over', over.winner ? { winner: over.winner } : {});
  const p = d.pending;
  if (d.done || !p) return refuse('608.2', 'finished', { effect: d.scenario.effect.id });
  if (typeof decision !== 'object' || decision === null || typeof decision.player !== 'string' || !Array.isArray(decision.choice)) {
    return refuse('608.2d', 'malformed', {});
  }
  if (d.res.phase === 'after') return checkAfter(d, decision, p);
  if (p.question === 'team-first') return checkTeamFirst(d, decision, p);
  const r = topRound(d)!;
  return checkRoundDecision(d, decision, r, specOf(d, r));
}

/** Checks and records a decision in a fresh draft, then runs what needs no action; null draft if refused. */
function decided(state: GameState, decision: Decision): { d: Draft; error: null } | { d: null; error: DecisionError } {
  const d = draftOf(settle(state));
  // Checked against the committed state itself: nothing is copied until the decision is legal.
  const error = checkDecision(d, decision);
  if (error) return { d: null, error };
  if (d.res.phase === 'after') recordAfter(d, decision, d.pending!);
  else if (d.pending!.question === 'team-first') recordTeamFirst(d, decision, d.pending!);
  else {
    const r = topRound(d)!;
    recordRoundDecision(d, decision, specOf(d, r));
  }
  progress(d);
  return { d, error: null };
}

/** The decision alone: checked, recorded, and followed by what needs no action (a walkthrough step). */
export function decide(state: GameState, decision: Decision): Applied {
  const r = decided(state, decision);
  return r.d ? { ok: true, state: commit(r.d) } : { ok: false, error: r.error };
}

/**
 * Never mutates `state`; an illegal decision returns the rule, a code and a one-line reason.
 * The same draft runs on to the next decision: the log is copied once per decision, not twice.
 */
export function applyDecision(state: GameState, decision: Decision): Applied {
  const r = decided(state, decision);
  if (!r.d) return { ok: false, error: r.error };
  settleDraft(r.d);
  return { ok: true, state: commit(r.d) };
}
