// The sandbox's table builder, as pure data: the form the user edits and the `apnap/1`
// scenario it stands for. Nothing here decides a rule or validates a scenario — the engine's
// `parseScenario` does that; this file only translates between the two shapes.
//
// Players are referred to by a stable key (not by name) inside the form, so renaming a player
// keeps their cards, the active player and the effect's controller pointing at them.
import { EFFECT_IDS_V2_ONLY, LIMITS } from '@/engine';
import type { CardType, Decision, EffectId, Scenario, ScenarioCard, Zone } from '@/engine/types';

// The limits of `apnap/1`, from its one schema.
export const MIN_PLAYERS = LIMITS.minPlayers;
export const MAX_PLAYERS = LIMITS.maxPlayers;
export const MAX_NAME_LENGTH = LIMITS.maxNameLength;
export const DEFAULT_LIFE = 20;
/** Two-Headed Giant: two teams of two (810.1), each team starting at 30 life (810.4). */
export const TEAM_PLAYERS = 4;
export const TEAM_LIFE = 30;

export interface PlayerRow {
  /** Stable form key, never shown and never exported. */
  key: string;
  name: string;
  life: number;
}

export interface CardRow {
  /** The scenario's card id (stable: decisions refer to it). */
  id: string;
  name: string;
  ownerKey: string;
  zone: Zone;
  types: CardType[];
  manaValue: number;
  /** A player key, or '' for "the owner" (the scenario's default). Battlefield only. */
  controllerKey: string;
}

export interface TableForm {
  players: PlayerRow[];
  activeKey: string;
  cards: CardRow[];
  effectId: EffectId;
  effectControllerKey: string;
  /**
   * Two-Headed Giant (810): the teams, by player key, each two adjacent seats (805.1); absent or
   * null when every player plays alone. Only then does the sandbox write `apnap/2`.
   */
  teams?: string[][] | null;
}

/** What the sandbox keeps: the table and the decisions made on it (try-it mode or imported). */
export interface SandboxDocument {
  form: TableForm;
  decisions: Decision[];
}

const SEAT_NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/** The default table: three players, a few creatures, "each player sacrifices a creature". */
export function defaultForm(): TableForm {
  const players: PlayerRow[] = [
    { key: 'p1', name: 'Ana', life: DEFAULT_LIFE },
    { key: 'p2', name: 'Ben', life: DEFAULT_LIFE },
    { key: 'p3', name: 'Cy', life: DEFAULT_LIFE },
  ];
  const card = (id: string, name: string, ownerKey: string, types: CardType[], manaValue: number): CardRow => ({
    id,
    name,
    ownerKey,
    zone: 'battlefield',
    types,
    manaValue,
    controllerKey: '',
  });
  return {
    players,
    activeKey: 'p2',
    cards: [
      card('bears', 'Grizzly Bears', 'p1', ['creature'], 2),
      card('elk', 'Woodland Elk', 'p1', ['creature'], 4),
      card('solemn', 'Solemn Simulacrum', 'p2', ['artifact', 'creature'], 4),
      card('elves', 'Llanowar Elves', 'p3', ['creature'], 1),
      card('forest', 'Forest', 'p3', ['land'], 0),
    ],
    effectId: 'each-player-sacrifices-a-creature',
    effectControllerKey: 'p1',
  };
}

export function defaultDocument(): SandboxDocument {
  return { form: defaultForm(), decisions: [] };
}

/** A player's name in the form, by key ('' when the key names nobody). */
export function playerName(form: TableForm, key: string): string {
  return form.players.find((p) => p.key === key)?.name ?? '';
}

/**
 * The scenario the form stands for. The result is not validated here: pass it to the engine's
 * `parseScenario`, which names the faulty field (an empty name, a duplicate, …).
 */
