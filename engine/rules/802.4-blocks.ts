// Combat with the attack multiple players option (802): who attacks whom (802.1, 508.1b), and the
// blocks, declared by each defending player in APNAP order (802.4), all of one player's blocks before
// the next player's (one decision each), every earlier block public (a later defending player sees
// them, 101.4b). 802.4a: a defending player blocks only with creatures they control, and only
// creatures attacking them. 802.4b: the legality of a player's blocks ignores other players' attackers
// and blockers (the options below never read them). 509.1a: each blocking creature blocks one
// attacker, except Palace Guard ("can block any number of creatures"), read by name in this effect only.
// Not modelled: planeswalkers and battles being attacked, tapped creatures, haste, evasion and other
// restrictions or requirements on blocks (509.1b-c), menace; the page says so.
import { activeSeat, apnap, opponents, tableOf } from '../core/authority';
import { controllerOf } from '../core/board';
import { log, type Draft } from '../core/state';
import { own, picksOf } from '../core/text';
import type { CardId, DecisionError, PlayerId } from '../core/types';
import type { Question, RoundSpec } from './101.4-choice-round';
import { refuse } from './101.4-choice-round';

/** Palace Guard (read by name in the `combat` effect only): "Palace Guard can block any number of creatures." */
export const PALACE_GUARD = 'Palace Guard';

/** A block as a decision writes it: `<blocker id>><attacker id>` (card ids never contain `>`). */
export const blockOption = (blocker: CardId, attacker: CardId): string => `${blocker}>${attacker}`;
const parse = (o: string): { blocker: CardId; attacker: CardId } => {
  const [blocker = '', attacker = ''] = o.split('>');
  return { blocker, attacker };
};

const isCreature = (d: Draft, id: CardId) => own(d.cards, id)?.types.includes('creature') ?? false;

/** 802.2: every opponent of the attacking player (the active player, 506.2) is a defending player. */
export function defendingPlayers(d: Draft): PlayerId[] {
  const t = tableOf(d);
  const them = opponents(t, activeSeat(t));
  return apnap(t).filter((p) => them.includes(p));
}

/** 508.1: the attacking creatures and the player each attacks, as the file declares them (creatures the active player controls, attacking a defending player). */
export function attacks(d: Draft): { attacker: CardId; player: PlayerId }[] {
  const active = activeSeat(tableOf(d));
  const defending = defendingPlayers(d);
  return Object.entries(d.scenario.attacks ?? {}).flatMap(([attacker, player]) =>
    controllerOf(d.board, attacker) === active && isCreature(d, attacker) && defending.includes(player) ? [{ attacker, player }] : [],
  );
}

/** 802.4a: the blocks `p` may declare: a creature they control (not attacking) and a creature attacking them. */
export function blockOptions(d: Draft, p: PlayerId): string[] {
  if (!defendingPlayers(d).includes(p)) return [];
  const mine = attacks(d).filter((a) => a.player === p);
  if (!mine.length) return [];
  const attacking = new Set(attacks(d).map((a) => a.attacker));
  const blockers = d.board.battlefield.filter((e) => e.controller === p && isCreature(d, e.card) && !attacking.has(e.card)).map((e) => e.card);
  return blockers.flatMap((b) => mine.map((a) => blockOption(b, a.attacker)));
}

/** 509.1a: a creature blocks one attacker, unless it can block any number (Palace Guard); no block twice. */
function whyNotBlocks(d: Draft, p: PlayerId, choice: string[]): DecisionError | null {
  const seen = new Set<string>();
  const count = new Map<CardId, number>();
  for (const o of choice) {
    if (seen.has(o)) return refuse('509.1a', 'illegal-option', { option: o, why: 'same-block', name: own(d.cards, parse(o).blocker)?.name ?? o });
    seen.add(o);
    const { blocker } = parse(o);
    count.set(blocker, (count.get(blocker) ?? 0) + 1);
    if (count.get(blocker)! > 1 && own(d.cards, blocker)?.name !== PALACE_GUARD) {
      return refuse('509.1a', 'illegal-option', { option: o, why: 'blocks-one', name: own(d.cards, blocker)?.name ?? blocker, player: p });
    }
  }
  return null;
}

/** The facts of a declared block, for the log: blockers and attackers as parallel lists of names. */
function blockFacts(d: Draft, choice: string[]) {
  const pairs = choice.map(parse);
  return { blockers: pairs.map((x) => own(d.cards, x.blocker)?.name ?? x.blocker), attackers: pairs.map((x) => own(d.cards, x.attacker)?.name ?? x.attacker) };
}

const declareBlockers: Question = {
  key: 'declare-blockers',
  kind: 'cards',
  // `attacking`: the attacking player, not a defending player (802.2): passed over, as a player with no block.
  params: (d, p) => ({ attackers: attacks(d).filter((a) => a.player === p).map((a) => own(d.cards, a.attacker)?.name ?? a.attacker), attacking: defendingPlayers(d).includes(p) ? 0 : 1 }),
  options: blockOptions,
  whyNot: (d, _p, o) => ({ why: 'not-a-block', name: own(d.cards, parse(o).blocker)?.name ?? o }),
  min: 0,
  count: (d, p) => ({ min: 0, max: blockOptions(d, p).length }),
  whyNotChoice: whyNotBlocks,
  chosen: (d, _p, choice) => blockFacts(d, choice),
  skipRule: '802.4a',
};

/** 802.4: each defending player in APNAP order declares all their blocks; the blocks are kept for the damage step. */
export const blockRound: RoundSpec = {
  order: 'apnap',
  rule: '802.4',
  faceDown: false,
  questions: [declareBlockers],
  onChoice: (d, _p, choice) => {
    d.res.blocks = [...(d.res.blocks ?? []), ...choice.map(parse)];
  },
  finish: (d) => {
    const blocks = d.res.blocks ?? [];
    const pick = (id: CardId) => picksOf(d, [{ player: controllerOf(d.board, id) ?? '', card: id }])[0]!;
    const unblocked = attacks(d).filter((a) => !blocks.some((b) => b.attacker === a.attacker));
    log(d, {
      type: 'blocks',
      rule: '509.1',
      blocks: blocks.map((b) => ({ blocker: pick(b.blocker), attacker: pick(b.attacker) })),
      unblocked: unblocked.map((a) => ({ ...pick(a.attacker), attacks: a.player })),
    });
  },
};
