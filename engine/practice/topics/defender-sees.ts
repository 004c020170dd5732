// "What does the second defending player see?" (802.4): with the attack multiple players option, the
// active player's creatures attack several players; each defending player in APNAP order declares all
// their blocks, then the next. Every block declared is stated, in seat order; the reader ticks the
// other players' blocks the asked defending player has seen when declaring: those declared before
// (the engine's `pending.known` is the answer key), none of those declared after.
import type { PendingDecision, Scenario, ScenarioCard } from '../../index';
import { play } from '../play';
import { randomSeats } from '../table';
import type { Topic } from '../topic';
import type { Rng } from '../rng';
import { fromTheStart } from './shared';

/** Vanilla creatures, each name once (power, toughness). */
const CREATURES: readonly [string, number, number][] = [
  ['Grizzly Bears', 2, 2], ['Runeclaw Bear', 2, 2], ['Savannah Lions', 2, 1], ['Hill Giant', 3, 3], ['Gray Ogre', 2, 2],
  ['Eager Cadet', 1, 1], ['Balduvian Bears', 2, 2], ['Craw Wurm', 6, 4], ['Trained Armodon', 3, 3], ['Bronze Sable', 2, 1],
];

/** One block per blocker now and then (509.1a), each a random attacker it may block; a division entry by entry (510.1c-d). */
const chooser = (rng: Rng) => (p: PendingDecision): string[] => {
  if (p.question === 'declare-blockers') {
    const byBlocker = new Map<string, string[]>();
    for (const o of p.options) byBlocker.set(o.split('>')[0]!, [...(byBlocker.get(o.split('>')[0]!) ?? []), o]);
    return [...byBlocker.values()].flatMap((os) => (rng.chance(0.75) ? [rng.pick(os)] : []));
  }
  const groups = new Map<string, string[]>();
  for (const o of p.options) groups.set(o.split('>')[0]!, [...(groups.get(o.split('>')[0]!) ?? []), o]);
  const amounts = (p.params.amounts as string[]).map(Number);
  return [...groups.values()].flatMap((g, i) => Array.from({ length: amounts[i] ?? 0 }, () => rng.pick(g)));
};

export const defenderSees: Topic = {
  id: 'defender-sees',
  make(rng) {
    const seats = randomSeats(rng, 3, 5);
    const active = seats.activePlayer;
    const pool = rng.shuffle(CREATURES.slice());
    const cards: ScenarioCard[] = [];
    const add = (owner: string) => {
      const [name, power, toughness] = pool.pop()!;
      cards.push({ id: `c${cards.length + 1}`, name, owner, zone: 'battlefield', types: ['creature'], manaValue: 2, power, toughness });
      return `c${cards.length}`;
    };
    const opponents = seats.players.filter((q) => q !== active);
    const attackers = Array.from({ length: rng.int(2, 3) }, () => add(active));
    for (const q of opponents) if (pool.length && rng.chance(0.85)) add(q);
    const attacks = Object.fromEntries(attackers.map((a) => [a, rng.pick(opponents)]));
    const scenario: Scenario = { format: 'apnap/3', players: seats.players.slice(), activePlayer: active, cards, attacks, effect: { id: 'combat', controller: active } };
    const { states, decisions } = play(scenario, chooser(rng));
    // The moment: a defending player about to declare, after at least one other has declared blocks,
    // with another player's block declared after them too or before them (something to tell apart).
    const blocksOf = (i: number) => (decisions[i]?.choice ?? []).map((o) => ({ player: decisions[i]!.player, option: o }));
    const blockIndex = states.flatMap((s, i) => (s.pending?.question === 'declare-blockers' ? [i] : []));
    const all = blockIndex.flatMap(blocksOf);
    const moments = blockIndex.filter((i) => states[i]!.pending!.known.some((k) => k.choice && k.choice.length > 0));
    if (moments.length === 0) return null;
    const at = rng.pick(moments);
    const player = states[at]!.pending!.player;
    const others = all.filter((b) => b.player !== player);
    if (others.length < 2) return null;
    const seen = new Set(states[at]!.pending!.known.flatMap((k) => k.choice ?? []));
    const name = (id: string) => cards.find((c) => c.id === id)?.name ?? id;
    // Stated in seat order, so that the order on screen does not give the answer away.
    const bySeat = others.slice().sort((a, b) => seats.players.indexOf(a.player) - seats.players.indexOf(b.player));
    const blocks = bySeat.map((b, k) => {
      const [blocker = '', attacker = ''] = b.option.split('>');
      return { id: `block-${k + 1}`, player: b.player, blocker: name(blocker), attacker: name(attacker), option: b.option };
    });
    const defending = states[0]!.events.flatMap((e) => (e.type === 'attacks' ? e.defending : []));
    return {
      ...fromTheStart(scenario),
      answer: { options: blocks.filter((b) => seen.has(b.option)).map((b) => b.id) },
      rule: '802.4',
      facts: {
        topic: 'defender-sees',
        active,
        player,
        defending,
        attacks: attackers.map((a) => ({ attacker: name(a), player: attacks[a]! })),
        blocks: blocks.map((b) => ({ id: b.id, player: b.player, blocker: b.blocker, attacker: b.attacker })),
      },
      sandbox: { ...scenario, decisions: decisions.slice(0, at) },
      features: { players: seats.players.length, opponentsTurn: false, hidden: false, severalSteps: false },
    };
  },
};
