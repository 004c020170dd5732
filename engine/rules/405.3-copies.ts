// 405.3 and 500.7: objects put on the stack at the same time (Curse of Echoes' copies) and extra
// turns given to several players at once. The actions the two effects set off (actions/automatic.ts) and
// how a copy or the copied spell resolves (405.5-stack.ts).
import { toGraveyard } from '../core/board';
import { activeSeat, addedTurns, isTeamTable, simultaneousOrder, tableOf, teamFacts } from '../core/authority';
import { list, log, type Draft } from '../core/state';
import { own } from '../core/text';
import { since } from '../core/format';
import type { CardId, CopyOnStack, PlayerId, SpellOnStack, StackItem } from '../core/types';

export const isCopy = (item: StackItem): item is CopyOnStack => 'copy' in item;

/** A copy's id: the card it copies and the player who copied it (each player makes at most one). */
export const copyId = (of: CardId, player: PlayerId): string => `${of}@${player}`;

/**
 * Curse of Echoes (apnap/2): the instant or sorcery spell the enchanted player casts, the first
 * instant or sorcery card in a hand in the scenario's card order; its owner is the enchanted player.
 */
export function cursedSpell(d: Draft): CardId | null {
  for (const c of d.scenario.cards) {
    if (c.zone === 'hand' && (c.types.includes('instant') || c.types.includes('sorcery'))) return c.id;
  }
  return null;
}

/** The enchanted player: the caster of the cursed spell (null when no spell is cast). */
export function enchantedPlayer(d: Draft): PlayerId | null {
  const id = cursedSpell(d);
  return id === null ? null : (own(d.cards, id)?.owner ?? null);
}

/**
 * 405.3: the copies chosen go on the stack at the same time: the active player's lowest, then each
 * other player's in APNAP order, so the last copier in APNAP order controls the top one. With
 * shared team turns (805.6), the active team's lowest, then each other team's, each team's copies
 * in the order that team chose (`copiers` comes in the round's order, which holds it).
 */
export function putCopies(d: Draft, rule: string, of: CardId, copiers: PlayerId[]): void {
  const t = tableOf(d);
  const order = simultaneousOrder(t, copiers);
  const copies = order.map((controller) => ({ copy: copyId(of, controller), of, controller }));
  const stack = list(d, 'stack');
  for (const c of copies) stack.push(c);
  log(d, {
    type: 'copies-on-stack',
    rule,
    name: own(d.cards, of)?.name ?? of,
    of,
    copies: copies.map((c) => ({ copy: c.copy, controller: c.controller })),
    active: activeSeat(t),
    ...teamFacts(t),
    cards: [of],
  });
}

/**
 * 608.2: the top object resolves (405.5); a copy then ceases to exist (704.5e: a copy of a spell
 * outside the stack), the copied card goes to its owner's graveyard (608.2n). The spells' own
 * effects are not modelled: what the engine shows is the order they resolve in.
 */
export function resolveSpell(d: Draft, item: CopyOnStack | SpellOnStack): void {
  d.res.check = true;
  if (isCopy(item)) {
    const left = d.board.stack.filter(isCopy).length;
    log(d, { type: 'copy-resolves', rule: '405.5', copy: item.copy, controller: item.controller, name: own(d.cards, item.of)?.name ?? item.of, left, cards: [item.of] });
    return;
  }
  const c = own(d.cards, item.card);
  log(d, { type: 'spell-resolves', rule: '608.2n', player: item.controller, name: c?.name ?? item.card, owner: item.owner, cards: [item.card] });
  if (c) toGraveyard(d, c);
}

/** Whether the top of the stack resolves after the effect: abilities, copies, and the spell Curse of Echoes copies. */
export const resolvesAfter = (d: Draft, item: StackItem): boolean =>
  'ability' in item || isCopy(item) || (d.scenario.effect.id === 'curse-of-echoes' && since(d.scenario.format, 'apnap/2'));

/**
 * 500.7: an extra turn is added directly after this turn, so it comes before every extra turn added
 * earlier: the most recently created turn is taken first. At a team table the turn is the team's
 * (805.8): `team` names it, and `turns` holds one entry per team turn, under the player it was given to.
 */
export function addExtraTurn(d: Draft, rule: string, player: PlayerId, team?: PlayerId[]): void {
  const turns = [player, ...(d.board.turns ?? [])];
  d.board.turns = turns;
  log(d, { type: 'extra-turn', rule, player, turns: turns.slice(), ...(team ? { team: team.slice() } : {}) });
}

/** 500.7 with 805.8: the turns one effect gives `given` players, as the authority adds them (one per team). */
export function extraTurnsFor(d: Draft, given: readonly PlayerId[]): { player: PlayerId; team?: PlayerId[] }[] {
  const t = tableOf(d);
  return addedTurns(t, given).map((x) => (isTeamTable(t) ? { player: x.player, team: x.side } : { player: x.player }));
}
