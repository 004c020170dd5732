// Which entry of one held edition continues which entry of the edition before it: the matching
// that lets a rule keep its history when it is renumbered (vote moved from 701.32 to 701.38 in
// 2025-06-06) instead of showing as deleted + added. In order, each step among the entries still
// unmatched, a heading (section, subsection) only ever continuing a heading and a rule a rule (a
// subrule may become a rule: 806.7a "Teams have priority" became 805.5 in 2010-06-18):
// 1. same number, same text (compared with quote style, spacing and encoding ignored);
// 2. same text under another number (the rule moved): equal texts paired in the CR's order;
// 3. same number, very similar text (≥ 0.7 of their words shared): a rule reworded in place;
// 4. very similar text under another number: moved and reworded, ≥ 0.5 of their words shared within
//    a section, ≥ 0.75 across sections (planeswalkers' 306.7 became 606.3 in 2009-10-01); the most
//    similar pairs first (a tie goes to the pair closest in the CR's order);
// 5. same number, text still somewhat alike (≥ 0.25): a rule rewritten in place.
// What is left is new (in the later edition) or gone (from the earlier one): a number whose
// entry is neither continued nor moved has changed meaning.
import type { CrEntry } from '@/content/cr/format';
import { comparable, compareIds, similarity } from '@/content/cr/text';

export const SAME_PLACE = 0.7;
export const MOVED = 0.5;
export const MOVED_ACROSS = 0.75;
export const REWRITTEN = 0.25;

/** The key two entries' texts are equal by (body only: an example added is a change, not a move). */
const classOf = (e: CrEntry) => (e.kind === 'rule' || e.kind === 'subrule' ? 'rule' : 'heading');
const keyOf = (e: CrEntry) => `${classOf(e)}\u0000${comparable(e.text)}`;

/** For each entry of `next`, the index in `prev` of the entry it continues, or -1 for a new one. */
export function matchEditions(prev: CrEntry[], next: CrEntry[]): number[] {
  const result = new Array<number>(next.length).fill(-1);
  const taken = new Array<boolean>(prev.length).fill(false);
  const link = (n: number, p: number) => {
    result[n] = p;
    taken[p] = true;
  };
  const prevAt = new Map(prev.map((e, i) => [e.id, i]));

  // 1. Same number, same text.
  next.forEach((e, n) => {
    const p = prevAt.get(e.id);
    if (p !== undefined && keyOf(prev[p]!) === keyOf(e)) link(n, p);
  });

  // 2. Same text, another number: equal texts paired in order.
  const byText = new Map<string, number[]>();
  prev.forEach((e, p) => {
    if (taken[p]) return;
    const list = byText.get(keyOf(e)) ?? [];
    list.push(p);
    byText.set(keyOf(e), list);
  });
  next.forEach((e, n) => {
    if (result[n] !== -1) return;
    const p = byText.get(keyOf(e))?.shift();
    if (p !== undefined) link(n, p);
  });

  const sameNumber = (threshold: number) =>
    next.forEach((e, n) => {
      const p = prevAt.get(e.id);
      if (result[n] !== -1 || p === undefined || taken[p] || classOf(prev[p]!) !== classOf(e)) return;
      if (similarity(prev[p]!.text, e.text) >= threshold) link(n, p);
    });
  // 3. Reworded in place.
  sameNumber(SAME_PLACE);

  // 4. Moved and reworded.
  const open = (list: CrEntry[], done: (i: number) => boolean) => list.map((e, i) => ({ e, i })).filter(({ i }) => !done(i));
  const freeNext = open(next, (n) => result[n] !== -1);
  const freePrev = open(prev, (p) => taken[p]!);
  const pairs: { n: number; p: number; score: number; distance: number }[] = [];
  for (const a of freeNext) {
    for (const b of freePrev) {
      if (classOf(a.e) !== classOf(b.e)) continue;
      const la = a.e.text.length;
      const lb = b.e.text.length;
      // A cheap filter first: shared words ≥ 0.5 need the shorter text about a third of the longer one at least.
      if (Math.min(la, lb) / Math.max(la, lb) < MOVED / 2) continue;
      const score = similarity(b.e.text, a.e.text);
      if (score >= (a.e.id[0] === b.e.id[0] ? MOVED : MOVED_ACROSS)) pairs.push({ n: a.i, p: b.i, score, distance: Math.abs(a.i - b.i) });
    }
  }
  pairs.sort((x, y) => y.score - x.score || x.distance - y.distance || compareIds(next[x.n]!.id, next[y.n]!.id));
  for (const { n, p } of pairs) if (result[n] === -1 && !taken[p]) link(n, p);

  // 5. Rewritten in place.
  sameNumber(REWRITTEN);
  return result;
}
