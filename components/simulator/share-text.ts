// "Copy as text": a plain-text account of an example up to one step, for pasting into a
// chat or a forum. Pure: the caller passes what the engine already computed.
import type { Example } from '@/content/example-types';
import type { PlayerId } from '@/engine/types';
import type { WalkStep } from './walkthrough';

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
}

const withRule = (l: ShareLine) => `${l.text} (${l.rule})`;

export function shareText(input: ShareInput): string {
  const seats = input.players
    .map((p) => `${p}${p === input.activePlayer ? ' (active player)' : ''}: ${input.life[p] ?? '?'} life`)
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
  out.push(
    input.pending
      ? `Now: ${input.pending.player} to choose — ${input.pending.prompt} (${input.pending.rule})`
      : 'Now: the effect has finished resolving.',
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
  };
}
