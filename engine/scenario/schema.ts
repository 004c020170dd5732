// The one schema of `apnap/1` (scenario-format.md). From it come the validator (parse.ts, with
// its field-level messages), the published JSON Schema (/schema/apnap-1.json) and the sandbox's
// limits and stored-table checks (components/sandbox/).
//
// `scenarioSchema(players)` has two forms. Given the names at the table, it is the validator's:
// references to players are checked against them, and ids, names and types must be unique.
// Given null, it is the structural schema a JSON Schema can express (see JSON_SCHEMA_LIMITS).
import * as v from 'valibot';
import { EFFECT_IDS } from '../effect-ids';
import { CARD_TYPES, ZONES } from '../types';

export const FORMAT = 'apnap/1';
/** Seats at a table, a player name's length, a card id's characters (scenario-format.md). */
export const LIMITS = { minPlayers: 2, maxPlayers: 8, maxNameLength: 24, maxIdLength: 40 } as const;
export const CARD_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Where the site serves the JSON Schema generated from this schema (json-schema.ts). */
export const JSON_SCHEMA_PATH = '/schema/apnap-1.json';

/** What the published JSON Schema cannot say; `judge` and the validator check it. */
export const JSON_SCHEMA_LIMITS =
  'Checks structure only. It cannot express, and `judge` still checks: that card ids are unique; that every owner, controller, life key and activePlayer names a player at the table (players).';

type Issue = v.BaseIssue<unknown>;
type Entries = v.ObjectEntries;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = (list: readonly string[]) => `expected one of ${list.join(', ')}`;

/** Reports the first item whose key an earlier item has (unique names, ids, types), at `path`. */
function unique<A extends readonly unknown[]>(key: (item: A[number]) => string, message: (k: string) => string, field?: string) {
  return v.rawCheck<A>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const all = dataset.value;
    const seen = new Set<string>();
    const i = all.findIndex((item) => seen.size === seen.add(key(item)).size);
    if (i < 0) return;
    const path: unknown[] = [{ type: 'array', origin: 'value', input: all, key: i, value: all[i] }];
    if (field) path.push({ type: 'object', origin: 'value', input: all[i], key: field, value: key(all[i]!) });
    addIssue({ message: message(key(all[i]!)), path: path as never });
  });
}

/**
 * An object whose missing field gets that field's own message (as if it were `undefined`), and
 * which refuses arrays in the validator (JSON Schema's "object" already does).
 */
function object<E extends Entries>(entries: E, message: string, strict: boolean) {
  const shape = v.object(entries, (issue: Issue) => {
    const key = issue.path?.at(-1)?.key;
    const field = typeof key === 'string' ? entries[key] : undefined;
    return (field && v.safeParse(field, undefined, { abortEarly: true }).issues?.[0].message) || message;
  });
  return strict ? v.pipe(v.custom<Record<string, unknown>>(isObject, message), shape) : shape;
}

const playerName = (message: string) => v.pipe(v.string(message), v.minLength(1, message), v.maxLength(LIMITS.maxNameLength, message));
const whole = (message: string) => v.pipe(v.number(message), v.safeInteger(message));

/** A player's life totals: keys are names at the table (own keys, "__proto__" included). */
function life(players: readonly string[]) {
  const message = 'expected an object mapping player names to life totals';
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const out: [string, number][] = [];
      for (const [k, n] of Object.entries(dataset.value)) {
        // An empty key has no field path of its own: the problem is reported on `life`.
        const path = k === '' ? [] : [{ type: 'object' as const, origin: 'value' as const, input: dataset.value, key: k, value: n }];
        const fail = (m: string) => (addIssue({ message: m, path: path as never }), NEVER);
        if (!players.includes(k)) return fail(`${k === '' ? '"" is ' : ''}not a player (${oneOf(players)})`);
        if (!Number.isSafeInteger(n)) return fail('expected an integer');
        out.push([k, n as number]);
      }
      return Object.fromEntries(out);
    }),
  );
}

/** One decision: a player and their choice ([] declines). Also what the sandbox keeps. */
export const decisionSchema = (strict = true) =>
  object(
    {
      player: v.string('expected a player name'),
      choice: v.array(v.string('expected a string'), 'expected an array of strings ([] declines)'),
    },
    'expected an object with player and choice',
    strict,
  );

/** The `apnap/1` schema; `players` null gives the structural form (for the JSON Schema). */
export function scenarioSchema(players: readonly string[] | null) {
  const strict = players !== null;
  const ref = (message: string) => (players ? v.picklist(players, oneOf(players)) : playerName(message));
  const idMessage = 'expected 1 to 40 letters, digits, "-" or "_"';
  const typesMessage = `expected a non-empty array of card types (${CARD_TYPES.join(', ')})`;
  const nameMessage = `expected a name of 1 to ${LIMITS.maxNameLength} characters`;
  const playersMessage = `expected an array of ${LIMITS.minPlayers} to ${LIMITS.maxPlayers} player names`;
  const types = v.pipe(v.array(v.picklist(CARD_TYPES, oneOf(CARD_TYPES)), typesMessage), v.minLength(1, typesMessage));
  const card = object(
    {
      id: v.pipe(v.string(idMessage), v.regex(CARD_ID, idMessage)),
      name: v.string('expected a string'),
      owner: ref('expected a player name'),
      zone: v.picklist(ZONES, oneOf(ZONES)),
      types: strict ? v.pipe(types, unique<v.InferOutput<typeof types>>(String, (t) => `duplicate type "${t}"`)) : types,
      manaValue: v.optional(v.pipe(whole('expected a whole number >= 0'), v.minValue(0, 'expected a whole number >= 0'))),
      controller: v.optional(ref('expected a player name')),
    },
    'expected a card object with id, name, owner, zone and types',
    strict,
  );
  const cards = v.array(card, 'expected an array of cards');
  const seats = (x: unknown) => Array.isArray(x) && x.length >= LIMITS.minPlayers && x.length <= LIMITS.maxPlayers;
  return object(
    {
      format: v.literal(FORMAT, `expected "${FORMAT}"`),
      players: strict
        ? // The length first: a list of a million names is refused before its names are read.
          v.pipe(v.custom(seats, playersMessage), v.array(playerName(nameMessage)), unique(String, (p) => `duplicate player "${p}"`))
        : v.pipe(v.array(playerName(nameMessage)), v.minLength(LIMITS.minPlayers), v.maxLength(LIMITS.maxPlayers)),
      activePlayer: ref('expected a player name'),
      life: v.optional(players ? life(players) : v.record(playerName('expected a player name'), whole('expected an integer'))),
      cards: strict ? v.pipe(cards, unique<v.InferOutput<typeof cards>>((c) => c.id, (id) => `duplicate card id "${id}"`, 'id')) : cards,
      effect: object({ id: v.picklist(EFFECT_IDS, oneOf(EFFECT_IDS)), controller: ref('expected a player name') }, 'expected an object with id and controller', strict),
      decisions: v.optional(v.array(decisionSchema(strict), 'expected an array of decisions')),
    },
    'expected a JSON object (an apnap/1 scenario)',
    strict,
  );
}
