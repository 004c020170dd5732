// "Copy as text": a plain-text account of an example up to one step, for pasting into a chat or a
// forum, in English. Pure: built from the engine's walkthrough and state.
import { teamOf, type PlayerId, type WalkStep } from '@/engine';
import { tableLines, type AbilityLine } from '../table-lines';
import type { ShareSource } from '../types';
import { abilityName, abilityWho } from './abilities';
import { narrate } from './events';
import { finishedText, resolvingText } from './finished';
import { promptOf } from './questions';
import { messageOf } from './refusals';

export interface ShareLine {
  text: string;
  rule: string;
}

export interface ShareInput {
  title: string;
  /** e.g. "Smallpox, controlled by Ana". */
  resolving: string;
  players: readonly PlayerId[];
  activePlayer: PlayerId;
  /** Two-Headed Giant: the active team (805.4a: both its players are active players). */
  activeTeam?: readonly PlayerId[];
  life: Readonly<Record<PlayerId, number>>;
  /** 0-based index of the step shown. */
  stepIndex: number;
  total: number;
  /** Steps 0..stepIndex, each with the engine's log lines. */
  steps: { lines: ShareLine[]; refused?: ShareLine }[];
  pending: { player: PlayerId; prompt: string; rule: string } | null;
  url: string;
  /** Players who have lost, in the order they lost (704.5a). */
  lost?: readonly PlayerId[];
  /** The stack at this step, bottom first, one line per object (603.3b: abilities with their targets). */
  stack?: readonly string[];
  /** Triggered abilities waiting to go on the stack (603.3). */
  waiting?: readonly string[];
  /** What to say when nothing is pending (the effect is over, or the game is). */
  finished?: string;
}

const withRule = (l: ShareLine) => `${l.text} (${l.rule})`;

export function shareText(input: ShareInput): string {
  const lost = new Set(input.lost ?? []);
  // 805.4a: at a team table both players of the active team are active players.
  const active = (p: PlayerId) => (input.activeTeam ? (input.activeTeam.includes(p) ? ' (active team)' : '') : p === input.activePlayer ? ' (active player)' : '');
  const seats = input.players
    .map((p) => `${p}${active(p)}: ${input.life[p] ?? '?'} life${lost.has(p) ? ' (lost)' : ''}`)
    .join(', ');
  const out = [`${input.title} — step ${input.stepIndex + 1} of ${input.total}`, `Players in turn order: ${seats}.`, `Resolving: ${input.resolving}.`, ''];
  input.steps.forEach((step, i) => {
    const lines = step.lines.map(withRule);
    if (step.refused) lines.push(`Refused by the engine: ${withRule(step.refused)}`);
    out.push(`${i + 1}. ${lines.length ? lines.join(' ') : '(no log entry)'}`);
  });
  out.push('');
  if (input.waiting?.length) out.push(`Waiting to go on the stack: ${input.waiting.join('; ')}.`);
  if (input.stack?.length) out.push(`Stack, bottom to top: ${input.stack.join('; ')}.`);
  const finished = input.finished ?? 'The effect has finished resolving.';
  out.push(
    input.pending
      ? `Now: ${input.pending.player} to choose — ${input.pending.prompt} (${input.pending.rule})`
      : `Now: ${finished.charAt(0).toLowerCase()}${finished.slice(1)}`,
  );
  out.push(input.url);
  return out.join('\n');
}

/** The input from a walkthrough: the life and pending decision are those at `stepIndex`. */
export function shareInput(example: ShareSource, walk: readonly WalkStep[], stepIndex: number, url: string): ShareInput {
  const current = walk[stepIndex];
  if (!current) throw new RangeError(`No step ${stepIndex} in ${example.slug}`);
  const state = current.state;
  const table = tableLines(state);
  const ability = (a: AbilityLine) => `${abilityName(a)}, ${abilityWho(a)}`;
  return {
    title: example.title,
    resolving: resolvingText(state),
    players: state.players,
    activePlayer: state.activePlayer,
    ...(state.scenario.teams ? { activeTeam: teamOf(state.scenario.teams, state.activePlayer) } : {}),
    life: state.board.life,
    stepIndex,
    total: walk.length,
    steps: walk.slice(0, stepIndex + 1).map((s) => ({
      lines: s.events.map((e) => ({ text: narrate(e), rule: e.rule })),
      refused: s.verdict.kind === 'rejected' ? { text: messageOf(s.verdict.error.code, s.verdict.error.params, s.state), rule: s.verdict.error.rule } : undefined,
    })),
    pending: current.pending && { player: current.pending.player, prompt: promptOf(current.pending.question, current.pending.player, current.pending.params), rule: current.pending.rule },
    url,
    lost: state.board.lost,
    stack: table.stack.map((e) => (e.kind === 'ability' ? ability(e.ability) : `${e.copy ? `a copy of ${e.name}` : e.name}, controlled by ${e.controller}`)),
    waiting: table.waiting.map(ability),
    finished: current.done ? finishedText(state) : 'Nothing to choose: the next step happens by itself.',
  };
}

export const copyText = (example: ShareSource, walk: readonly WalkStep[], stepIndex: number, url: string): string => shareText(shareInput(example, walk, stepIndex, url));
