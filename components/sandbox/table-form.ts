// The sandbox's table builder, as pure data: the form the user edits (this file), the `apnap/1`
// scenario it stands for (form-scenario.ts), and the edits (player-edits.ts, card-edits.ts). Nothing
// here decides a rule or validates a scenario: the engine's `parseScenario` does that.
//
// Players are referred to by a stable key (not by name) inside the form, so renaming a player
// keeps their cards, the active player and the effect's controller pointing at them.
import { LIMITS } from '@/engine';
import type { CardType, Decision, EffectId, Zone } from '@/engine/types';

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
  /** The `combat` effect only (802, 208.1): a creature's power and toughness, and the player key it attacks ('' or absent: none). */
  power?: number;
  toughness?: number;
  attacksKey?: string;
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
  /** The `soulfire-eruption` effect only (608.2f): its targets, player keys or card ids, in the order ticked. */
  targetKeys?: string[];
}

/** What the sandbox keeps: the table and the decisions made on it (try-it mode or imported). */
export interface SandboxDocument {
  form: TableForm;
  decisions: Decision[];
}

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
