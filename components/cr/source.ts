// Where a CR page reads its entries: the newest held edition (`/rules/<n>`, content/cr/reader, no
// history loaded) or one held edition (`/editions/<date>/<n>`, content/cr/history), and the address
// of each entry in it. Every link carries the entry's #anchor, so that without JavaScript the
// browser scrolls to it.
import type { RuleText } from '@/content/cr/reader';
import { NEWEST_EDITION, rule as newestRule } from '@/content/cr/reader';
import { rule as heldRule } from '@/content/cr/history';
import { compareIds } from '@/content/cr/text';

export interface CrSource {
  /** The edition quoted (effective date). */
  edition: string;
  /** Whether this source is the newest edition, at /rules/<n>. */
  newest: boolean;
  rule(id: string): RuleText | null;
  /** The English address of an entry of this edition, with its anchor. */
  href(id: string): string;
}

const anchored = (path: string, id: string) => `${path}/${id}#${id}`;

export const newestSource = (): CrSource => ({
  edition: NEWEST_EDITION,
  newest: true,
  rule: newestRule,
  href: (id) => anchored('/rules', id),
});

export const editionSource = (edition: string): CrSource => ({
  edition,
  newest: edition === NEWEST_EDITION,
  rule: (id) => heldRule(id, edition),
  href: (id) => anchored(`/editions/${edition}`, id),
});

/** The entry and every entry below it, in the CR's order (702 → 702.1, 702.1a, …). */
export function entryTree(source: CrSource, id: string): RuleText[] {
  const top = source.rule(id);
  if (!top) return [];
  return [top, ...[...top.children].sort(compareIds).flatMap((child) => entryTree(source, child))];
}
