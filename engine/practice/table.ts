// Random, legal tables: players, the active player, the effect's controller and cards in random
// zones, drawn from a small pool of real cards. The pool avoids every card the engine gives
// abilities to (Archangel of Strife, and the death-trigger cards to come), so that a drill made
// today stays the same drill when the engine learns new cards.
import type { CardType, EffectId, PlayerId, Scenario, ScenarioCard, Zone } from '../index';
import type { Rng } from './rng';

interface CardDef {
  id: string;
  name: string;
  types: CardType[];
  manaValue: number;
}

const def = (id: string, name: string, types: CardType[], manaValue = 0): CardDef => ({ id, name, types, manaValue });

export const CREATURES: readonly CardDef[] = [
  def('bears', 'Grizzly Bears', ['creature'], 2),
  def('elves', 'Llanowar Elves', ['creature'], 1),
  def('lions', 'Savannah Lions', ['creature'], 1),
  def('giant', 'Hill Giant', ['creature'], 4),
  def('angel', 'Serra Angel', ['creature'], 5),
  def('thopter', 'Ornithopter', ['artifact', 'creature'], 0),
];
export const DRYAD_ARBOR = def('arbor', 'Dryad Arbor', ['land', 'creature'], 0);
export const LANDS: readonly CardDef[] = [
  def('forest', 'Forest', ['land']),
  def('island', 'Island', ['land']),
  def('swamp', 'Swamp', ['land']),
  def('mountain', 'Mountain', ['land']),
  def('plains', 'Plains', ['land']),
];
const OTHER_PERMANENTS: readonly CardDef[] = [
  def('solring', 'Sol Ring', ['artifact'], 1),
  def('stone', 'Mind Stone', ['artifact'], 2),
  def('pacifism', 'Pacifism', ['enchantment'], 2),
  def('study', 'Rhystic Study', ['enchantment'], 3),
  def('liliana', 'Liliana of the Veil', ['planeswalker'], 3),
];
export const SPELLS: readonly CardDef[] = [
  def('bolt', 'Lightning Bolt', ['instant'], 1),
  def('shock', 'Shock', ['instant'], 1),
  def('counterspell', 'Counterspell', ['instant'], 2),
  def('divination', 'Divination', ['sorcery'], 3),
  def('wrath', 'Wrath of God', ['sorcery'], 4),
];
const PERMANENTS: readonly CardDef[] = [...CREATURES, DRYAD_ARBOR, ...LANDS, ...OTHER_PERMANENTS];
const ANY_CARD: readonly CardDef[] = [...PERMANENTS, ...SPELLS];

export const PLAYER_NAMES: readonly PlayerId[] = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'];

/** What each player's zones are drawn from, and how many cards (min, max). */
export interface ZonePlan {
  battlefield: { pool: readonly CardDef[]; count: [number, number] };
  hand: { pool: readonly CardDef[]; count: [number, number] };
}

export const DEFAULT_PLAN: ZonePlan = {
  battlefield: { pool: PERMANENTS, count: [1, 3] },
  hand: { pool: ANY_CARD, count: [0, 3] },
};

/** Zones whose cards a drill shows by name (a library shows only how many cards it holds). */
const NAMED_ZONES: readonly Zone[] = ['battlefield', 'hand', 'graveyard', 'exile'];

/**
 * Builds scenario cards with unique, readable ids ("bears", "bears-2"). `uniqueNames` (version 2
 * on): no two cards a drill shows share a name, so a name in a question, an option or an answer
 * says which card it is (two Grizzly Bears on one table made an answer ambiguous); a draw whose
 * every name is taken adds nothing.
 */
export class CardBuilder {
  readonly cards: ScenarioCard[] = [];
  private used = new Map<string, number>();
  constructor(private readonly uniqueNames = false) {}
  add(d: CardDef, owner: PlayerId, zone: Zone): ScenarioCard {
    const n = (this.used.get(d.id) ?? 0) + 1;
    this.used.set(d.id, n);
    const card: ScenarioCard = { id: n === 1 ? d.id : `${d.id}-${n}`, name: d.name, owner, zone, types: d.types.slice() };
    if (d.manaValue) card.manaValue = d.manaValue;
    this.cards.push(card);
    return card;
  }
  /** Whether a card of this name may go there (always, but for a shown name already on the table when names are unique). */
  free(d: CardDef, zone: Zone): boolean {
    return !this.uniqueNames || !NAMED_ZONES.includes(zone) || !this.cards.some((c) => c.name === d.name && NAMED_ZONES.includes(c.zone));
  }
  /** One card drawn from the pool (among the free names when names are unique). */
  addOne(rng: Rng, pool: readonly CardDef[], owner: PlayerId, zone: Zone): void {
    if (!this.uniqueNames) {
      this.add(rng.pick(pool), owner, zone);
      return;
    }
    const free = pool.filter((d) => this.free(d, zone));
    if (free.length) this.add(rng.pick(free), owner, zone);
    else rng.next();
  }
  /** A few cards from the pool, never two of the same name in one player's zone (so a name says which card). */
  addSome(rng: Rng, pool: readonly CardDef[], [min, max]: [number, number], owner: PlayerId, zone: Zone): void {
    const n = rng.int(min, max);
    for (let i = 0; i < n; i++) {
      const free = pool.filter((d) => !this.has(d.name, owner, zone) && this.free(d, zone));
      if (free.length) this.add(rng.pick(free), owner, zone);
    }
  }
  has(name: string, owner: PlayerId, zone: Zone): boolean {
    return this.cards.some((c) => c.name === name && c.owner === owner && c.zone === zone);
  }
}

export interface Seats {
  players: PlayerId[];
  activePlayer: PlayerId;
  controller: PlayerId;
}

/** 2-6 players in turn order, a random active player and a random controller of the effect. */
export function randomSeats(rng: Rng, minPlayers = 2, maxPlayers = 6): Seats {
  const n = rng.int(minPlayers, maxPlayers);
  const players = PLAYER_NAMES.slice(0, n);
  return { players, activePlayer: rng.pick(players), controller: rng.pick(players) };
}

/** Every player's library (a few face-down cards) and graveyard (now and then one card). */
export function addHiddenAndDead(rng: Rng, b: CardBuilder, players: readonly PlayerId[]): void {
  for (const p of players) {
    b.addSome(rng, ANY_CARD, [0, 2], p, 'library');
    if (rng.chance(0.25)) b.addOne(rng, ANY_CARD, p, 'graveyard');
  }
}

export function scenarioOf(seats: Seats, cards: ScenarioCard[], effect: EffectId): Scenario {
  return {
    format: 'apnap/1',
    players: seats.players.slice(),
    activePlayer: seats.activePlayer,
    cards,
    effect: { id: effect, controller: seats.controller },
  };
}

/** A random table for an effect: every player gets a battlefield and a hand from the plan. */
export function randomTable(rng: Rng, effect: EffectId, plan: ZonePlan = DEFAULT_PLAN, uniqueNames = false): Scenario {
  const seats = randomSeats(rng);
  const b = new CardBuilder(uniqueNames);
  for (const p of seats.players) {
    b.addSome(rng, plan.battlefield.pool, plan.battlefield.count, p, 'battlefield');
    b.addSome(rng, plan.hand.pool, plan.hand.count, p, 'hand');
  }
  addHiddenAndDead(rng, b, seats.players);
  return scenarioOf(seats, b.cards, effect);
}
