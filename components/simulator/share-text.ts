// "Copy as text": a plain-text account of an example up to one step, for pasting into a
// chat or a forum. Pure: the caller passes what the engine already computed.
import type { Example } from '@/content/example-types';
import type { PlayerId } from '@/engine/types';
import type { WalkStep } from './walkthrough';
import { abilityName, abilityWho, type AbilityModel } from './ability-model';
import { finishedText } from './finished';
import { buildTable } from './table-model';
import { EVERYONE } from './viewer';

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
  const seats = input.players
    .map(
      (p) =>
        `${p}${p === input.activePlayer ? ' (active player)' : ''}: ${input.life[p] ?? '?'} life${lost.has(p) ? ' (lost)' : ''}`,
    )
    .join(', ');
  const out = [
    `${input.title} — step ${input.stepIndex + 1} of ${input.total}`,
    `Players in turn order: ${seats}.`,
    `Resolving: ${input.resolving}.`,
    '',
  ];
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

/** Builds the input from a walkthrough: the life and pending decision are those at `stepIndex`. */
export function shareInputFrom(
  example: Example,
  walk: readonly WalkStep[],
  stepIndex: number,
  resolving: string,
  url: string,
): ShareInput {
  const current = walk[stepIndex];
  if (!current) throw new RangeError(`No step ${stepIndex} in ${example.slug}`);
  const table = buildTable(current.state, EVERYONE, false);
  const ability = (a: AbilityModel) => `${abilityName(a)}, ${abilityWho(a)}`;
  return {
    title: example.title,
    resolving,
    players: current.state.players,
    activePlayer: current.state.activePlayer,
    life: current.state.board.life,
    stepIndex,
    total: walk.length,
    steps: walk.slice(0, stepIndex + 1).map((s) => ({
      lines: s.events.map((e) => ({ text: e.text, rule: e.rule })),
      refused:
        s.verdict.kind === 'rejected' ? { text: s.verdict.error.message, rule: s.verdict.error.rule } : undefined,
    })),
    pending: current.pending && {
      player: current.pending.player,
      prompt: current.pending.prompt,
      rule: current.pending.rule,
    },
    url,
    lost: current.state.board.lost,
    stack: table.stack.map((e) =>
      e.kind === 'ability' ? ability(e.ability) : `${e.card.name}, controlled by ${e.card.controller}`,
    ),
    waiting: table.waiting.map(ability),
    finished: current.done ? finishedText(current.state) : 'Nothing to choose: the next step happens by itself.',
  };
}
