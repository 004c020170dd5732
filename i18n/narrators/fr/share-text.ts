// "Copier en texte": the plain-text account of an example up to one step (../en/share-text.ts),
// in French, every engine line narrated in French.
import { resolvingFinished, teamOf } from '@/engine';
import type { GameState, WalkStep } from '@/engine';
import type { ShareInput, ShareLine } from '../en/share-text';
import { tableLines } from '../table-lines';
import type { ShareSource } from '../types';
import { abilityNameFr, abilityWhoFr } from './abilities';
import { narrateFr } from './events';
import { finishedFr } from './finished';
import { promptFr } from './questions';
import { messageFr } from './refusals';
import { cardNameFr, colon, EFFECT_NAME, life, semi } from './text';

/** "Smallpox (contrôleur : Ana)" (and, once its triggered abilities follow, that it has finished). */
export function resolvingFr(state: GameState): string {
  const { effect } = state.scenario;
  const finished = resolvingFinished(state) ? `${semi} l’effet a fini de se résoudre, les capacités qu’il a déclenchées suivent` : '';
  return `${EFFECT_NAME[effect.id] ?? effect.id} (contrôleur${colon} ${effect.controller}${finished})`;
}

const withRule = (l: ShareLine) => `${l.text} (${l.rule})`;

export function shareTextFr(input: ShareInput): string {
  const lost = new Set(input.lost ?? []);
  // 805.4a : à une table d’équipes, les deux joueurs de l’équipe active sont des joueurs actifs.
  const active = (p: string) => (input.activeTeam ? (input.activeTeam.includes(p) ? ' (équipe active)' : '') : p === input.activePlayer ? ' (joueur actif)' : '');
  const seats = input.players
    .map((p) => `${p}${active(p)}${colon} ${input.life[p] === undefined ? '? point de vie' : life(input.life[p])}${lost.has(p) ? ' (a perdu)' : ''}`)
    .join(', ');
  const out = [`${input.title} — étape ${input.stepIndex + 1} sur ${input.total}`, `Joueurs dans l’ordre du tour${colon} ${seats}.`, `En cours de résolution${colon} ${input.resolving}.`, ''];
  input.steps.forEach((step, i) => {
    const lines = step.lines.map(withRule);
    if (step.refused) lines.push(`Refusé par le moteur${colon} ${withRule(step.refused)}`);
    out.push(`${i + 1}. ${lines.length ? lines.join(' ') : '(aucune entrée au journal)'}`);
  });
  out.push('');
  if (input.waiting?.length) out.push(`En attente d’être mises sur la pile${colon} ${input.waiting.join(' ; ')}.`);
  if (input.stack?.length) out.push(`Pile, de bas en haut${colon} ${input.stack.join(' ; ')}.`);
  const finished = input.finished ?? 'L’effet a fini de se résoudre.';
  out.push(
    input.pending
      ? `Maintenant${colon} à ${input.pending.player} de choisir — ${input.pending.prompt} (${input.pending.rule})`
      : `Maintenant${colon} ${finished.charAt(0).toLowerCase()}${finished.slice(1)}`,
  );
  out.push(input.url);
  return out.join('\n');
}

/** The French input from a walkthrough: every line, refusal and prompt narrated in French. */
export function shareInputFr(example: ShareSource, walk: readonly WalkStep[], stepIndex: number, url: string): ShareInput {
  const current = walk[stepIndex];
  if (!current) throw new RangeError(`No step ${stepIndex} in ${example.slug}`);
  const state = current.state;
  const table = tableLines(state);
  const ability = (a: Parameters<typeof abilityNameFr>[0] & Parameters<typeof abilityWhoFr>[0]) => `${abilityNameFr(a)}, ${abilityWhoFr(a)}`;
  return {
    title: example.title,
    resolving: resolvingFr(state),
    players: state.players,
    activePlayer: state.activePlayer,
    ...(state.scenario.teams ? { activeTeam: teamOf(state.scenario.teams, state.activePlayer) } : {}),
    life: state.board.life,
    stepIndex,
    total: walk.length,
    steps: walk.slice(0, stepIndex + 1).map((s) => ({
      lines: s.events.map((e) => ({ text: narrateFr(e, s.state.cards), rule: e.rule })),
      refused:
        s.verdict.kind === 'rejected'
          ? { text: messageFr(s.verdict.error.code, s.verdict.error.params, s.state), rule: s.verdict.error.rule }
          : undefined,
    })),
    pending: current.pending && {
      player: current.pending.player,
      prompt: promptFr(current.pending.question, current.pending.player, current.pending.params, state.cards),
      rule: current.pending.rule,
    },
    url,
    lost: state.board.lost,
    stack: table.stack.map((e) => (e.kind === 'ability' ? ability(e.ability) : e.copy ? `une copie de ${cardNameFr(e.name)}, contrôlée par ${e.controller}` : `${cardNameFr(e.name)}, contrôlé par ${e.controller}`)),
    waiting: table.waiting.map(ability),
    finished: current.done ? finishedFr(state) : `Rien à choisir${colon} l’étape suivante se fait d’elle-même.`,
  };
}
