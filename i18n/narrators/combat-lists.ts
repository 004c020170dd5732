// Combat facts both narrators group the same way (510.1c-d): a division's entries, creature by creature.

/** Each creature dividing its damage, with its recipients and how many entries each got ("Grizzly Bears", ["2 to Runeclaw Bear"]). */
export function divisions(from: readonly string[], to: readonly string[], word: (n: number, name: string) => string): [string, string[]][] {
  const by = new Map<string, Map<string, number>>();
  from.forEach((f, i) => {
    const m = by.get(f) ?? new Map<string, number>();
    m.set(to[i] ?? '', (m.get(to[i] ?? '') ?? 0) + 1);
    by.set(f, m);
  });
  return [...by].map(([f, m]) => [f, [...m].map(([n, k]) => word(k, n))]);
}

