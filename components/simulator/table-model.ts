// Turns an engine state into what the table draws, through the eyes of one viewer.
// Visibility comes only from the engine's `viewAs` (101.4a/b); this file just arranges it.
import type { AbilityId, CardId, CardInfo, CardType, GameState, PlayerId } from '@/engine/types';
import { describeAbility, primaryOf, resolvingFinished, settle, teamOf, viewAs } from '@/engine';
import { englishNarrator, type Narrator } from '@/i18n/narrators';
import type { Viewer } from './viewer';
import { abilityLine } from '@/i18n/narrators/table-lines';
import type { AbilityModel } from './ability-model';

export type TileZone = 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack' | 'library';

/** Who chose a card in the current round, and whether face down (101.4a). */
export interface ChoiceMark {
  player: PlayerId;
  faceDown: boolean;
}

export interface FaceUpCard {
  faceUp: true;
  id: CardId;
  name: string;
  types: CardType[];
  manaValue: number;
  owner: PlayerId;
  /** Battlefield and stack only. */
  controller?: PlayerId;
  zone: TileZone;
  chosenBy: ChoiceMark[];
  revealed: boolean;
}

/** A card this viewer cannot see (a hand card of another player, 101.4a). */
export interface FaceDownCard {
  faceUp: false;
  owner: PlayerId;
  zone: 'hand';
  /** Stable position, for React keys. */
  position: number;
}

export type CardModel = FaceUpCard | FaceDownCard;

export interface SeatModel {
  player: PlayerId;
  /** 1-based seat in turn order. */
  seat: number;
  active: boolean;
  /** Shown as "Choosing now"; false when hidden on purpose (try-it mode). */
  pending: boolean;
  life: number;
  libraryCount: number;
  hand: CardModel[];
  battlefield: FaceUpCard[];
  graveyard: FaceUpCard[];
  exile: FaceUpCard[];
  /** 701.22c, 701.30c: the top cards of their library the viewer sees (looked at by this player, or revealed), top first. */
  libraryTop: FaceUpCard[];
  /** The player chose this round but the viewer can't see what (101.4a). */
  choseFaceDown: boolean;
  /** 701.23i: how many cards that face-down choice holds, when the count is public (a search); else null. */
  faceDownCount: number | null;
  /**
   * 701.23a: the library cards the player is searching through for the pending choice, shown only to
   * a viewer who may see them (the searcher, or the teaching view); empty otherwise.
   */
  searching: FaceUpCard[];
  /** Named choices made this round ("war", "peace"), public (101.4b). */
  namedChoices: string[];
  /** The player has lost the game (704.5a); with three or more players they have left it (104.5). */
  lost: boolean;
  /** Two-Headed Giant: the player's teammates (810.1); empty when every player is on their own. */
  teammates: PlayerId[];
}

/** Two-Headed Giant (810): one team, with its shared life total, said once (810.4). */
export interface TeamModel {
  /** Its players in seat order. */
  players: PlayerId[];
  /** 805.2: who decides when the team's players disagree. */
  primary: PlayerId;
  /** 805.4a: the team whose turn it is. */
  active: boolean;
  life: number;
  lost: boolean;
}

/** One object on the stack: a spell (a card) or a triggered ability (603.3b). */
export type StackEntry =
  /** `option`: the spell itself is an option of the pending choice (Curse of Echoes: copy it). */
  | { kind: 'spell'; card: FaceUpCard; option?: true }
  | { kind: 'ability'; ability: AbilityModel }
  /** A copy of a spell (707.10): not a card; `name` is the copied card's. */
  | { kind: 'copy'; copy: string; name: string; controller: PlayerId };

export interface TableModel {
  seats: SeatModel[];
  /** Two-Headed Giant: the teams in seat order, each once with its shared life (810.4); empty without teams. */
  teams: TeamModel[];
  /** Bottom first, top last. */
  stack: StackEntry[];
  /** Triggered abilities not yet on the stack, in the order they triggered (603.3). */
  waiting: AbilityModel[];
  /** apnap/2: the extra turns to come, in the order they will be taken (500.7); empty when none. */
  turns: PlayerId[];
  /** The effect being resolved; `finished` once it has (its triggers may still be waiting or resolving). */
  resolving: { name: string; controller: PlayerId; finished: boolean };
}

/** A triggered ability as the table draws it, from the engine's description (603.3a, 603.10a). */
export function abilityModel(
  state: GameState,
  id: AbilityId,
  targets: readonly PlayerId[] = [],
  narrator: Narrator = englishNarrator,
): AbilityModel {
  const info = describeAbility(state, id);
  return { id, ...abilityLine(state, id, targets), text: info ? narrator.ability(state, id) : '' };
}

export { resolvingFinished } from '@/engine';

