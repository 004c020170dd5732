// Curse of Echoes (apnap/2): "Enchant player. Whenever enchanted player casts an instant or sorcery
// spell, each other player may copy that spell and may choose new targets for the copy they control."
// The effect is the Curse's triggered ability resolving: the enchanted player has cast the spell
// (it is on the stack, under the ability); each OTHER player, in APNAP order (101.4), may copy it
// (a "may" choice, declined with []); then the copies are put on the stack at the same time (405.3):
// the active player's lowest, then each other player's in APNAP order. So the last copier in APNAP
// order controls the top copy, which resolves first (405.5, 608.1). If the enchanted player is the
// active player, the active player makes no copy. The spells' effects are not modelled (no new
// targets are chosen): the engine shows who copies and the order the copies resolve in.
import { cursedSpell, enchantedPlayer } from '../rules/405.3-copies';
import { activeSeat, apnap, tableOf, teamFacts } from '../core/authority';
import { toStack } from '../core/board';
import type { EffectScript, Question, RoundSpec } from '../rules/101.4-choice-round';
import { log, type Draft } from '../core/state';
import { own } from '../core/text';
import type { Params } from '../core/types';
import { picked, queue } from './common';

/** The spell is still on the stack (the only legal option); the enchanted player is never asked. */
const onStack = (d: Draft, id: string) => d.board.stack.some((e) => 'card' in e && e.card === id);

export const copyQuestion: Question = {
  key: 'copy-spell',
  kind: 'cards',
  min: 0,
  params: (d) => {
    const id = cursedSpell(d);
    return id === null ? ({} as Params) : { spell: id, name: own(d.cards, id)?.name ?? id, enchanted: enchantedPlayer(d) ?? '' };
  },
  options: (d) => {
    const id = cursedSpell(d);
    return id !== null && onStack(d, id) ? [id] : [];
  },
  whyNot: (d, _p, option): Params => {
    const c = own(d.cards, option);
    const id = cursedSpell(d);
    return c ? { why: 'not-the-spell', name: c.name, spell: id === null ? '' : (own(d.cards, id)?.name ?? id) } : { why: 'unknown-card' };
  },
};

const copyRound: RoundSpec = {
  order: 'apnap',
  rule: '101.4',
  faceDown: false,
  style: 'curse-of-echoes',
  questions: [copyQuestion],
  skips: (d, p) => p === enchantedPlayer(d),
  finish: (d, choices) => {
    const of = cursedSpell(d);
    if (of === null) return;
    queue(d, { do: 'copies', rule: '405.3', of, copiers: picked(choices).map((x) => x.player) });
  },
};

export const curseOfEchoes: EffectScript = {
  id: 'curse-of-echoes',
  intro: (d) => {
    const id = cursedSpell(d);
    const caster = enchantedPlayer(d);
    const t = tableOf(d);
    // Each other player may copy (every one of them, teammates and opponents alike), in APNAP order (805.6: by team).
    const copiers = caster === null ? [] : apnap(t).filter((p) => p !== caster);
    const c = id === null ? undefined : own(d.cards, id);
    log(d, { type: 'curse-triggers', rule: '603.2', player: caster ?? d.controller, spell: c?.name ?? null, active: activeSeat(t), ...teamFacts(t), copiers, ...(c ? { cards: [c.id] } : {}) });
    // The spell was cast before its trigger: it is on the stack, under the Curse's ability (601.2a).
    if (c && caster !== null) toStack(d, c, caster);
  },
  steps: [{ round: copyRound }],
};
