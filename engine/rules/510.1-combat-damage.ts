// The combat damage step with several defending players: the assignments are announced in APNAP
// order (703.4k, 802.5; 510.1: the attacking player first, then each defending player), then all the
// damage is dealt at once (510.2), and a creature with lethal damage is destroyed (704.5g). Only a
// creature with a real division asks its controller: an attacker blocked by two or more creatures
// (510.1c), a blocker blocking two or more attackers (510.1d: Palace Guard); every other assignment
// is forced (510.1a-d). Not modelled: first strike and double strike (510.4), trample (702.19),
// deathtouch, damage prevention, abilities that trigger on combat damage, planeswalkers and battles.
import { changeLife, controllerOf, fileCardOf } from '../core/board';
import { log, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { CardId, DecisionError, PlayerId } from '../core/types';
import type { Pick } from '../core/events';
import { refuse, type Question, type RoundSpec } from './101.4-choice-round';
import { attacks } from './802.4-blocks';
import { destroyLethal, isLethal } from './704.5g-lethal-damage';

/** A creature's power, as the file writes it (208.1); missing: 0. Its toughness: 704.5g-lethal-damage. */
const power = (d: Draft, id: CardId) => fileCardOf(d, id)?.power ?? 0;
const controllerOn = (d: Draft, id: CardId): PlayerId => controllerOf(d.board, id) ?? own(d.cards, id)?.owner ?? '';
const blocks = (d: Draft) => d.res.blocks ?? [];

/** What `creature` assigns its damage among: its blockers (510.1c) or the attackers it blocks (510.1d). */
export function recipients(d: Draft, creature: CardId): CardId[] {
  const b = blocks(d);
  const blocking = b.filter((x) => x.blocker === creature).map((x) => x.attacker);
  return blocking.length ? blocking : b.filter((x) => x.attacker === creature).map((x) => x.blocker);
}

/** The creatures whose controller divides their damage (two or more recipients, power above 0), attackers first. */
export function dividers(d: Draft): CardId[] {
  const fighting = [...attacks(d).map((a) => a.attacker), ...new Set(blocks(d).map((b) => b.blocker))];
  return fighting.filter((c) => recipients(d, c).length > 1 && power(d, c) > 0);
}

/** An entry of an announcement: `<creature id>><recipient id>`, one per point of damage (card ids never contain `>`). */
const entry = (o: string): { creature: CardId; to: CardId } => {
  const [creature = '', to = ''] = o.split('>');
  return { creature, to };
};
const mine = (d: Draft, p: PlayerId) => dividers(d).filter((c) => controllerOn(d, c) === p);
const total = (d: Draft, p: PlayerId) => mine(d, p).reduce((n, c) => n + power(d, c), 0);
const names = (d: Draft, ids: CardId[]) => ids.map((id) => own(d.cards, id)?.name ?? id);

/** 510.1c-d: each creature's entries add up to its power, no more, no less. */
function whyNotDivision(d: Draft, p: PlayerId, choice: string[]): DecisionError | null {
  for (const c of mine(d, p)) {
    const n = choice.filter((o) => entry(o).creature === c).length;
    const attacking = attacks(d).some((a) => a.attacker === c);
    if (n !== power(d, c)) return refuse(attacking ? '510.1c' : '510.1d', 'illegal-option', { option: c, why: 'damage-count', name: own(d.cards, c)?.name ?? c, power: power(d, c), count: n });
  }
  return null;
}

/** 703.4k: a player announces, at once, how each of their creatures with a choice divides its combat damage. */
const divide: Question = {
  key: 'divide-combat-damage',
  kind: 'cards',
  params: (d, p) => ({
    creatures: names(d, mine(d, p)),
    amounts: mine(d, p).map((c) => String(power(d, c))),
    blocking: mine(d, p).map((c) => (attacks(d).some((a) => a.attacker === c) ? '510.1c' : '510.1d')),
  }),
  options: (d, p) => mine(d, p).flatMap((c) => recipients(d, c).map((r) => `${c}>${r}`)),
  whyNot: (d, _p, o) => ({ why: 'not-a-recipient', name: own(d.cards, entry(o).to)?.name ?? o, creature: own(d.cards, entry(o).creature)?.name ?? o }),
  min: 1,
  // One entry per point of damage: "bear>guard, bear>guard" assigns 2 to the guard (510.1c-d: divided as its controller chooses).
  count: (d, p) => ({ min: total(d, p), max: total(d, p) }),
  repeat: true,
  whyNotChoice: whyNotDivision,
  chosen: (d, _p, choice) => ({ from: names(d, choice.map((o) => entry(o).creature)), to: names(d, choice.map((o) => entry(o).to)) }),
  skipRule: '510.1',
};

/** 703.4k, 802.5: each player in APNAP order announces the divisions of the creatures they control. */
export const damageRound: RoundSpec = {
  order: 'apnap',
  rule: '703.4k',
  faceDown: false,
  questions: [divide],
  finish: (d, choices) => {
    const divisions = new Map<CardId, CardId[]>();
    for (const o of choices.flatMap((c) => c.choice).map(entry)) divisions.set(o.creature, [...(divisions.get(o.creature) ?? []), o.to]);
    d.res.queue = [...d.res.queue, { do: 'combat-damage', rule: '510.2', divisions: [...divisions].map(([creature, to]) => ({ creature, to })) }];
  },
};

type Dealt = { source: Pick; amount: number; player?: PlayerId; creature?: Pick };

/** 510.2: every assignment is dealt at once; then 704.5g destroys the creatures dealt lethal damage. */
export function dealCombatDamage(d: Draft, rule: string, divisions: { creature: CardId; to: CardId[] }[]): void {
  const chosen = new Map(divisions.map((x) => [x.creature, x.to]));
  const pick = (id: CardId) => picksOf(d, [{ player: controllerOn(d, id), card: id }])[0]!;
  const dealt: Dealt[] = [];
  const assign = (source: CardId, to: CardId[]) => {
    const n = new Map<CardId, number>();
    for (const x of to) n.set(x, (n.get(x) ?? 0) + 1);
    for (const [x, amount] of n) dealt.push({ source: pick(source), amount, creature: pick(x) });
  };
  const fighting = [...attacks(d).map((a) => a.attacker), ...new Set(blocks(d).map((b) => b.blocker))];
  for (const c of fighting) {
    const p = power(d, c);
    if (p <= 0) continue;
    const to = recipients(d, c);
    const attack = attacks(d).find((a) => a.attacker === c);
    // 510.1a: an unblocked attacker assigns its damage to the player it attacks.
    if (attack && to.length === 0 && !blocks(d).some((b) => b.attacker === c)) dealt.push({ source: pick(c), amount: p, player: attack.player });
    else if (to.length === 1) assign(c, Array(p).fill(to[0]!));
    else if (to.length > 1) assign(c, chosen.get(c) ?? []);
  }
  const marked = new Map<CardId, number>();
  for (const x of dealt) if (x.creature) marked.set(x.creature.card, (marked.get(x.creature.card) ?? 0) + x.amount);
  const lethal = [...marked].filter(([id, n]) => isLethal(d, id, n)).map(([id]) => id);
  destroyLethal(d, lethal, () =>
    log(d, { type: 'combat-damage', rule, dealt, lethal: lethal.map(pick), cards: [...new Set(dealt.flatMap((x) => [x.source.card, ...(x.creature ? [x.creature.card] : [])]))] }),
  );
  // 510.2, 120.3a: damage dealt to a player makes them lose that much life (their team's, 810.9).
  for (const x of dealt) if (x.player) changeLife(d, x.player, -x.amount);
}