export function buildTable(
  state: GameState,
  viewer: Viewer,
  showPending = true,
  narrator: Narrator = englishNarrator,
): TableModel {
  // An automatic action's step waits for no one itself; the seat marked is the one asked next.
  const next = showPending ? settle(state).pending : null;
  // The teaching view is the engine's own (every hand and choice shown, face-down ones marked, 101.4a).
  const view =
    viewer.kind === 'everyone'
      ? viewAs(state, null, { teaching: true })
      : viewAs(state, viewer.kind === 'player' ? viewer.player : null);
  const { board } = view;
  const revealed = new Set(view.revealed);

  const marks = new Map<CardId, ChoiceMark[]>();
  const faceDownChoosers = new Set<PlayerId>();
  const counts = new Map<PlayerId, number>();
  const named = new Map<PlayerId, string[]>();
  for (const c of view.choices) {
    if (c.choice === null) {
      faceDownChoosers.add(c.player);
      if (c.count !== undefined) counts.set(c.player, c.count);
      continue;
    }
    for (const pick of c.choice) {
      if (state.cards[pick]) {
        marks.set(pick, [...(marks.get(pick) ?? []), { player: c.player, faceDown: c.faceDown ?? false }]);
      } else {
        // Named choices such as "war" / "peace" (Archangel of Strife) belong to no card.
        named.set(c.player, [...(named.get(c.player) ?? []), pick]);
      }
    }
  }

  const card = (id: CardId, zone: TileZone, controller?: PlayerId): FaceUpCard => {
    const info: CardInfo | undefined = state.cards[id];
    return {
      faceUp: true,
      id,
      name: info?.name ?? id,
      types: info?.types ?? [],
      manaValue: info?.manaValue ?? 0,
      owner: info?.owner ?? '',
      controller,
      zone,
      chosenBy: marks.get(id) ?? [],
      // Marked only where it tells something: a hand card everyone can see.
      revealed: zone === 'hand' && revealed.has(id),
    };
  };
  const owned = (ids: readonly CardId[], p: PlayerId) => ids.filter((id) => state.cards[id]?.owner === p);
  // 701.23a: a searcher looks at their whole library; the options of their pending search are drawn
  // for them (and in the teaching view), never for another player or an onlooker.
  const asked = settle(state).pending;
  const sees = (p: PlayerId) => viewer.kind === 'everyone' || (viewer.kind === 'player' && (viewer.player === p || asked?.decider === viewer.player));
  const searching = (p: PlayerId): FaceUpCard[] =>
    asked?.player === p && sees(p) ? asked.options.filter((id) => state.board.library[p]?.includes(id)).map((id) => card(id, 'library')) : [];

  const teams = state.scenario.teams ?? null;
  const seats = state.players.map((player, i): SeatModel => ({
    player,
    seat: i + 1,
    active: player === state.activePlayer,
    pending: showPending && next?.player === player,
    life: board.life[player] ?? 0,
    libraryCount: board.library[player]?.length ?? 0,
    hand: (board.hand[player] ?? []).map((id, position): CardModel =>
      id === null ? { faceUp: false, owner: player, zone: 'hand', position } : card(id, 'hand'),
    ),
    battlefield: board.battlefield
      .filter((e) => e.controller === player)
      .map((e) => card(e.card, 'battlefield', e.controller)),
    graveyard: (board.graveyard[player] ?? []).map((id) => card(id, 'graveyard')),
    exile: owned(board.exile, player).map((id) => card(id, 'exile')),
    libraryTop: (board.library[player] ?? []).flatMap((id, i) => {
      const seen = id ?? (state.board.library[player]?.[i] !== undefined && revealed.has(state.board.library[player]![i]!) ? state.board.library[player]![i]! : null);
      return seen === null ? [] : [card(seen, 'library')];
    }),
    choseFaceDown: faceDownChoosers.has(player),
    faceDownCount: counts.get(player) ?? null,
    searching: searching(player),
    namedChoices: named.get(player) ?? [],
    lost: board.lost.includes(player),
    teammates: teams ? teamOf(teams, player).filter((p) => p !== player) : [],
  }));

  return {
    seats,
    teams: (teams ?? []).map((team) => ({
      players: [...team],
      primary: primaryOf(state.players, team),
      active: team.includes(state.activePlayer),
      life: board.life[team[0]!] ?? 0,
      lost: team.every((p) => board.lost.includes(p)),
    })),
    stack: board.stack.map(
      (s): StackEntry =>
        'ability' in s
          ? { kind: 'ability', ability: abilityModel(state, s.ability, s.targets, narrator) }
          : 'copy' in s
            ? { kind: 'copy', copy: s.copy, name: state.cards[s.of]?.name ?? s.of, controller: s.controller }
            : { kind: 'spell', card: card(s.card, 'stack', s.controller), ...(state.pending?.options.includes(s.card) ? { option: true as const } : {}) },
    ),
    waiting: board.waiting.map((id) => abilityModel(state, id, [], narrator)),
    turns: board.turns?.slice() ?? [],
    resolving: {
      name: narrator.effectName(state.scenario.effect.id),
      controller: state.scenario.effect.controller,
      finished: resolvingFinished(state),
    },
  };
}
