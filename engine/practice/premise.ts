// What a drill takes for granted must be a board that can happen. Checked on every drill the
// generator offers (from version 2 on), before it is offered: who cast the resolving card and
// when, what each card is where it stands, and that each name the drill says points at one card.
// Only drills are held to this: scenarios, `judge` and the examples keep accepting a sorcery
// controlled by a nonactive player (cascade, copies, "with flash" are real ways to get there).
import type { CardType, EffectId, PlayerId, Scenario, Zone } from '../index';

/**
 * How the card behind each effect may be cast. `sorcery`: only by the active player, in a main
 * phase, with an empty stack (307.1), unless something gives it flash (702.8a); `suspend-only`:
 * a sorcery with no mana cost (Hypergenesis), cast for free when its last time counter is removed
 * in its owner's upkeep (702.62a): flash does not help a card that has no cost to pay, and a drill
 * names no other free-cast effect, so its controller is the active player; `any-time`: an effect
 * with no card named (an instant, an ability: no timing to check).
 */
export type CastTiming = 'sorcery' | 'suspend-only' | 'any-time';

export const CAST_TIMING: Readonly<Record<EffectId, CastTiming>> = {
  'each-player-sacrifices-a-creature': 'any-time',
  'each-player-discards-a-card': 'any-time',
  smallpox: 'sorcery',
  cataclysm: 'sorcery',
  'stronghold-gambit': 'sorcery',
  'councils-judgment': 'sorcery',
  'show-and-tell': 'sorcery',
  hypergenesis: 'suspend-only',
  // Rituel's type line is « Rituel »: the French word for sorcery (engine.md).
  'rituel-original': 'sorcery',
  'rituel-errata': 'sorcery',
  'wrath-of-god': 'sorcery',
  'villainous-choice': 'any-time',
  'start-of-game': 'any-time',
  // Curse of Echoes is an Aura already on the battlefield; the resolving object is its triggered ability.
  'curse-of-echoes': 'any-time',
  // A rules illustration (500.7): no card is named.
  'each-player-takes-an-extra-turn': 'any-time',
  // A rules illustration (613.7m): no card is named, so no timing to check.
  'permanents-enter-together': 'any-time',
  'day-of-judgment': 'sorcery',
  'wheel-of-fortune': 'sorcery',
  // The resolving object is the Custodian's enters ability: it can resolve on any player's turn.
  'myr-custodian': 'any-time',
  // An instant.
  'broken-ambitions': 'any-time',
  // A triggered ability (Veteran Explorer dies): it resolves on any player's turn.
  'veteran-explorer': 'any-time',
  // A triggered ability ("at the beginning of combat on your turn"): its controller is the active player (the drill says so).
  'hakbal-of-the-surging-soul': 'any-time',
  // Rules illustrations (701.44d, 701.50d): no card is named.
  'each-creature-explores': 'any-time',
  // An instant.
  'change-of-plans': 'any-time',
  'each-creature-connives': 'any-time',
  // A rules illustration (802): no card is cast.
  combat: 'any-time',
  'soulfire-eruption': 'sorcery',
};

/** Whether the drill must say the resolving card was cast with flash: a sorcery on another player's turn. */
export const needsFlash = (scenario: Scenario): boolean =>
  CAST_TIMING[scenario.effect.id] === 'sorcery' && scenario.effect.controller !== scenario.activePlayer;

/** Why a drill's premise is not a board that can happen. */
export type PremiseProblem =
  | { code: 'not-a-player'; player: PlayerId }
  | { code: 'sorcery-timing'; effect: EffectId; controller: PlayerId; active: PlayerId }
  | { code: 'cannot-have-flash'; effect: EffectId; controller: PlayerId; active: PlayerId }
  | { code: 'flash-not-needed'; effect: EffectId }
  | { code: 'not-a-permanent'; card: string; types: CardType[] }
  | { code: 'same-name'; name: string; cards: string[] };

/** Card types that exist on the battlefield (110.4: artifact, creature, enchantment, land, planeswalker, battle). */
const PERMANENT: readonly CardType[] = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'];

/** Zones whose cards a drill shows or names (a library shows only how many cards it holds). */
const SEEN: readonly Zone[] = ['battlefield', 'hand', 'graveyard', 'exile'];

export interface Premise {
  scenario: Scenario;
  /** The drill says the resolving card was cast with flash. */
  flash: boolean;
  /**
   * Names the drill's words qualify with the card's owner ("for Ben's Grizzly Bears"): two cards
   * may share such a name when no owner has two of them (trigger-order's abilities and deaths).
   */
  namedWithOwner?: readonly string[];
}

export function premiseProblems({ scenario, flash, namedWithOwner = [] }: Premise): PremiseProblem[] {
  const problems: PremiseProblem[] = [];
  const { id: effect, controller } = scenario.effect;
  const active = scenario.activePlayer;
  for (const p of [controller, active, ...scenario.cards.map((c) => c.owner)]) {
    if (!scenario.players.includes(p) && !problems.some((x) => x.code === 'not-a-player' && x.player === p)) problems.push({ code: 'not-a-player', player: p });
  }
  const timing = CAST_TIMING[effect];
  if (controller !== active && timing === 'suspend-only') problems.push({ code: 'cannot-have-flash', effect, controller, active });
  else if (controller !== active && timing === 'sorcery' && !flash) problems.push({ code: 'sorcery-timing', effect, controller, active });
  else if (flash && !needsFlash(scenario)) problems.push({ code: 'flash-not-needed', effect });
  for (const c of scenario.cards) {
    if (c.zone === 'battlefield' && !c.types.some((t) => PERMANENT.includes(t))) problems.push({ code: 'not-a-permanent', card: c.id, types: c.types });
  }
  const byName = new Map<string, typeof scenario.cards>();
  for (const c of scenario.cards.filter((x) => SEEN.includes(x.zone))) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  for (const [name, cards] of byName) {
    if (cards.length < 2) continue;
    const owners = new Set(cards.map((c) => c.owner));
    if (namedWithOwner.includes(name) && owners.size === cards.length) continue;
    problems.push({ code: 'same-name', name, cards: cards.map((c) => c.id) });
  }
  return problems;
}
