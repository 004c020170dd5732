// Combat in English (802.1-802.5, 703.4k, 509.1a, 510.1c-d, 510.2, 704.5g): the attacks, each defending
// player's blocks, the divisions of combat damage and the damage dealt at once. From the facts alone.
import type { EventData, Params, PlayerId } from '@/engine/types';
import { listText } from './text';
import { num, str } from '../params';
import { divisions } from '../combat-lists';

type Of<T extends EventData['type']> = Extract<EventData, { type: T }>;

/** "2 combat damage" (a count, not a card name). */
const damage = (n: number) => `${n} combat damage`;

/** "Palace Guard blocks Grizzly Bears and Grizzly Bears": one phrase per blocking creature, from parallel lists. */
function blockPhrases(blockers: readonly string[], attackers: readonly string[]): string {
  const by = new Map<string, string[]>();
  blockers.forEach((b, i) => by.set(b, [...(by.get(b) ?? []), attackers[i] ?? '']));
  return [...by].map(([b, as]) => `${b} blocks ${listText(as)}`).join('; ');
}

export const combatBegin = (e: Of<'begin'>): string =>
  `Combat with the attack multiple players option (802.1): ${e.active} is the active player, so the attacking player (506.2).`;

export function attacksText(e: Of<'attacks'>): string {
  const targets = [...new Set(e.attackers.map((a) => a.attacks))];
  const who = targets.map((p) => `${p} with ${listText(e.attackers.filter((a) => a.attacks === p).map((a) => a.name))}`);
  const head = who.length ? `${e.player} attacks ${who.join(', and ')} (508.1b).` : `${e.player} declares no attackers.`;
  const none = e.unattacked.length ? ` No creature attacks ${listText(e.unattacked)}: ${e.unattacked.length > 1 ? 'they' : e.unattacked[0]} can block nothing (802.4a).` : '';
  return `${head} Every opponent of ${e.player} is a defending player (802.2): ${listText(e.defending)}. They declare blockers in APNAP order, each declaring all of their blocks before the next one, and each seeing the blocks declared before (802.4).${none}`;
}

export function blocksText(e: Of<'blocks'>): string {
  const blocks = e.blocks.map((b) => `${b.blocker.player}'s ${b.blocker.name} blocks ${b.attacker.player}'s ${b.attacker.name}`);
  const unblocked = e.unblocked.map((a) => `${a.player}'s ${a.name} (attacking ${a.attacks})`);
  const head = blocks.length ? `Every block is declared (509.1, 802.4): ${blocks.join('; ')}.` : 'No creature blocks (509.1, 802.4).';
  return unblocked.length ? `${head} Unblocked: ${listText(unblocked)}.` : head;
}

export function combatDamageText(e: Of<'combat-damage'>): string {
  const dealt = e.dealt.map((x) => `${x.source.player}'s ${x.source.name} deals ${x.amount} to ${x.player ?? `${x.creature!.player}'s ${x.creature!.name}`}`);
  const head = dealt.length ? `All combat damage is dealt at the same time (510.2): ${dealt.join('; ')}.` : 'No combat damage is dealt (510.2).';
  const lethal = e.lethal.map((x) => `${x.player}'s ${x.name}`);
  return lethal.length ? `${head} Lethal damage destroys ${listText(lethal)} (704.5g).` : head;
}

export const combatFinish = (): string => 'The combat damage step\'s turn-based actions are done: state-based actions are checked before the active player gets priority (510.3, 704.3).';

export function combatPrompt(q: 'declare-blockers' | 'divide-combat-damage', p: Params): string {
  if (q === 'declare-blockers') {
    return `Declare all of your blocks at once: for each creature you control, the creature it blocks among those attacking you (${listText(p.attackers as string[])}; 802.4a), or none. A creature blocks one attacker (509.1a); Palace Guard can block any number of creatures. The defending players after you will see your blocks (802.4).`;
  }
  const each = (p.creatures as string[]).map((c, i) => {
    const rule = (p.blocking as string[])[i] ?? '';
    return `${c}'s ${damage(Number((p.amounts as string[])[i]))} among ${rule === '510.1c' ? 'the creatures blocking it' : 'the creatures it blocks'} (${rule})`;
  });
  return `Announce how you divide ${listText(each)}: list each creature dealt damage as many times as the damage it is to be dealt. The players after you in APNAP order will know your announcement (703.4k).`;
}

export function combatChoice(e: Of<'choose'>): string {
  const p = e.player;
  if (e.question === 'declare-blockers') {
    const blockers = (e.params.blockers as string[] | undefined) ?? [];
    return blockers.length ? `${p} declares all of their blocks (802.4): ${blockPhrases(blockers, e.params.attackers as string[])}.` : `${p} declares no blocks (802.4).`;
  }
  return `${p} announces how their creatures divide their combat damage (703.4k): ${divisions(e.params.from as string[], e.params.to as string[], (k, n) => `${k} to ${n}`).map(([c, parts]) => `${c}: ${parts.join(', ')}`).join('; ')}.`;
}

export function combatSkip(q: 'declare-blockers' | 'divide-combat-damage', player: PlayerId, p: Params): string {
  if (q === 'divide-combat-damage') return `${player} controls no creature that divides its combat damage: each of their creatures in combat, if any, assigns all of it to the one creature or player it faces (510.1).`;
  if (num(p, 'attacking')) return `${player} is the attacking player, not a defending player (802.2): ${player} declares no blocks.`;
  return (p.attackers as string[]).length ? `${player} controls no creature that can block, so ${player} declares no blocks.` : `No creature attacks ${player}, so ${player} can block nothing (802.4a).`;
}

/** Why a block or a division is refused (509.1a, 802.4a, 510.1c-d). */
export function combatRefusal(p: Params): string | null {
  switch (p.why) {
    case 'same-block':
      return `That block is listed twice (${str(p, 'option')}).`;
    case 'blocks-one':
      return `${str(p, 'name')} can block only one attacking creature (509.1a).`;
    case 'not-a-block':
      return `"${str(p, 'option')}" is not a block you can declare: write blocker>attacker, with a creature you control blocking a creature attacking you (802.4a).`;
    case 'damage-count':
      return `${str(p, 'name')} assigns exactly its ${damage(num(p, 'power'))}, one entry per point (here ${num(p, 'count')}).`;
    case 'not-a-recipient':
      return `${str(p, 'name')} is not a creature ${str(p, 'creature')} can assign combat damage to (510.1c, 510.1d).`;
    default:
      return null;
  }
}

/** A refused combat file (scenario/combat.ts). */
export function combatError(p: Params): string {
  switch (p.why) {
    case 'two-headed-giant':
      return 'Two-Headed Giant uses its own combat rules (805.10: the defending team declares one combined block, and combat damage is announced team by team); they are not modelled, so a combat file cannot have teams';
    case 'controller':
      return `the attacking player is the active player (506.2): write "controller": "${str(p, 'active')}"`;
    case 'power-toughness':
      return `creature "${str(p, 'id')}" is on the battlefield in a combat file: give its power and toughness (208.1)`;
    case 'attacker':
      return `"${str(p, 'id')}" is not a creature on the battlefield that ${str(p, 'active')}, the active player, controls: only those can attack (508.1a)`;
    case 'target':
      return `"${str(p, 'id')}" attacks ${str(p, 'player')}, the attacking player: a creature attacks an opponent (508.1b, 802.2)`;
    default:
      return 'expected an object mapping attacking creatures\' ids to the players they attack (802.1)';
  }
}
