// Which addresses of the Comprehensive Rules' pages exist: /rules/<n> (an entry of the newest held
// edition), /rules/<n>/history (a number some held edition has), /editions/<date>[/<n>] (a date on or
// after the first held edition; an entry of the edition in force then), and their French forms. The
// proxy (proxy.ts) marks every other one private, as a 404 must be: thousands of rule pages would
// not fit the 4,096-character header rule that lists the other French pages (next.config.mjs).
import { editionAt, history, rule as heldRule } from '@/content/cr/history';
import { rule } from '@/content/cr/reader';
import { englishPath } from '@/i18n/lang';

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '\u0000';
  }
}

function heldOn(date: string): string | null {
  try {
    return editionAt(date);
  } catch {
    return null;
  }
}

/** Whether `pathname` (either language) names an existing CR page; null when it is not a CR address at all. */
export function crAddressExists(pathname: string): boolean | null {
  const parts = englishPath(pathname).split('/').filter(Boolean).map(decoded);
  const [head, a, b, ...rest] = parts;
  if (head === 'rules') {
    if (a === undefined || rest.length > 0) return false;
    if (b === undefined) return rule(a) !== null;
    return b === 'history' && history(a) !== null;
  }
  if (head === 'editions') {
    if (a === undefined || rest.length > 0) return false;
    const held = heldOn(a);
    return held !== null && (b === undefined || heldRule(b, held) !== null);
  }
  return null;
}
