// Contract corrections written into the golden corpus's recorded values before they are compared
// (golden.test.ts), each a named change checked to be the only difference. Issue 45, 2026-12-07:
// - `replaced` (616.1, 614.6): its `pick` carried the engine's working fields (`r`, `chosen`,
//   `others`); a Pick is `{ player, card, name }` (docs/scenario-format.md). `chosen` and `others`
//   stay, as the event's own documented fields.
// - Day of Judgment's words: a creature whose move to the graveyard was replaced never died (614.6,
//   700.4), so the destruction no longer says they all die together, and `replaced` says why it never
//   died. Wrath of God's words are unchanged.
// Once the corpus is recorded again after these corrections, they find nothing to correct.

const PICK = ['player', 'card', 'name'];
const WORDS: readonly (readonly [type: string, before: string, after: string])[] = [
  ['destroy', '. They die together (700.4).', '. Those put into a graveyard die together (700.4).'],
  ['replaced', '. It does not die.', '. Its move to the graveyard was replaced (614.6), so it never died (700.4).'],
];

type Json = unknown;

/** One recorded event, corrected; `fix` is told when anything changed. */
function correctEvent(e: Record<string, unknown>, fix: () => void): Record<string, unknown> {
  let out = e;
  if (e.type === 'replaced' && typeof e.pick === 'object' && e.pick !== null) {
    const pick = e.pick as Record<string, unknown>;
    if (Object.keys(pick).some((k) => !PICK.includes(k))) {
      out = { ...out, pick: Object.fromEntries(PICK.filter((k) => Object.hasOwn(pick, k)).map((k) => [k, pick[k]])) };
      fix();
    }
  }
  // Only another effect's destruction than Wrath of God's (`effect` present) changed its words.
  const applies = e.type === 'replaced' || (e.type === 'destroy' && e.effect !== undefined);
  for (const [type, before, after] of WORDS) {
    if (applies && e.type === type && typeof e.text === 'string' && e.text.endsWith(before)) {
      out = { ...out, text: e.text.slice(0, -before.length) + after };
      fix();
    }
  }
  return out;
}

/** A recorded value with every event in it corrected, and whether anything was. */
export function corrected<T extends Json>(recorded: T): { value: T; changed: boolean } {
  let changed = false;
  const walk = (x: Json): Json => {
    if (Array.isArray(x)) return x.map(walk);
    if (typeof x !== 'object' || x === null) return x;
    const o = Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v)]));
    return typeof o.type === 'string' ? correctEvent(o, () => (changed = true)) : o;
  };
  return { value: walk(recorded) as T, changed };
}
