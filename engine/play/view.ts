// What one player (or an onlooker) can see at a moment: 101.4a/b.
import { record } from '../core/board';
import type { PlayerId, PlayerView } from '../core/types';
import type { GameState } from '../core/state';

export interface ViewOptions {
  /**
   * The teaching view: every hand and every choice shown, as no player at the table could see
   * them; each choice still says whether it was made face down (101.4a), so the table can mark it.
   */
  teaching?: boolean;
}

/**
 * Hands are hidden except the viewer's own and revealed cards (Rituel's "Reveal your hand");
 * libraries are hidden from everyone, except the cards a player is looking at (701.22c), from
 * everyone but that player; in the current round, a face-down choice (101.4a) shows
 * as made (`choice: null`) to everyone but its chooser. Every choice carries `faceDown`.
 */
export function viewAs(state: GameState, viewer: PlayerId | null, options: ViewOptions = {}): PlayerView {
  const { teaching = false } = options;
  const sees = (p: PlayerId | null) => teaching || p === viewer;
  const { rounds, shown } = state.resolution;
  const revealed = shown ? shown.revealed : state.resolution.revealed;
  const visible = new Set(revealed);
  const b = state.board;
  const seats = Object.keys(b.hand);
  const hand = record(seats, (p) => b.hand[p]!.map((id) => (sees(p) || visible.has(id) ? id : null)));
  // 701.22c: a card a player is looking at is seen by that player only (by everyone in the teaching view).
  const looking = new Set((state.resolution.looking ?? []).filter((x) => sees(x.player)).map((x) => x.card));
  // A card revealed to everyone and left in a library stays known (701.44a: an explored card kept on top).
  const library = record(seats, (p) => (b.library[p] ?? []).map((id) => (looking.has(id) || visible.has(id) ? id : null)));
  const round = rounds[rounds.length - 1];
  return {
    viewer,
    board: {
      life: { ...b.life },
      battlefield: b.battlefield.map((e) => ({ ...e })),
      hand,
      graveyard: record(seats, (p) => (b.graveyard[p] ?? []).slice()),
      library,
      exile: b.exile.slice(),
      stack: b.stack.map((e) => ({ ...e })),
      waiting: b.waiting.slice(),
      lost: b.lost.slice(),
      ...(b.counters ? { counters: { ...b.counters } } : {}),
    },
    choices: (shown ? shown.choices : (round?.choices ?? [])).map((c) => ({
      player: c.player,
      choice: c.faceDown && !sees(c.player) ? null : c.choice.slice(),
      faceDown: c.faceDown,
      // 701.23i: a search's found cards are counted in public, not named (101.4a).
      ...(c.count !== undefined ? { count: c.count } : {}),
    })),
    revealed: revealed.slice(),
  };
}