export function scenarioFromForm(form: TableForm, decisions: readonly Decision[] = []): Scenario {
  const name = (key: string) => playerName(form, key);
  // Object.fromEntries defines own keys: a player named "__proto__" keeps their life total
  // (assigning `life["__proto__"] = 7` to a plain object would be silently ignored).
  const teams = form.teams?.length ? form.teams : null;
  // A team's life starts at 30 (810.4); a player alone at 20.
  const start = teams ? TEAM_LIFE : DEFAULT_LIFE;
  const life: Record<string, number> = Object.fromEntries(form.players.filter((p) => p.life !== start).map((p) => [p.name, p.life]));
  const cards = form.cards.map((c): ScenarioCard => {
    const card: ScenarioCard = {
      id: c.id,
      name: c.name,
      owner: name(c.ownerKey),
      zone: c.zone,
      types: [...c.types],
    };
    if (c.manaValue !== 0) card.manaValue = c.manaValue;
    // The controller is only meaningful on the battlefield, and defaults to the owner.
    if (c.zone === 'battlefield' && c.controllerKey && c.controllerKey !== c.ownerKey) {
      card.controller = name(c.controllerKey);
    }
    return card;
  });
  // `apnap/2` only for what `apnap/1` cannot say: a table with teams.
  const scenario: Scenario = {
    // apnap/1 for everything it can say; apnap/2 only for an effect of the family (405.3, 500.7…).
    format: teams || EFFECT_IDS_V2_ONLY.includes(form.effectId) ? 'apnap/2' : 'apnap/1',
    players: form.players.map((p) => p.name),
    ...(teams ? { teams: teams.map((t) => t.map(name)) } : {}),
    activePlayer: name(form.activeKey),
    cards,
    effect: { id: form.effectId, controller: name(form.effectControllerKey) },
  };
  if (Object.keys(life).length > 0) scenario.life = life;
  if (decisions.length > 0) scenario.decisions = decisions.map((d) => ({ player: d.player, choice: [...d.choice] }));
  return scenario;
}

/** The form and decisions for a scenario the engine has already validated. */
export function documentFromScenario(scenario: Scenario): SandboxDocument {
  const keyOf = new Map<string, string>();
  // A Map of own entries: a player named "toString" or "__proto__" has no inherited life total.
  const life = new Map(Object.entries(scenario.life ?? {}));
  const teamOf = (name: string) => scenario.teams?.find((t) => t.includes(name)) ?? [name];
  // 810.4: a team's life may be given for either head; the form shows it on both.
  const lifeOf = (name: string) => teamOf(name).map((p) => life.get(p)).find((x) => x !== undefined) ?? (scenario.teams ? TEAM_LIFE : DEFAULT_LIFE);
  const players = scenario.players.map((name, i): PlayerRow => {
    const key = `p${i + 1}`;
    keyOf.set(name, key);
    return { key, name, life: lifeOf(name) };
  });
  const key = (name: string | undefined) => (name === undefined ? '' : (keyOf.get(name) ?? ''));
  const cards = scenario.cards.map((c): CardRow => {
    const ownerKey = key(c.owner);
    const controllerKey = key(c.controller);
    return {
      id: c.id,
      name: c.name,
      ownerKey,
      zone: c.zone,
      types: [...c.types],
      manaValue: c.manaValue ?? 0,
      controllerKey: controllerKey === ownerKey ? '' : controllerKey,
    };
  });
  return {
    form: {
      players,
      activeKey: key(scenario.activePlayer),
      cards,
      effectId: scenario.effect.id,
      effectControllerKey: key(scenario.effect.controller),
      ...(scenario.teams ? { teams: scenario.teams.map((t) => t.map((p) => key(p))) } : {}),
    },
    decisions: (scenario.decisions ?? []).map((d) => ({ player: d.player, choice: [...d.choice] })),
  };
}

// ── Edits. Each returns a new form; the caller drops the decisions (the table changed). ──

function nextPlayerKey(form: TableForm): string {
  let n = form.players.length + 1;
  while (form.players.some((p) => p.key === `p${n}`)) n++;
  return `p${n}`;
}

/** A name for a new seat that nobody at the table has yet. */
function freshPlayerName(form: TableForm): string {
  const taken = new Set(form.players.map((p) => p.name));
  const free = SEAT_NAMES.find((n) => !taken.has(n));
  if (free) return free;
  let n = form.players.length + 1;
  while (taken.has(`Player ${n}`)) n++;
  return `Player ${n}`;
}

export function addPlayer(form: TableForm): TableForm {
  if (form.players.length >= MAX_PLAYERS) return form;
  const player: PlayerRow = { key: nextPlayerKey(form), name: freshPlayerName(form), life: DEFAULT_LIFE };
  // Two-Headed Giant is four players exactly (810.1): a fifth seat ends the teams.
  return withoutTeams({ ...form, players: [...form.players, player] });
}

