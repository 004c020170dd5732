// A group of variant examples behind switches, as content declares it: one table told several
// ways (the Rituel card: two wordings × whose turn). Each switch picks one value; the values
// fill the slug pattern, which names the example shown.

export interface VariantOption {
  value: string;
  label: string;
}

export interface VariantSwitch {
  /** The placeholder it fills in the pattern: `wording` for `{wording}`. */
  name: string;
  legend: string;
  options: readonly VariantOption[];
}

/** Which value each switch has: `{ wording: 'original', turn: 'casters' }`. */
export type Selection = Readonly<Record<string, string>>;

/** e.g. `rituel-{wording}-{turn}-turn` with the selection above → `rituel-original-casters-turn`. */
export function variantSlug(pattern: string, selection: Selection): string {
  return pattern.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, name: string) => selection[name] ?? whole);
}

/** The first option of each switch, or the given values where they name an option. */
export function initialSelection(switches: readonly VariantSwitch[], given: Selection = {}): Selection {
  return Object.fromEntries(
    switches.map((s) => [s.name, s.options.some((o) => o.value === given[s.name]) ? given[s.name]! : (s.options[0]?.value ?? '')]),
  );
}

/** Every slug the switches can reach, in the switches' order. */
export function variantSlugs(pattern: string, switches: readonly VariantSwitch[]): string[] {
  const selections = switches.reduce<Selection[]>(
    (all, s) => all.flatMap((sel) => s.options.map((o) => ({ ...sel, [s.name]: o.value }))),
    [{}],
  );
  return [...new Set(selections.map((sel) => variantSlug(pattern, sel)))];
}
