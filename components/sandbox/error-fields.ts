// Where an engine error path points in the sandbox's form: the card to open and the field to mark
// invalid and focus, so that a refused table shows what to fix.
import type { TableForm } from './table-form';

/**
 * The id of the card an engine error path points at (`cards[2].zone` → the third card's id), or
 * null: the sandbox opens that card, so that the field to fix is drawn.
 */
export function cardIdForPath(form: TableForm, path: string): string | null {
  const m = /^cards\[(\d+)\]/.exec(path);
  return (m && form.cards[Number(m[1])]?.id) || null;
}

/**
 * The form field an engine error path points at, e.g. `cards[2].zone` → `card-2-zone`,
 * `players[1]` → `player-1-name`, so the field can be marked invalid and focused.
 */
export function fieldIdForPath(path: string): string | null {
  let m = /^players\[(\d+)\]/.exec(path);
  if (m) return `player-${m[1]}-name`;
  m = /^cards\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (m) {
    const field = m[2] ?? 'name';
    const known: Record<string, string> = {
      name: 'name',
      id: 'name',
      owner: 'owner',
      zone: 'zone',
      types: 'types',
      manaValue: 'mv',
      controller: 'controller',
    };
    return `card-${m[1]}-${known[field] ?? 'name'}`;
  }
  m = /^life\.(.+)$/.exec(path);
  if (m) return null;
  if (path === 'activePlayer') return 'active-player';
  if (path.startsWith('effect.controller')) return 'effect-controller';
  if (path.startsWith('effect')) return 'effect-id';
  return null;
}