/** Every player alone again; a life still at the team's starting 30 goes back to 20. */
function withoutTeams(form: TableForm): TableForm {
  if (!form.teams) return form;
  return { ...form, teams: null, players: form.players.map((p) => (p.life === TEAM_LIFE ? { ...p, life: DEFAULT_LIFE } : p)) };
}

/**
 * Two-Headed Giant on or off. On: four players (810.1), seats 1–2 and 3–4 as the teams (805.1:
 * adjacent seats), each team at 30 life (810.4). Off: every player alone, as before.
 */
export function setTeams(form: TableForm, on: boolean): TableForm {
  if (!on) return withoutTeams(form);
  if (form.players.length !== TEAM_PLAYERS) return form;
  const [a, b, c, d] = form.players.map((p) => p.key) as [string, string, string, string];
  return {
    ...form,
    teams: [
      [a, b],
      [c, d],
    ],
    players: form.players.map((p) => (p.life === DEFAULT_LIFE ? { ...p, life: TEAM_LIFE } : p)),
  };
}

/** Removes a seat and the cards that player owns; who referred to them falls back to seat 1. */
export function removePlayer(form: TableForm, key: string): TableForm {
  if (form.players.length <= MIN_PLAYERS) return form;
  // Two-Headed Giant is four players exactly (810.1): removing a seat ends the teams.
  const players = withoutTeams(form).players.filter((p) => p.key !== key);
  if (players.length === form.players.length) return form;
  const first = players[0]!.key;
  const keep = (k: string) => (k === key ? first : k);
  return {
    ...withoutTeams(form),
    players,
    activeKey: keep(form.activeKey),
    effectControllerKey: keep(form.effectControllerKey),
    cards: form.cards
      .filter((c) => c.ownerKey !== key)
      .map((c) => (c.controllerKey === key ? { ...c, controllerKey: '' } : c)),
  };
}

export function updatePlayer(form: TableForm, key: string, patch: Partial<Omit<PlayerRow, 'key'>>): TableForm {
  // 810.4: teammates share one life total, so a life typed for one head is the team's.
  const team = form.teams?.find((t) => t.includes(key)) ?? [key];
  return {
    ...form,
    players: form.players.map((p) =>
      p.key === key ? { ...p, ...patch } : patch.life !== undefined && team.includes(p.key) ? { ...p, life: patch.life } : p,
    ),
  };
}

/** Moves a seat one place earlier (-1) or later (+1) in turn order. */
export function movePlayer(form: TableForm, key: string, delta: -1 | 1): TableForm {
  const i = form.players.findIndex((p) => p.key === key);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= form.players.length) return form;
  const players = [...form.players];
  [players[i], players[j]] = [players[j]!, players[i]!];
  return { ...form, players };
}

/**
 * The id of the card an engine error path points at (`cards[2].zone` → the third card's id), or
 * null: the sandbox opens that card, so that the field to fix is drawn.
 */
export function cardIdForPath(form: TableForm, path: string): string | null {
  const m = /^cards\[(\d+)\]/.exec(path);
  return (m && form.cards[Number(m[1])]?.id) || null;
}

/**
 * The form field an engine error path points at, e.g. `cards[2].zone` → `card-2-zone`,
 * `players[1]` → `player-1-name`, so the field can be marked invalid and focused.
 */
export function fieldIdForPath(path: string): string | null {
  let m = /^players\[(\d+)\]/.exec(path);
  if (m) return `player-${m[1]}-name`;
  m = /^cards\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (m) {
    const field = m[2] ?? 'name';
    const known: Record<string, string> = {
      name: 'name',
      id: 'name',
      owner: 'owner',
      zone: 'zone',
      types: 'types',
      manaValue: 'mv',
      controller: 'controller',
    };
    return `card-${m[1]}-${known[field] ?? 'name'}`;
  }
  m = /^life\.(.+)$/.exec(path);
  if (m) return null;
  if (path === 'activePlayer') return 'active-player';
  if (path.startsWith('effect.controller')) return 'effect-controller';
  if (path.startsWith('effect')) return 'effect-id';
  return null;
}
