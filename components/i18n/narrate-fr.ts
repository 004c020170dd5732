// Everything the engine says, in French, from its typed data (events, questions with params,
// error codes with params, the state): never by translating the engine's English strings.
// The pieces live in ./fr/; importing this module registers the French narrator (narrator.ts).
import { describeAbility, settle } from '@/engine';
import type { AbilityId, CardType, GameState, Zone } from '@/engine/types';
import { abilityLabel, abilityNameFr, abilityWhoFr } from './fr/abilities';
import { narrateFr } from './fr/events';
import { finishedFr } from './fr/finished';
import { importErrorFr } from './fr/import-errors';
import { describeFr, promptFr } from './fr/questions';
import { reasonFr } from './fr/reasons';
import { messageFr } from './fr/refusals';
import { resolvingFr, shareInputFr, shareTextFr } from './fr/share-text';
import { colon, count, de, EFFECT_NAME, effectTextShown, semi, typeWord } from './fr/text';
import { attemptFr, verdictFr } from './fr/verdict';
import { registerNarrator, type Narrator } from './narrator';
import { fr } from './terminology';

export { importErrorFr, narrateFr, promptFr, messageFr, finishedFr, reasonFr, verdictFr, attemptFr, resolvingFr, shareTextFr, shareInputFr };
export { chooseFr, skipFr } from './fr/questions';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Try it yourself": who must choose now, why, and what kind of option (never which one). */
export function hintFr(state: GameState): string | null {
  const s = settle(state);
  const p = s.pending;
  if (!p || s.done) return null;
  const kind =
    p.kind === 'order'
      ? `un ordre pour les ${p.options.length} capacités en attente ${de(p.player)}`
      : p.kind === 'players'
        ? 'un joueur encore dans la partie comme cible'
        : describeFr(p.question, p.player, p.params);
  const n = p.options.length;
  const may = p.min === 0 ? ', ou peut ne rien choisir' : '';
  const face = p.faceDown ? ', face cachée, de sorte que les autres voient seulement qu’un choix a été fait (101.4a)' : '';
  const why = reasonFr(p.why).replace(/\.$/, '');
  return `${p.player} choisit maintenant (${p.rule}${colon} ${why}) et prend ${kind}${may}${face}${semi} ${count(n, 'option légale', 'options légales')}.`;
}

/** A triggered ability described for the table (the engine's `describeAbility(...).text`, in French). */
export function abilityTextFr(state: GameState, id: AbilityId): string | null {
  const info = describeAbility(state, id);
  if (!info) return null;
  const name = (c: string) => (Object.hasOwn(state.cards, c) ? state.cards[c]!.name : c);
  const onStack = state.board.stack.find((x) => 'ability' in x && x.ability === id);
  const targets = onStack && 'ability' in onStack ? onStack.targets : [];
  const c = info.controller;
  // The two abilities the catalog knows, told apart by their source's name as the engine does.
  const what =
    name(info.source).trim().toLowerCase() === 'blood artist'
      ? `le joueur ciblé perd 1 point de vie et ${c} gagne 1 point de vie`
      : `chaque adversaire ${de(c)} perd 1 point de vie et ${c} gagne 1 point de vie`;
  return `${cap(abilityLabel({ controller: c, source: name(info.source), died: name(info.died), targets }))}${colon} ${what}.`;
}

/** Zone names: "champ de bataille", "cimetière"… */
export const zoneFr = (z: Zone | 'stack'): string => fr(z);
export const cardTypeFr = (t: CardType): string => typeWord(t);

/** The French narrator; importing this module registers it for `narratorFor('fr')`. */
export const frenchNarrator: Narrator = {
  lang: 'fr',
  event: (e, state) => narrateFr(e, state?.cards),
  question: (p, state) => promptFr(p.question, p.player, p.params, state?.cards),
  reason: (p) => reasonFr(p.why),
  refusal: (err, state) => messageFr(err.code, err.params, state),
  hint: hintFr,
  ability: (state, id) => abilityTextFr(state, id) ?? '',
  abilityName: abilityNameFr,
  abilityWho: abilityWhoFr,
  finished: finishedFr,
  resolving: resolvingFr,
  verdict: verdictFr,
  attempt: attemptFr,
  copyText: (example, walk, stepIndex, url) => shareTextFr(shareInputFr(example, walk, stepIndex, url)),
  effectName: (id) => EFFECT_NAME[id] ?? id,
  effectText: effectTextShown,
  zone: zoneFr,
  cardType: cardTypeFr,
  importError: importErrorFr,
};

registerNarrator(frenchNarrator);
