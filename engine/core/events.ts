// The log as data: a closed union of typed events. Each carries the rule it cites and the fields
// its line is built from; each language's narrator (i18n/narrators) says it. No sentence is stored
// here. docs/scenario-format.md lists every type with its fields.
import type { AbilityId, CardId, EffectId, Params, PlayerId, QuestionKey } from './types';

/** A card and who it belongs to in an event ("Ana's Grizzly Bears"). */
export interface Pick {
  player: PlayerId;
  card: CardId;
  name: string;
}

/** A triggered ability named for people: its source's name and the name of the creature that died. */
export interface AbilityRef {
  ability: AbilityId;
  controller: PlayerId;
  source: string;
  died: string;
  targets: PlayerId[];
}

export type EventData =
  | { type: 'begin'; rule: string; effect: EffectId; controller: PlayerId; active: PlayerId; teams?: PlayerId[][]; controlled?: { player: PlayerId; by: PlayerId }[] }
  | { type: 'order'; rule: string; effect: EffectId; sequence: 'apnap' | 'sequential' | 'written'; players: PlayerId[]; active: PlayerId; controller: PlayerId; teams?: PlayerId[][] }
  | { type: 'reveal-hand'; rule: string; player: PlayerId; names: string[]; cards?: CardId[] }
  | { type: 'skip'; rule: string; player: PlayerId; question: QuestionKey; params: Params }
  | { type: 'choose'; rule: string; player: PlayerId; question: QuestionKey; params: Params; choice: string[]; names: string[]; cards?: CardId[]; faceDown?: true; by?: PlayerId; count?: number }
  | { type: 'vote'; rule: string; player: PlayerId; choice: string[]; names: string[]; cards?: CardId[] }
  | { type: 'sacrifice'; rule: string; what: 'chosen' | 'unchosen'; noun: string; picks: Pick[]; cards?: CardId[] }
  | { type: 'discard'; rule: string; picks: Pick[]; cards?: CardId[] }
  | { type: 'destroy'; rule: string; picks: Pick[]; cards?: CardId[]; effect?: EffectId }
  | { type: 'life'; rule: string; players: PlayerId[]; amount: number }
  | { type: 'exile'; rule: string; names: string[]; votes: number; cards?: CardId[] }
  | { type: 'reveal'; rule: string; picks: Pick[]; cards?: CardId[] }
  | { type: 'enter'; rule: string; how: 'chosen' | 'no-creature' | 'lowest' | 'at-once' | 'all' | 'found'; picks: Pick[]; lowest: number; cards?: CardId[] }
  | { type: 'restart'; rule: string; picks: Pick[]; active: PlayerId; teams?: PlayerId[][]; cards: CardId[] }
  | { type: 'as-enters'; rule: string; picks: Pick[]; active: PlayerId; teams?: PlayerId[][]; cards: CardId[] }
  | { type: 'entered-with'; rule: string; pick: Pick; choices: { player: PlayerId; choice: string }[]; cards: CardId[] }
  | { type: 'repeat'; rule: string; again: boolean; controller: PlayerId }
  | { type: 'cast'; rule: string; player: PlayerId; name: string; cards: CardId[] }
  | { type: 'cast-fails'; rule: string; player: PlayerId; name: string; by: PlayerId | null; holder: PlayerId; cards: CardId[] }
  | { type: 'spell-on-stack'; rule: string; player: PlayerId; name: string; owner: PlayerId; cards: CardId[] }
  | { type: 'finish'; rule: string; effect: EffectId; stack: { name: string; controller: PlayerId }[] }
  | { type: 'trigger'; rule: string; ability: AbilityId; source: CardId; died: CardId; controller: PlayerId; sourceName: string; diedName: string; cards: CardId[] }
  | { type: 'check'; rule: string; losers: PlayerId[]; waiting: number; byTeam?: true; emptyDraws?: PlayerId[] }
  /** 704.5a (life), 810.8c (a team's life) or 704.5b: `emptyDraw` attempted to draw from an empty library (the player, or their teammate, 810.8a). */
  | { type: 'lose-game'; rule: string; player: PlayerId; life: number; emptyDraw?: PlayerId }
  | {
      type: 'leave-game';
      rule: string;
      player: PlayerId;
      removed: CardId[];
      returned: Pick[];
      /** 800.4d: their waiting abilities, never put on the stack. */
      abilities: AbilityId[];
      /** 800.4a: their abilities on the stack, which cease to exist. */
      ceased?: AbilityId[];
      /** 800.4a: permanents they still controlled (entered under their control), exiled. */
      exiled?: Pick[];
      /** 800.4j: it was their turn; it goes on without an active player. */
      active?: true;
    }
  /** 104.2a, 104.4a, 810.8a; 104.2b: `player` won by an effect (their team, `winners`, at a team table). */
  | { type: 'game-over'; rule: string; winner: PlayerId | null; lost: PlayerId[]; winners?: PlayerId[]; player?: PlayerId }
  /** 805.6: a team's primary player (805.2) says in which order the team's players choose. */
  | { type: 'team-order'; rule: string; player: PlayerId; team: PlayerId[]; order: PlayerId[]; active: boolean; by?: PlayerId }
  | { type: 'put-on-stack'; rule: string; player: PlayerId; abilities: AbilityRef[]; team?: PlayerId[] }
  | { type: 'resolve'; rule: string; ability: AbilityRef; changes: { player: PlayerId; amount: number }[]; countered: boolean }
  /** 701.55a: the option a player chose is performed at once (701.55d); `discard-hand` (`picks`), or `lose-life` (`amount`). */
  | { type: 'villainous'; rule: string; player: PlayerId; option: 'discard-hand' | 'lose-life'; picks: Pick[]; amount: number; cards?: CardId[] }
  /** 103.5: the players who declared a mulligan take it at the same time: `times` their mulligans so far, `drawn` the new hand's size. */
  | { type: 'mulligan'; rule: string; mulligans: { player: PlayerId; times: number; drawn: number }[] }
  /** 103.5: the cards chosen (face down) go on the bottom of their owners' libraries, `count` for each player. */
  | { type: 'bottom'; rule: string; players: { player: PlayerId; count: number }[] }
  | { type: 'curse-triggers'; rule: string; player: PlayerId; spell: string | null; active: PlayerId; teams?: PlayerId[][]; copiers: PlayerId[]; cards?: CardId[] }
  | { type: 'copies-on-stack'; rule: string; name: string; of: CardId; copies: { copy: string; controller: PlayerId }[]; active: PlayerId; teams?: PlayerId[][]; cards: CardId[] }
  | { type: 'copy-resolves'; rule: string; copy: string; controller: PlayerId; name: string; left: number; cards: CardId[] }
  | { type: 'spell-resolves'; rule: string; player: PlayerId; name: string; owner: PlayerId; cards: CardId[] }
  /** 500.7; 805.8: at a team table the turn is `team`'s (one turn for the team). */
  | { type: 'extra-turn'; rule: string; player: PlayerId; turns: PlayerId[]; team?: PlayerId[] }
  /** 613.7m: objects that got their timestamps at once, earliest first (the active player's first). */
  | { type: 'timestamps'; rule: string; order: Pick[]; active: PlayerId; teams?: PlayerId[][]; cards: CardId[] }
  /** 613.7: a land's land types once the type-changing effects (layer 4, 613.1d) apply in timestamp order; `effects`: their sources, in that order. */
  | { type: 'land-types'; rule: string; land: Pick; subtypes: string[]; effects: Pick[]; cards: CardId[] }
  /** 616.1 (chosen) or 614.6 (the only one): a creature going to a graveyard goes `to` the library or exile instead, by `by`'s effect; `others`: effects that then no longer apply (616.1f). */
  | { type: 'replaced'; rule: string; pick: Pick; by: Pick; to: 'library' | 'exile'; chosen: boolean; others: Pick[]; cards: CardId[] }
  /** 701.9a: every player discards their hand at the same time (`players`: those discarding, in APNAP order). */
  | { type: 'discard-hands'; rule: string; players: PlayerId[]; picks: Pick[]; cards?: CardId[] }
  /**
   * 121.2c / 805.6a: `player` performs all of their `count` draws: `drawn` cards drawn (not named: a hand
   * is hidden), `empty` draws attempted from an empty library (704.5b), `library` cards left; `replaced`:
   * the Laboratory Maniac whose effect replaced the next draw (614.1a, 121.6b), the player winning instead.
   */
  | { type: 'draw'; rule: string; player: PlayerId; count: number; drawn: number; empty: number; library: number; replaced?: Pick; cards?: CardId[] }
  /** 701.22c: `players` look at the top `count` cards of their library at the same time (each looked at `count` of theirs, fewer if the library is smaller); the cards are not named. */
  | { type: 'look'; rule: string; players: { player: PlayerId; count: number }[]; count: number }
  /** 701.22c: the cards looked at move at the same time: how many each player put on top and on the bottom (public), never which (401.2). */
  | { type: 'scry'; rule: string; moves: { player: PlayerId; top: number; bottom: number }[] }
  /** 701.30c: the clashing players (in APNAP order) reveal the top card of their library at the same time; one with an empty library reveals nothing. */
  | { type: 'clash-reveal'; rule: string; players: PlayerId[]; picks: Pick[]; cards?: CardId[] }
  /**
   * 701.30c, 701.30d: the revealed cards move at the same time (`bottom`: the players who put theirs on
   * the bottom); `values`: each revealed card's mana value; `winner`: the player whose card's is higher
   * than every other card revealed, or null (a tie, or nothing revealed).
   */
  | { type: 'clash'; rule: string; bottom: PlayerId[]; values: { player: PlayerId; manaValue: number }[]; winner: PlayerId | null; controller: PlayerId }
  /** 701.17a: `player` mills: the top cards of their library go to their graveyard (`picks`, fewer than `count` if the library is smaller). */
  | { type: 'mill'; rule: string; player: PlayerId; count: number; picks: Pick[]; cards?: CardId[] }
  /**
   * 701.23i / 701.24a: `players` (those who searched, in APNAP order) shuffle their libraries. The engine
   * is deterministic: a shuffled library keeps the order the file lists it in (it stands for the
   * order the shuffle gives, as the mulligan's shuffle does, 103.5); `library`: each one's cards left.
   */
  | { type: 'shuffle'; rule: string; players: PlayerId[]; library: number[] }
  /**
   * 701.44a: `pick` explores: `revealed`, the top card of `player`'s library (absent: the library is
   * empty), is public; a land goes to the hand, otherwise `pick` gets a +1/+1 counter (`counters`: now on it).
   */
  | { type: 'explore'; rule: string; player: PlayerId; pick: Pick; revealed?: Pick; land: boolean; counters: number; cards: CardId[] }
  /**
   * 701.50a: `pick` connives: `draw` (its controller draws a card, hidden: `drawn` 1, or 0 from an
   * empty library, 704.5b; `library`: cards left), then `discard` (`discarded`,
   * public; `counter`: it was nonland, so a +1/+1 counter) or `no-discard` (no card in hand).
   */
  | { type: 'connive'; rule: string; step: 'draw' | 'discard' | 'no-discard'; player: PlayerId; pick: Pick; drawn?: number; library?: number; discarded?: Pick; counter?: boolean; counters: number; cards: CardId[] }
  /** 802.1, 802.2, 508.1b: `player` attacks; each attacking creature and the player it attacks; `defending`: every opponent, in APNAP order (802.4); `unattacked`: those no creature attacks (802.4a: no block). */
  | { type: 'attacks'; rule: string; player: PlayerId; attackers: (Pick & { attacks: PlayerId })[]; defending: PlayerId[]; unattacked: PlayerId[]; cards?: CardId[] }
  /** 509.1, 802.4: every block declared, once each defending player has declared theirs; `unblocked`: attackers no creature blocks. */
  | { type: 'blocks'; rule: string; blocks: { blocker: Pick; attacker: Pick }[]; unblocked: (Pick & { attacks: PlayerId })[] }
  /** 510.2: all combat damage dealt at once (to a `player` or a `creature`); 704.5g: `lethal`, the creatures destroyed for lethal damage. */
  | { type: 'combat-damage'; rule: string; dealt: { source: Pick; amount: number; player?: PlayerId; creature?: Pick }[]; lethal: Pick[]; cards?: CardId[] }
  /** 608.2f: `player` exiles the top card of their library (`exiled`, face up; none if the library is empty), then the spell deals damage equal to its mana value to one target (a `target` player or a `creature`). */
  | { type: 'exile-damage'; rule: string; player: PlayerId; exiled: Pick | null; amount: number; target?: PlayerId; creature?: Pick; cards?: CardId[] }
  /** 704.5g: creatures with lethal damage marked on them, destroyed by the state-based check. */
  | { type: 'lethal-damage'; rule: string; lethal: Pick[]; cards?: CardId[] };

