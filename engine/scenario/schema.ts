// The one schema of `apnap/1` (scenario-format.md). From it come the validator (parse.ts, with
// its field-level errors: each issue's message carries its code and params, errors.ts), the published JSON Schema (/schema/apnap-1.json) and the sandbox's
// limits and stored-table checks (components/sandbox/).
//
// `scenarioSchema(players)` has two forms. Given the names at the table, it is the validator's:
// references to players are checked against them, and ids, names and types must be unique.
// Given null, it is the structural schema a JSON Schema can express (see JSON_SCHEMA_LIMITS).
import * as v from 'valibot';
import { effectIdsOf } from './effect-ids';
import { CARD_TYPES, ZONES, type FormatVersion } from '../core/types';
import { FORMAT_ORDER, since } from '../core/format';
import { issueMessage as say } from './errors';

export const FORMAT = 'apnap/1';
/** The version with teams (Two-Headed Giant), controlled players and the family's effects. */
export const FORMAT_V2 = 'apnap/2';
/** `apnap/2` plus the effects and cards of the rules that say "APNAP order" for draws and keyword actions. */
export const FORMAT_V3 = 'apnap/3';
export const FORMATS: readonly FormatVersion[] = FORMAT_ORDER;
/** Seats at a table, a player name's length, a card id's characters (scenario-format.md). */
export const LIMITS = { minPlayers: 2, maxPlayers: 8, maxNameLength: 24, maxIdLength: 40 } as const;
export const CARD_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Where the site serves the JSON Schemas generated from this schema (json-schema.ts). */
export const JSON_SCHEMA_PATH = '/schema/apnap-1.json';
export const JSON_SCHEMA_PATH_V2 = '/schema/apnap-2.json';
export const JSON_SCHEMA_PATH_V3 = '/schema/apnap-3.json';

/** What the published JSON Schema cannot say; `judge` and the validator check it. */
export const JSON_SCHEMA_LIMITS =
  'Checks structure only. It cannot express, and `judge` still checks: that card ids are unique; that every owner, controller, life key and activePlayer names a player at the table (players).';
export const JSON_SCHEMA_LIMITS_V2 = `${JSON_SCHEMA_LIMITS.replace('controller, ', 'controller, enteredUnder, ')} Nor, for teams (Two-Headed Giant, 810): that every player is in exactly one team, that teammates sit in adjacent seats (805.1), that teammates share one life total (810.4); nor that controlledBy names players at the table, none controlling themselves.`;

type Issue = v.BaseIssue<unknown>;
type Entries = v.ObjectEntries;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = (list: readonly string[]) => say('one-of', { options: [...list] });

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

/**
 * A record keyed by the players at the table (own keys, "__proto__" included), each value checked by
 * `check` (a message, or null when it is fine). The first key that names nobody, or whose value is
 * refused, fails on its own field path.
 */
function byPlayer<T>(players: readonly string[], message: string, check: (key: string, value: unknown) => string | null) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const out: [string, T][] = [];
      for (const [k, value] of Object.entries(dataset.value)) {
        // An empty key has no field path of its own: the problem is reported on the record.
        const path = k === '' ? [] : [{ type: 'object' as const, origin: 'value' as const, input: dataset.value, key: k, value }];
        const problem = players.includes(k) ? check(k, value) : say('not-a-player', { name: k, options: [...players] });
        if (problem !== null) return (addIssue({ message: problem, path: path as never }), NEVER);
        out.push([k, value as T]);
      }
      return Object.fromEntries(out);
    }),
  );
}

/** A player's life totals: keys are names at the table. */
function life(players: readonly string[]) {
  return byPlayer<number>(players, say('life'), (_, n) => (Number.isSafeInteger(n) ? null : say('integer')));
}

/** One decision: a player and their choice ([] declines). Also what the sandbox keeps. */
export const decisionSchema = (strict = true) =>
  object(
    {
      player: v.string(say('player-name')),
      choice: v.array(v.string(say('string')), say('choice')),
    },
    say('decision'),
    strict,
  );

