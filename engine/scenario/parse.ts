// The `apnap/1` validator (scenario-format.md), hand-written to keep the engine small. Field-level
// messages, the first problem in document order; never throws, whatever the input; unknown extra
// fields are ignored and not copied.
import { EFFECT_IDS } from '../effect-ids';
import { CARD_TYPES, ZONES, type CardType, type Decision, type ParseResult, type Scenario, type ScenarioCard, type Zone } from '../types';

type Obj = Record<string, unknown>;

class Invalid {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const get = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const fail = (path: string, message: string): never => {
  throw new Invalid(path, message);
};
const oneOf = (path: string, v: unknown, list: readonly string[]): string =>
  typeof v === 'string' && list.includes(v) ? v : fail(path, `expected one of ${list.join(', ')}`);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const ID = /^[A-Za-z0-9_-]{1,40}$/;

function players(v: unknown): string[] {
  if (!Array.isArray(v) || v.length < 2 || v.length > 8) fail('players', 'expected an array of 2 to 8 player names');
  const seen: string[] = [];
  (v as unknown[]).forEach((p, i) => {
    if (typeof p !== 'string' || p.length < 1 || p.length > 24) fail(`players[${i}]`, 'expected a name of 1 to 24 characters');
    if (seen.includes(p as string)) fail(`players[${i}]`, `duplicate player "${p}"`);
    seen.push(p as string);
  });
  return seen;
}

function life(v: unknown, ps: string[]): Record<string, number> | undefined {
  if (v === undefined) return undefined;
  if (!isObj(v)) return fail('life', 'expected an object mapping player names to life totals');
  const out: [string, number][] = [];
  for (const k of Object.keys(v)) {
    // An empty key has no field path of its own: the problem is reported on `life`.
    const at = k === '' ? 'life' : `life.${k}`;
    if (!ps.includes(k)) fail(at, `${k === '' ? '"" is ' : ''}not a player (expected one of ${ps.join(', ')})`);
    const n = get(v, k);
    if (!isWhole(n)) fail(at, 'expected an integer');
    out.push([k, n as number]);
  }
  return Object.fromEntries(out);
}

function card(v: unknown, at: string, ps: string[], ids: Set<string>): ScenarioCard {
  if (!isObj(v)) return fail(at, 'expected a card object with id, name, owner, zone and types');
  const id = get(v, 'id');
  if (typeof id !== 'string' || !ID.test(id)) fail(`${at}.id`, 'expected 1 to 40 letters, digits, "-" or "_"');
  if (ids.has(id as string)) fail(`${at}.id`, `duplicate card id "${id}"`);
  ids.add(id as string);
  const name = get(v, 'name');
  if (typeof name !== 'string') fail(`${at}.name`, 'expected a string');
  const owner = oneOf(`${at}.owner`, get(v, 'owner'), ps);
  const zone = oneOf(`${at}.zone`, get(v, 'zone'), ZONES) as Zone;
  const t = get(v, 'types');
  if (!Array.isArray(t) || t.length === 0) fail(`${at}.types`, `expected a non-empty array of card types (${CARD_TYPES.join(', ')})`);
  const types: CardType[] = [];
  (t as unknown[]).forEach((x, i) => {
    const type = oneOf(`${at}.types[${i}]`, x, CARD_TYPES) as CardType;
    if (types.includes(type)) fail(`${at}.types[${i}]`, `duplicate type "${type}"`);
    types.push(type);
  });
  const out: ScenarioCard = { id: id as string, name: name as string, owner, zone, types };
  const mv = get(v, 'manaValue');
  if (mv !== undefined) {
    if (!isWhole(mv) || mv < 0) fail(`${at}.manaValue`, 'expected a whole number >= 0');
    out.manaValue = mv as number;
  }
  const ctl = get(v, 'controller');
  if (ctl !== undefined) out.controller = oneOf(`${at}.controller`, ctl, ps);
  return out;
}

function decisions(v: unknown): Decision[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return fail('decisions', 'expected an array of decisions');
  return v.map((x: unknown, i) => {
    if (!isObj(x)) return fail(`decisions[${i}]`, 'expected an object with player and choice');
    const player = get(x, 'player');
    if (typeof player !== 'string') fail(`decisions[${i}].player`, 'expected a player name');
    const choice = get(x, 'choice');
    if (!Array.isArray(choice)) return fail(`decisions[${i}].choice`, 'expected an array of strings ([] declines)');
    choice.forEach((c: unknown, j) => {
      if (typeof c !== 'string') fail(`decisions[${i}].choice[${j}]`, 'expected a string');
    });
    return { player: player as string, choice: (choice as string[]).slice() };
  });
}

function scenario(v: unknown): Scenario {
  if (!isObj(v)) return fail('', 'expected a JSON object (an apnap/1 scenario)');
  if (get(v, 'format') !== 'apnap/1') fail('format', 'expected "apnap/1"');
  const ps = players(get(v, 'players'));
  const activePlayer = oneOf('activePlayer', get(v, 'activePlayer'), ps);
  const lifeTotals = life(get(v, 'life'), ps);
  const cs = get(v, 'cards');
  if (!Array.isArray(cs)) fail('cards', 'expected an array of cards');
  const ids = new Set<string>();
  const cards = (cs as unknown[]).map((c, i) => card(c, `cards[${i}]`, ps, ids));
  const e = get(v, 'effect');
  if (!isObj(e)) return fail('effect', 'expected an object with id and controller');
  const effect = {
    id: oneOf('effect.id', get(e, 'id'), EFFECT_IDS) as Scenario['effect']['id'],
    controller: oneOf('effect.controller', get(e, 'controller'), ps),
  };
  const ds = decisions(get(v, 'decisions'));
  return {
    format: 'apnap/1',
    players: ps,
    activePlayer,
    ...(lifeTotals ? { life: lifeTotals } : {}),
    cards,
    effect,
    ...(ds ? { decisions: ds } : {}),
  };
}

/** Validates a parsed JSON value against `apnap/1`. */
export function parseScenario(input: unknown): ParseResult {
  try {
    return { ok: true, scenario: scenario(input) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: { path: e.path, message: e.message } };
    return { ok: false, error: { path: '', message: 'not a valid apnap/1 scenario' } };
  }
}

/** JSON.parse, then `parseScenario`. */
export function parseScenarioText(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { path: '', message: `not valid JSON (${e instanceof Error ? e.message : 'parse error'})` } };
  }
  return parseScenario(value);
}
