// "Try it yourself": who must choose now, why, and what kind of option (never which one).
import { specOf, settled } from './resolve';
import { draftOfView } from './state';
import { currentQuestion } from './rounds';
import type { GameState } from './types';

export function hint(state: GameState): string | null {
  const s = settled(state);
  const p = s.pending;
  if (!p || s.done) return null;
  const d = draftOfView(s);
  const kind = currentQuestion(d, specOf)?.kind(d, p.player) ?? 'one of the options';
  const n = p.options.length;
  const may = p.min === 0 ? ', or may choose nothing' : '';
  const face = p.faceDown ? ', face down so the others see only that a choice was made (101.4a)' : '';
  return `${p.player} chooses now (${p.rule}: ${p.reason.replace(/\.$/, '')}) and picks ${kind}${may}${face}; ${n} legal option${n === 1 ? '' : 's'}.`;
}
