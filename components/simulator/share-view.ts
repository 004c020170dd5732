// "View as" in a shared address (101.4a: what each player sees of the hidden choices), and the
// iframe code of an embed. `?view=<player>` or `?view=onlooker`; no parameter is the teaching view.
// A public URL form: docs/scenario-format.md, "Shared addresses", documents it; it never changes meaning.
import type { PlayerId } from '@/engine/types';
import { EVERYONE, type Viewer } from './viewer';

export const VIEW_PARAM = 'view';
const ONLOOKER = 'onlooker';

/** The `view` parameter's value for a viewer, or null for the teaching view (no parameter). */
export function viewParam(viewer: Viewer): string | null {
  if (viewer.kind === 'everyone') return null;
  return viewer.kind === 'onlooker' ? ONLOOKER : viewer.player;
}

export type ReadView = { viewer: Viewer; unknown: string | null };

/**
 * The viewer a query string asks for at a table of `players`. A player's name wins over the word
 * `onlooker` (a player may be called that); a name not at the table gives the teaching view and
 * is returned as `unknown`, so the page can say why.
 */
export function viewerFromSearch(search: string, players: readonly PlayerId[]): ReadView {
  const value = new URLSearchParams(search).get(VIEW_PARAM);
  if (value === null || value === '') return { viewer: EVERYONE, unknown: null };
  if (players.includes(value)) return { viewer: { kind: 'player', player: value }, unknown: null };
  if (value === ONLOOKER) return { viewer: { kind: 'onlooker' }, unknown: null };
  return { viewer: EVERYONE, unknown: value };
}

/** `href` with the viewer's `view` parameter set (or removed); other parameters and the #hash are kept. */
export function withView(href: string, viewer: Viewer, base = 'http://localhost'): string {
  const url = new URL(href, base);
  const value = viewParam(viewer);
  if (value === null) url.searchParams.delete(VIEW_PARAM);
  else url.searchParams.set(VIEW_PARAM, value);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a reader pastes into a page to embed the simulator at `src` (an absolute /embed/… URL). */
export function embedCode(src: string, title: string): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="900" style="border:0" loading="lazy"></iframe>`;
}
