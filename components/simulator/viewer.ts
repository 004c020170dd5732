import type { PlayerId } from '@/engine/types';

/**
 * Whose eyes the table is drawn through. "everyone" is our teaching view (all cards face up,
 * face-down choices marked as such); a player or an onlooker get the engine's `viewAs`.
 */
export type Viewer = { kind: 'everyone' } | { kind: 'onlooker' } | { kind: 'player'; player: PlayerId };

export const EVERYONE: Viewer = { kind: 'everyone' };

export function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'player' ? `player:${viewer.player}` : viewer.kind;
}

export function viewerFromKey(key: string): Viewer {
  if (key === 'onlooker') return { kind: 'onlooker' };
  if (key.startsWith('player:')) return { kind: 'player', player: key.slice('player:'.length) };
  return EVERYONE;
}

export function viewerLabel(viewer: Viewer): string {
  switch (viewer.kind) {
    case 'everyone':
      return 'Everyone (teaching view: all cards shown)';
    case 'onlooker':
      return 'Onlooker (public information only)';
    case 'player':
      return `${viewer.player} (what ${viewer.player} can see)`;
  }
}
