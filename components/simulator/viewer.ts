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

/** A translator of the `simulator` messages (next-intl's `useTranslations('simulator')`). */
export type SimT = (key: string, values?: Record<string, string | number>) => string;

export function viewerLabel(viewer: Viewer, t: SimT): string {
  switch (viewer.kind) {
    case 'everyone':
      return t('viewAs.everyoneLong');
    case 'onlooker':
      return t('viewAs.onlookerLong');
    case 'player':
      return t('viewAs.playerLong', { player: viewer.player });
  }
}
