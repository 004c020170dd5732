// The French narrator: everything the engine's facts say, in French, from its typed data (events,
// questions with params, error codes with params, the state), never by translating English strings.
// The same shape and the same test table as the English one (../en); importing this module
// registers it for `narratorFor('fr')` (../index.ts).
import { describeAbility, settle } from '@/engine';
import type { AbilityId, CardType, GameState, Zone } from '@/engine/types';
import { registerNarrator } from '../index';
import type { Narrator } from '../types';
import { abilityLabel, abilityNameFr, abilityWhoFr } from './abilities';
import { narrateFr } from './events';
import { finishedFr } from './finished';
import { importErrorFr } from './import-errors';
import { describeFr, promptFr } from './questions';
import { pendingReasonFr, reasonFr } from './reasons';
import { messageFr } from './refusals';
import { resolvingFr, shareInputFr, shareTextFr } from './share-text';
import { fr } from './terminology';
import { cardNameFr, colon, count, de, EFFECT_NAME, effectTextShown, semi, typeWord } from './text';
import { attemptFr, verdictFr } from './verdict';

export { importErrorFr, narrateFr, promptFr, messageFr, finishedFr, reasonFr, verdictFr, attemptFr, resolvingFr, shareTextFr, shareInputFr };
export { chooseFr, skipFr } from './questions';

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
  const why = pendingReasonFr(p).replace(/\.$/, '');
  return `${p.player} choisit maintenant (${p.rule}${colon} ${why}) et prend ${kind}${may}${face}${semi} ${count(n, 'option légale', 'options légales')}.`;
}

/** A triggered ability described for the table (the engine's `describeAbility(...).text`, in French). */
export function abilityTextFr(state: GameState, id: AbilityId): string | null {
  const info = describeAbility(state, id);
  if (!info) return null;
  const c = info.controller;
  const what =
    info.card === 'blood-artist'
      ? `le joueur ciblé perd 1 point de vie et ${c} gagne 1 point de vie`
      : `chaque adversaire ${de(c)} perd 1 point de vie et ${c} gagne 1 point de vie`;
  return `${cap(abilityLabel({ controller: c, source: info.sourceName, died: info.diedName, targets: info.targets }))}${colon} ${what}.`;
}

/** Zone names: "champ de bataille", "cimetière"… */
export const zoneFr = (z: Zone | 'stack'): string => fr(z);
export const cardTypeFr = (t: CardType): string => typeWord(t);

/** The French narrator; importing this module registers it for `narratorFor('fr')`. */
export const frenchNarrator: Narrator = {
  lang: 'fr',
  event: (e, state) => narrateFr(e, state?.cards),
  question: (p, state) => promptFr(p.question, p.player, p.params, state?.cards),
  reason: (p) => pendingReasonFr(p),
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
  cardName: cardNameFr,
  cardType: cardTypeFr,
  importError: importErrorFr,
};

registerNarrator(frenchNarrator);
