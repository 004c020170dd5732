// The APNAP map (/apnap), computed: a row for every rule whose newest text says "APNAP order" (101.4:
// `apnapRules()` of the CR data), for every family rule that means it without saying it
// (content/apnap-implied.json), and every row of content/family.json (each keeps its words). Which
// worked example checks which rule has one source: each example's own `rule`, and the family rows
// that link examples to the rules they cover. A new edition that adds such a rule adds a row by itself.
import { references } from '@/content/cr/text';

/** The rules a row's "rules" column names: "101.4, 101.4a–d" → 101.4, 101.4a, 101.4b, 101.4c, 101.4d. */
export const rulesNamed = (shown: string): string[] => [...new Set(references(shown).flatMap((r) => r.targets))];

export interface MapInputs {
  /** The newest edition's rules that say APNAP order, in the CR's order. */
  saying: readonly string[];
  /** The family rules that mean it without saying it. */
  implied: readonly string[];
  /** content/family.json's rows: id, the rules column, the examples' slugs. */
  family: readonly { id: string; rules: string; examples: readonly string[] }[];
  /** Each worked example's slug and the rule it declares. */
  examples: readonly { slug: string; rule: string }[];
}

export interface MapRow {
  id: string;
  /** The rules column as shown. */
  rules: string;
  /** From content/family.json (with its words), or computed from the CR data alone. */
  family: boolean;
  /** Every rule the row covers. */
  covers: string[];
  /** The examples that check a rule of the row, each once. */
  examples: string[];
}

export interface ApnapMap {
  rows: MapRow[];
  /** The rules that say APNAP order, and those of them some example checks. */
  saying: { all: string[]; simulated: string[] };
  /** The family rules that mean it without saying it, and those of them some example checks. */
  implied: { all: string[]; simulated: string[] };
}

/** Rule id → the examples that check it: the example's own rule, and the examples of the family rows covering it. */
export function examplesByRule(inputs: Pick<MapInputs, 'family' | 'examples'>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (rule: string, slug: string) => {
    const list = found.get(rule) ?? [];
    if (!list.includes(slug)) found.set(rule, [...list, slug]);
  };
  for (const { slug, rule } of inputs.examples) add(rule, slug);
  for (const row of inputs.family) for (const rule of rulesNamed(row.rules)) for (const slug of row.examples) add(rule, slug);
  return found;
}

/** Whether `rule` is `top` or below it (810.4 is under 810; 805.3a under 805.3). */
const under = (rule: string, top: string) =>
  rule === top || (top.includes('.') ? rule.startsWith(top) && /^[a-z]$/.test(rule.slice(top.length)) : rule.startsWith(`${top}.`));

export function apnapMap(inputs: MapInputs): ApnapMap {
  const byRule = examplesByRule(inputs);
  const checking = (rule: string) => [...byRule].filter(([r]) => under(r, rule)).flatMap(([, slugs]) => slugs);
  const rows: MapRow[] = inputs.family.map((row) => {
    const covers = rulesNamed(row.rules);
    return { id: row.id, rules: row.rules, family: true, covers, examples: [...new Set([...row.examples, ...covers.flatMap(checking)])] };
  });
  const covered = (rule: string) => rows.some((row) => row.id === rule || row.covers.includes(rule));
  for (const rule of [...inputs.saying, ...inputs.implied]) {
    if (!covered(rule)) rows.push({ id: rule, rules: rule, family: false, covers: [rule], examples: [...new Set(checking(rule))] });
  }
  const simulated = (list: readonly string[]) => list.filter((rule) => checking(rule).length > 0);
  return {
    rows,
    saying: { all: [...inputs.saying], simulated: simulated(inputs.saying) },
    implied: { all: [...inputs.implied], simulated: simulated(inputs.implied) },
  };
}