export type EventType = EventData['type'];

/** The walkthrough's grouping of events, as before types existed (kept for readers of old logs). */
export type EventKind = 'start' | 'choice' | 'skip' | 'action' | 'restart' | 'end';

/** Fields any event may carry: who acted, which cards it names, whether a choice was face down (101.4a). */
interface Common {
  player?: PlayerId;
  cards?: CardId[];
  faceDown?: true;
}

/** A log entry: the typed data and its kind. */
export type GameEvent = EventData & Common & { kind: EventKind };

export const EVENT_TYPES: readonly EventType[] = [
  'begin', 'order', 'reveal-hand', 'skip', 'choose', 'vote', 'sacrifice', 'discard', 'destroy', 'life', 'exile', 'reveal',
  'enter', 'restart', 'as-enters', 'entered-with', 'repeat', 'cast', 'cast-fails', 'spell-on-stack', 'finish', 'trigger',
  'check', 'lose-game', 'leave-game', 'game-over', 'put-on-stack', 'resolve', 'team-order', 'villainous', 'mulligan', 'bottom',
  'curse-triggers', 'copies-on-stack', 'copy-resolves', 'spell-resolves', 'extra-turn',
  'timestamps', 'land-types', 'replaced', 'discard-hands', 'draw',
  'look', 'scry', 'clash-reveal', 'clash', 'mill',
  'shuffle',
  'explore', 'connive',
  'attacks', 'blocks', 'combat-damage',
  'exile-damage', 'lethal-damage',
];

export function kindOf(type: EventType): EventKind {
  switch (type) {
    case 'begin':
    case 'order':
      return 'start';
    case 'choose':
    case 'vote':
    case 'team-order':
      return 'choice';
    case 'skip':
    case 'restart':
      return type;
    case 'finish':
      return 'end';
    default:
      return 'action';
  }
}
