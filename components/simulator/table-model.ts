// Turns an engine state into what the table draws, through the eyes of one viewer.
// Visibility comes only from the engine's `viewAs` (101.4a/b); this file just arranges it.
import type { CardId, CardInfo, CardType, GameState, KnownChoice, PlayerId, PlayerView } from '@/engine/types';
import { effectName, settle, viewAs } from '@/engine';
import type { Viewer } from './viewer';

export type TileZone = 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack';

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
  /** The player chose this round but the viewer can't see what (101.4a). */
  choseFaceDown: boolean;
  /** Named choices made this round ("war", "peace"), public (101.4b). */
  namedChoices: string[];
}

export interface TableModel {
  seats: SeatModel[];
  /** Bottom first, top last. */
  stack: FaceUpCard[];
  resolving: { name: string; controller: PlayerId };
}

interface RoundChoice {
  player: PlayerId;
  /** null: this viewer can't see what was chosen (101.4a). */
  picks: string[] | null;
  /** Made face down, i.e. hidden from the other players (101.4a). */
  faceDown: boolean;
}

/**
 * Choices of the current round as the viewer knows them. For the teaching view we ask the
 * engine for each chooser's own view (a player always knows their own choice); the onlooker's
 * view tells whether a choice was made face down.
 */
function roundChoices(state: GameState, view: PlayerView | null): RoundChoice[] {
  const onlooker = viewAs(state, null).choices;
  const known: KnownChoice[] = view
    ? view.choices
    : state.players.flatMap((p) => viewAs(state, p).choices.filter((c) => c.player === p));
  return known.map((c) => ({
    player: c.player,
    picks: c.choice,
    faceDown: onlooker.some((o) => o.player === c.player && o.choice === null),
  }));
}

export function buildTable(state: GameState, viewer: Viewer, showPending = true): TableModel {
  // An automatic action's step waits for no one itself; the seat marked is the one asked next.
  const next = showPending ? settle(state).pending : null;
  const view =
    viewer.kind === 'everyone' ? null : viewAs(state, viewer.kind === 'player' ? viewer.player : null);
  const board = view ? view.board : state.board;
  const revealed = new Set(view ? view.revealed : viewAs(state, null).revealed);

  const marks = new Map<CardId, ChoiceMark[]>();
  const faceDownChoosers = new Set<PlayerId>();
  const named = new Map<PlayerId, string[]>();
  for (const c of roundChoices(state, view)) {
    if (c.picks === null) {
      faceDownChoosers.add(c.player);
      continue;
    }
    for (const pick of c.picks) {
      if (state.cards[pick]) {
        marks.set(pick, [...(marks.get(pick) ?? []), { player: c.player, faceDown: c.faceDown }]);
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
    choseFaceDown: faceDownChoosers.has(player),
    namedChoices: named.get(player) ?? [],
  }));

  return {
    seats,
    stack: board.stack.flatMap((s) => ('card' in s ? [card(s.card, 'stack', s.controller)] : [])),
    resolving: { name: effectName(state.scenario.effect.id), controller: state.scenario.effect.controller },
  };
}
