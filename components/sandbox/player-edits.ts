// The sandbox builder's player edits, as pure data (see table-form.ts). Each returns a new form; the
// caller drops the decisions (the table changed).
import { DEFAULT_LIFE, MAX_PLAYERS, MIN_PLAYERS, TEAM_LIFE, TEAM_PLAYERS, type PlayerRow, type TableForm } from './table-form';

const SEAT_NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

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