/** The scenario schema of a format; `players` null gives the structural form (for the JSON Schema). */
export function scenarioSchema(players: readonly string[] | null, format: FormatVersion = FORMAT) {
  // `apnap/3` has every field of `apnap/2`, its own effects, and the combat effect's fields (attacks, power, toughness).
  const v2 = since(format, FORMAT_V2);
  const v3 = since(format, FORMAT_V3);
  const effects = effectIdsOf(format);
  const strict = players !== null;
  const ref = () => (players ? v.picklist(players, oneOf(players)) : playerName(playerMessage));
  const idMessage = say('card-id', { min: 1, max: LIMITS.maxIdLength });
  const typesMessage = say('card-types', { options: [...CARD_TYPES] });
  const nameMessage = say('name-length', { min: 1, max: LIMITS.maxNameLength });
  const playersMessage = say('players', { min: LIMITS.minPlayers, max: LIMITS.maxPlayers });
  const playerMessage = say('player-name');
  const wholeMessage = say('mana-value', { min: 0 });
  const types = v.pipe(v.array(v.picklist(CARD_TYPES, oneOf(CARD_TYPES)), typesMessage), v.minLength(1, typesMessage));
  const card = object(
    {
      id: v.pipe(v.string(idMessage), v.regex(CARD_ID, idMessage)),
      name: v.string(say('string')),
      owner: ref(),
      zone: v.picklist(ZONES, oneOf(ZONES)),
      types: strict ? v.pipe(types, unique<v.InferOutput<typeof types>>(String, (t) => say('duplicate-type', { type: t }))) : types,
      manaValue: v.optional(v.pipe(whole(wholeMessage), v.minValue(0, wholeMessage))),
      controller: v.optional(ref()),
      // `apnap/2` only: an `apnap/1` file keeps ignoring fields it never had.
      ...((v2 ? { enteredUnder: v.optional(ref()) } : {}) as Entries),
      // `apnap/3` only, read by the `combat` effect only (208: power and toughness).
      ...((v3 ? { power: v.optional(v.pipe(whole(wholeMessage), v.minValue(0, wholeMessage))), toughness: v.optional(v.pipe(whole(wholeMessage), v.minValue(0, wholeMessage))) } : {}) as Entries),
    },
    say('card'),
    strict,
  );
  const cards = v.array(card, say('cards'));
  const seats = (x: unknown) => Array.isArray(x) && x.length >= LIMITS.minPlayers && x.length <= LIMITS.maxPlayers;
  return object(
    {
      format: v.literal(format, say('format', { expected: FORMAT, versions: [...FORMATS] })),
      players: strict
        ? // The length first: a list of a million names is refused before its names are read.
          v.pipe(v.custom(seats, playersMessage), v.array(playerName(nameMessage)), unique(String, (p) => say('duplicate-player', { name: p })))
        : v.pipe(v.array(playerName(nameMessage)), v.minLength(LIMITS.minPlayers), v.maxLength(LIMITS.maxPlayers)),
      activePlayer: ref(),
      life: v.optional(players ? life(players) : v.record(playerName(playerMessage), whole(say('integer')))),
      cards: strict ? v.pipe(cards, unique<v.InferOutput<typeof cards>>((c) => c.id, (id) => say('duplicate-card-id', { id }), 'id')) : cards,
      effect: object({ id: v.picklist(effects, oneOf(effects)), controller: ref() }, say('effect'), strict),
      decisions: v.optional(v.array(decisionSchema(strict), say('decisions'))),
      ...((v2
        ? {
            teams: v.optional(v.array(v.array(players ? ref() : playerName(playerMessage), say('teams')), say('teams'))),
            controlledBy: v.optional(players ? controlled(players) : v.record(playerName(playerMessage), playerName(playerMessage))),
          }
        : {}) as Entries),
      // `apnap/3` only, read by the `combat` effect only (802.1, 508.1): attacker id -> the player it attacks.
      ...((v3 ? { attacks: v.optional(players ? attacksOf(players) : v.record(v.pipe(v.string(), v.regex(CARD_ID)), playerName(playerMessage))) } : {}) as Entries),
      // `apnap/3` only, read by the `soulfire-eruption` effect only (608.2f): players' names or card ids (checked by scenario/soulfire.ts).
      ...((v3 ? { targets: v.optional(v.array(v.string(say('string')), say('targets', { why: 'list' }))) } : {}) as Entries),
    },
    say('not-an-object'),
    strict,
  );
}

/** `attacks` (802.1): keys are card ids (checked against the cards by scenario/combat.ts), values players at the table. */
function attacksOf(players: readonly string[]) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, say('combat', { why: 'attacks' })),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      for (const [k, value] of Object.entries(dataset.value)) {
        if (typeof value === 'string' && players.includes(value)) continue;
        const path = [{ type: 'object' as const, origin: 'value' as const, input: dataset.value, key: k, value }];
        return (addIssue({ message: say('not-a-player', { name: String(value), options: [...players] }), path: path as never }), NEVER);
      }
      return dataset.value as Record<string, string>;
    }),
  );
}

/** `controlledBy` (722.3): keys and values name players at the table; nobody controls themselves. */
function controlled(players: readonly string[]) {
  return byPlayer<string>(players, say('controlled-by'), (k, by) => {
    if (typeof by !== 'string' || !players.includes(by)) return say('not-a-player', { name: String(by), options: [...players] });
    return by === k ? say('controlled-by', { player: k }) : null;
  });
}
