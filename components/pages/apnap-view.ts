// The computed APNAP map as /apnap shows it in a language: content/family.json's rows with their
// words, then a row for each rule the CR data adds (content/lib/apnap-map.ts), and the coverage.
import { apnapInputs, apnapMap, family, simulators, type ApnapMap, type FamilyRow } from '@/content/library';
import { apnapRules, rule } from '@/content/cr/reader';
import type { Lang } from '@/i18n/lang';
import { startOf } from '@/components/cr/meta';

export interface ComputedRow {
  id: string;
  /** The start of the rule's own text (English: the CR's words). */
  text: string;
  examples: { slug: string; title: string; href: string }[];
}

export interface Coverage {
  saying: { all: number; simulated: number };
  implied: { all: number; simulated: number };
}

/** The map of the newest held edition. */
export const apnap = (): ApnapMap => apnapMap(apnapInputs(apnapRules()));

export function apnapView(lang: Lang): { rows: FamilyRow[]; computed: ComputedRow[]; coverage: Coverage } {
  const map = apnap();
  const computed = map.rows
    .filter((row) => !row.family)
    .map((row) => ({
      id: row.id,
      text: startOf(rule(row.id)?.text ?? '', 220),
      // Each of the row's examples, as the rule page lists them.
      examples: row.covers.flatMap((id) => simulators(id, lang)).filter((ex, i, all) => all.findIndex((x) => x.slug === ex.slug) === i),
    }));
  const count = (part: { all: string[]; simulated: string[] }) => ({ all: part.all.length, simulated: part.simulated.length });
  return { rows: family(lang), computed, coverage: { saying: count(map.saying), implied: count(map.implied) } };
}
