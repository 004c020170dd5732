// Every effect at every table (issue 45): random tables of each kind the `apnap/2` format describes
// (written as `apnap/3`, which reads them the same and has the effects of issue 48 as well),
// driven by random legal decisions, and the invariants every resolution keeps. The invariants are
// worked out here from the scenario alone (seats, active player, teams, control), not by asking the
// engine's table authority, so that a broken authority is caught (every-table.broken.test.ts).
import fc from 'fast-check';
import { EFFECT_IDS_V3 } from '../scenario/effect-ids';
import { scenarioArb } from './arbitraries';
import type { Applied } from '../play/resolve';
import type { GameState } from '../core/state';
import type { GameEvent } from '../core/events';
import { CARD_TYPES, type Decision, type EffectId, type PlayerId, type Scenario, type ScenarioCard } from '../core/types';

/** The tables: 2 players; 3–8; Two-Headed Giant; a controlled player alone and at a team table; players who leave. */
export const TABLE_KINDS = ['two', 'free-for-all', 'two-headed-giant', 'controlled', 'controlled-team', 'left-before', 'left-during'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export interface Engine {
  startResolution(s: Scenario): GameState;
  applyDecision(s: GameState, d: Decision): Applied;
}

/** Cards the engine reads by name, so that random boards trigger, copy and change types. */
const NAMED: readonly [string, ScenarioCard['types']][] = [
  ['Blood Artist', ['creature']],
  ['Zulaport Cutthroat', ['creature']],
  ['Archangel of Strife', ['creature']],
  ['Lightning Bolt', ['instant']],
  ['Blood Moon', ['enchantment']],
  ['Prismatic Omen', ['enchantment']],
  ['Rest in Peace', ['enchantment']],
  ['Leyline of the Void', ['enchantment']],
  ['Forest', ['land']],
  // apnap/3: replaces its controller's draw from an empty library (121.6b, 104.2b).
  ['Laboratory Maniac', ['creature']],
  // apnap/3's combat: can block any number of creatures (read by name in the combat effect only).
  ['Palace Guard', ['creature']],
];

/** Basic land cards, known by name (701.23i's searches). */
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

const extras = fc.record({
  names: fc.array(fc.option(fc.nat({ max: NAMED.length - 1 }), { nil: undefined }), { maxLength: 16 }),
  seating: fc.boolean(),
  control: fc.tuple(fc.nat(), fc.nat()),
  low: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 3 }),
  drainers: fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 3 }),
  teams: fc.boolean(),
  // apnap/3's combat (802): whom each creature of the active player attacks (none for some), and sizes.
  attack: fc.array(fc.option(fc.nat(), { nil: undefined }), { maxLength: 16 }),
  sizes: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 8 }),
  // apnap/3's Soulfire Eruption (608.2f): which players and creatures it targets (indexes, each once).
  targets: fc.uniqueArray(fc.nat({ max: 24 }), { minLength: 1, maxLength: 6 }),
  // More cards than the base generator's small boards: every player usually has something to choose.
  more: fc.array(
    fc.record({ owner: fc.nat(), zone: fc.constantFrom('hand', 'battlefield', 'battlefield', 'graveyard', 'library'), types: fc.uniqueArray(fc.constantFrom(...CARD_TYPES), { minLength: 1, maxLength: 2 }), named: fc.option(fc.nat({ max: NAMED.length - 1 }), { nil: undefined }) }),
    { minLength: 4, maxLength: 16 },
  ),
});

/** A random table of `kind` resolving `effect` (any effect of the catalog when none is given). */
export function tableArb(kind: TableKind, effects: readonly EffectId[] = EFFECT_IDS_V3): fc.Arbitrary<Scenario> {
  const seats = (s: Scenario) =>
    kind === 'two' ? s.players.length === 2 : kind === 'free-for-all' ? s.players.length >= 3 : kind === 'controlled' || kind === 'left-during' ? true : s.players.length === 4;
  return fc.record({ base: scenarioArb(effects).filter(seats), x: extras }).map(({ base, x }) => {
    const { players } = base;
    const p = (i: number) => players[i % players.length]!;
    const cards = base.cards.map((c, i) => {
      const n = c.name === 'Archangel of Strife' ? undefined : x.names[i];
      return n === undefined ? c : { ...c, name: NAMED[n]![0], types: NAMED[n]![1] };
    });
    for (const [k, m] of x.more.entries()) {
      const [name, types] = m.named === undefined ? [`Extra ${k}`, m.types] : NAMED[m.named]!;
      cards.push({ id: `x${k}`, name, owner: p(m.owner), zone: m.zone as ScenarioCard['zone'], types, manaValue: k % 5 });
    }
    // 701.23i: searchers need basic land cards in their libraries; 0 to 3 each, from the board's own
    // numbers, so that no random draw is added (the other effects' tables stay as they were).
    if (base.effect.id === 'veteran-explorer') {
      players.forEach((q, i) => {
        for (let k = 0; k < (i + x.more.length) % 4; k++) cards.push({ id: `basic-${i}-${k}`, name: BASICS[(i + k) % BASICS.length]!, owner: q, zone: 'library', types: ['land'] });
      });
    }
    const s: Scenario = { ...base, format: 'apnap/3', cards };
    const teamTable = kind === 'two-headed-giant' || kind === 'controlled-team' || (kind === 'left-before' && x.teams) || (kind === 'left-during' && x.teams && players.length === 4);
    if (teamTable) {
      const [a, b, c, d] = players as [PlayerId, PlayerId, PlayerId, PlayerId];
      s.teams = x.seating ? [[a, b], [c, d]] : [[b, c], [d, a]];
    }
    const mates = (q: PlayerId) => s.teams?.find((t) => t.includes(q)) ?? [q];
    if (kind === 'controlled' || kind === 'controlled-team') {
      const [i, j] = x.control;
      const by = p(j);
      // 722.3: nobody controls themselves; at a team table the controller is on the other team.
      const target = mates(by).includes(p(i)) ? players.find((q) => !mates(by).includes(q))! : p(i);
      s.controlledBy = { [target]: by };
    }
    if (kind === 'left-before' || kind === 'left-during') {
      // "Before": at 0 life as the effect begins, so they leave at the first check after it (704.5a,
      // 800.4). "During": at 1–2 life among Blood Artists and Zulaport Cutthroats, so that players
      // leave between the abilities' resolutions, with abilities of theirs waiting or on the stack.
      const life = kind === 'left-before' ? x.low.map(([i]) => [i, 0] as const) : x.low;
      s.life = Object.fromEntries(life.flatMap(([i, n]) => mates(p(i)).map((q) => [q, n])));
      for (const [k, [i, zulaport]] of x.drainers.entries()) {
        s.cards.push({ id: `drainer${k}`, name: zulaport ? 'Zulaport Cutthroat' : 'Blood Artist', owner: p(i), zone: 'battlefield', types: ['creature'], manaValue: 2 });
      }
    }
    if (s.effect.id === 'combat') addCombat(s, x.attack, x.sizes);
    if (s.effect.id === 'soulfire-eruption') addTargets(s, x.targets, x.sizes);
    return s;
  });
}

/**
 * apnap/3's combat (802): every creature on the battlefield gets a power and a toughness (208.1), and
 * the active player's creatures attack opponents chosen by `attack`. Not at a team table: a combat
 * file with teams is refused (805.10, scenario/combat.ts), so the engine never meets one.
 */
function addCombat(s: Scenario, attack: readonly (number | undefined)[], sizes: readonly [number, number][]): void {
  s.effect = { ...s.effect, controller: s.activePlayer };
  s.cards = s.cards.map((c, k) => (c.zone === 'battlefield' && c.types.includes('creature') ? { ...c, power: sizes[k % sizes.length]![0], toughness: sizes[k % sizes.length]![1] } : c));
  if (s.teams) return;
  const opponents = s.players.filter((q) => q !== s.activePlayer);
  const mine = s.cards.filter((c) => c.zone === 'battlefield' && c.types.includes('creature') && (c.controller ?? c.enteredUnder ?? c.owner) === s.activePlayer);
  s.attacks = Object.fromEntries(mine.flatMap((c, k) => (attack[k] === undefined ? [] : [[c.id, opponents[attack[k]! % opponents.length]!]])));
}

/**
 * apnap/3's Soulfire Eruption (608.2f): targets among the players and the creatures on the battlefield,
 * each creature with a toughness (208.1, 704.5g), at any kind of table (teams and controlled players too).
 */
function addTargets(s: Scenario, picks: readonly number[], sizes: readonly [number, number][]): void {
  s.cards = s.cards.map((c, k) => (c.zone === 'battlefield' && c.types.includes('creature') ? { ...c, power: sizes[k % sizes.length]![0], toughness: sizes[k % sizes.length]![1] } : c));
  const candidates = [...s.players, ...s.cards.filter((c) => c.zone === 'battlefield' && c.types.includes('creature')).map((c) => c.id)];
  s.targets = [...new Set(picks.map((i) => candidates[i % candidates.length]!))];
}

/** 510.1c-d: a division lists, for each creature (the options grouped by `creature>`), as many entries as its power (`amounts`). */
function division(p: NonNullable<GameState['pending']>, seed: number): string[] {
  const groups = new Map<string, string[]>();
  for (const o of p.options) groups.set(o.split('>')[0]!, [...(groups.get(o.split('>')[0]!) ?? []), o]);
  const amounts = (p.params.amounts as string[]).map(Number);
  return [...groups.values()].flatMap((g, i) => Array.from({ length: amounts[i] ?? 0 }, (_, k) => g[(seed + k) % g.length]!));
}

/** Drives to the end with seeded picks among the engine's own options (a seeded permutation, so that orderings are legal). */
export function play(engine: Engine, s: Scenario, seeds: readonly number[]): GameState[] {
  let state = engine.startResolution(s);
  const states = [state];
  for (let i = 0; state.pending && i < 2000; i++) {
    const p = state.pending;
    const seed = seeds[i % Math.max(1, seeds.length)] ?? 0;
    const shuffled = p.options.slice();
    for (let k = shuffled.length - 1; k > 0; k--) {
      const j = (seed + k * 7) % (k + 1);
      [shuffled[k], shuffled[j]] = [shuffled[j]!, shuffled[k]!];
    }
    // 701.23i: a question of "up to N" cards (min < max) takes between one and N of them.
    const some = p.min < p.max ? 1 + (seed % p.max) : 1;
    // 802.4: all of a player's blocks at once, one attacker per blocker (509.1a), so that attackers blocked by several creatures divide their damage.
    const blocks = () => shuffled.filter((o, k) => shuffled.findIndex((x) => x.split('>')[0] === o.split('>')[0]) === k).slice(0, 1 + (seed % 4));
    const choice = p.repeat ? division(p, seed) : p.min === 0 && seed % 3 === 0 ? [] : p.question === 'declare-blockers' ? blocks() : shuffled.slice(0, Math.max(some, p.min));
    const r = engine.applyDecision(state, { player: p.player, choice });
    if (!r.ok) throw new Error(`[legal] the engine refused its own option: ${r.error.code} ${JSON.stringify(r.error.params)}`);
    state = r.state;
    states.push(state);
  }
  return states;
}

// ---- the table worked out from the scenario (the reference) ---------------------------------

const rotate = (seats: readonly PlayerId[], first: PlayerId) => {
  const i = Math.max(0, seats.indexOf(first));
  return [...seats.slice(i), ...seats.slice(0, i)];
};
const teamOf = (s: Scenario, p: PlayerId): PlayerId[] => s.teams?.find((t) => t.includes(p)) ?? [p];
/** 101.4 / 805.6: the sides' positions from the active player's. */
const sideIndex = (s: Scenario, p: PlayerId): number => {
  const sides: PlayerId[][] = [];
  for (const q of rotate(s.players, s.activePlayer)) if (!sides.some((x) => x.includes(q))) sides.push(teamOf(s, q));
  return sides.findIndex((x) => x.includes(p));
};
/** 722.5, 805.8, 800.4a: who decides for `p` (undefined: `p`). */
const expectedDecider = (s: Scenario, lost: readonly PlayerId[], p: PlayerId): PlayerId | undefined => {
  for (const q of teamOf(s, p)) {
    const by = s.controlledBy && Object.hasOwn(s.controlledBy, q) ? s.controlledBy[q] : undefined;
    if (by !== undefined && !lost.includes(by) && !teamOf(s, p).includes(by)) return by;
  }
  return undefined;
};
/** Curse of Echoes' enchanted player (the owner of the first instant or sorcery card in a hand). */
const enchanted = (s: Scenario) => s.cards.find((c) => c.zone === 'hand' && c.types.some((t) => t === 'instant' || t === 'sorcery'))?.owner;
const SEQUENTIAL: readonly EffectId[] = ['councils-judgment', 'hypergenesis', 'rituel-errata'];

const fail = (invariant: string, what: string): never => {
  throw new Error(`[${invariant}] ${what}`);
};

// ---- the rounds of the effect, read from its log ---------------------------------------------

/** Events that end a round (the actions its finish sets off); choices, skips and at-once actions do not. */
const ENDS_ROUND = new Set(['sacrifice', 'discard', 'destroy', 'life', 'exile', 'reveal', 'mulligan', 'bottom', 'repeat', 'copies-on-stack', 'extra-turn', 'timestamps', 'replaced', 'discard-hands', 'draw', 'look', 'scry', 'clash-reveal', 'clash', 'mill', 'finish']);
/** 701.44d / 701.50d: a player's choices of a permanent and of what its action asks are one turn of the process. */
const ONE_TURN: Readonly<Record<string, string>> = { 'choose-explorer': 'explore', 'explore-keep': 'explore', 'choose-conniver': 'connive', 'connive-discard': 'connive' };
const family = (e: GameEvent): string | null => {
  if (e.type === 'vote') return 'vote';
  if (e.type !== 'choose' && e.type !== 'skip') return null;
  if (Object.hasOwn(ONE_TURN, e.question)) return ONE_TURN[e.question]!;
  return e.question.startsWith('keep-') ? 'keep' : e.question.startsWith('sacrifice-') ? e.question : e.question;
};

/** Each round of the effect: the players who chose or were passed over, in the order of the log. */
function rounds(events: readonly GameEvent[]): { key: string; players: PlayerId[] }[] {
  const out = new Map<string, PlayerId[]>();
  let segment = 0;
  let nested = 0;
  let last: string | null = null;
  for (const e of events) {
    if (e.type === 'finish') break;
    // 104.1: a game that ends during a round (Laboratory Maniac, 104.2b) ends it: the players after
    // the winner never act, so that round is left out of the checks.
    if (e.type === 'game-over') {
      if (last !== null) out.delete(last);
      break;
    }
    if (ENDS_ROUND.has(e.type) || (e.type === 'enter' && e.how !== 'at-once')) segment++;
    // 614.12a / 101.4: each "as enters" round is a round of its own, inside the round it interrupts.
    if (e.type === 'as-enters' || e.type === 'restart') nested++;
    const f = family(e);
    if (f === null || e.player === undefined) continue;
    const key = f === 'war-or-peace' ? `w${nested}` : `${segment}:${f}`;
    const list = out.get(key) ?? [];
    list.push(e.player);
    out.set(key, list);
    last = key;
  }
  return [...out].map(([key, players]) => ({ key, players }));
}

/** The players' blocks of a round: consecutive entries of one player are one block. */
const blocks = (players: readonly PlayerId[]) => players.filter((p, i) => i === 0 || players[i - 1] !== p);

// ---- the invariants ----------------------------------------------------------------------------

/** Checks every invariant on one resolution; throws `[invariant] what` on the first broken one. */
export function checkResolution(s: Scenario, states: readonly GameState[]): void {
  const end = states[states.length - 1]!;
  const events = end.events;
  // 1. The order of deciders follows the table: who decides (722.5, 805.8) and in which order (101.4, 805.6).
  for (const st of states) {
    const p = st.pending;
    if (!p) continue;
    const want = expectedDecider(s, st.board.lost, p.player);
    if (p.decider !== want) fail('order', `${p.question}: ${p.player}'s decision made by ${p.decider ?? p.player}, expected ${want ?? p.player}`);
  }
  const all = rounds(events);
  for (const r of all) {
    const b = blocks(r.players);
    // 2. No player asked twice for one decision: one block per player in a round.
    const twice = b.find((q, i) => b.indexOf(q) !== i);
    if (twice !== undefined) fail('asked-twice', `round ${r.key}: ${twice} asked twice (${b.join(', ')})`);
    const sequential = SEQUENTIAL.includes(s.effect.id) && !r.key.startsWith('w');
    const rank = (q: PlayerId) => (sequential ? rotate(s.players, s.effect.controller).indexOf(q) : s.teams ? sideIndex(s, q) : rotate(s.players, s.activePlayer).indexOf(q));
    for (let i = 1; i < b.length; i++) {
      if (rank(b[i]!) < rank(b[i - 1]!) || (!s.teams && rank(b[i]!) === rank(b[i - 1]!))) fail('order', `round ${r.key}: ${b[i]} after ${b[i - 1]} (${b.join(', ')})`);
    }
    // 3. Every player the effect names acts (or is passed over) exactly once in each round.
    const named = s.players.filter((q) => !(s.effect.id === 'curse-of-echoes' && !r.key.startsWith('w') && q === enchanted(s)));
    // 608.2f: Soulfire Eruption names one player to act, its controller, who orders every target.
    if (s.effect.id === 'soulfire-eruption') named.splice(0, named.length, s.effect.controller);
    const missing = named.filter((q) => !b.includes(q));
    if (missing.length) fail('acts-once', `round ${r.key}: ${missing.join(', ')} never acted (${b.join(', ')})`);
  }
  // 1 (objects). Objects put on the stack or given timestamps at once go by the same order: the
  // active player's (team's) first, then each other side in turn order (405.3, 613.7m with 805.6);
  // so do the players drawing at once (121.2c, 805.6a).
  const drawers = events.flatMap((e) => (e.type === 'draw' ? [e.player] : []));
  // 608.2f: the targets of one action taken one at a time go player by player in APNAP order.
  const struck = events.flatMap((e) => (e.type === 'exile-damage' ? [e.target ?? e.creature!.player] : []));
  const rankOf = (q: PlayerId) => (s.teams ? sideIndex(s, q) : rotate(s.players, s.activePlayer).indexOf(q));
  const early = struck.findIndex((q, i) => i > 0 && rankOf(q) < rankOf(struck[i - 1]!));
  if (early > 0) fail('order', `exile-damage: ${struck[early]}'s target after ${struck[early - 1]}'s (${struck.join(', ')})`);
  for (const e of [...events, { type: 'draws' as const, drawers }]) {
    const owners = e.type === 'copies-on-stack' ? e.copies.map((c) => c.controller) : e.type === 'timestamps' ? e.order.map((x) => x.player) : e.type === 'draws' ? e.drawers : [];
    const rank = (q: PlayerId) => (s.teams ? sideIndex(s, q) : rotate(s.players, s.activePlayer).indexOf(q));
    const back = owners.findIndex((q, i) => i > 0 && rank(q) < rank(owners[i - 1]!));
    if (back > 0) fail('order', `${e.type}: ${owners[back]}'s object after ${owners[back - 1]}'s (${owners.join(', ')})`);
  }
  const controllerTeam = teamOf(s, s.effect.controller);
  const lostAt = (p: PlayerId) => events.findIndex((e) => e.type === 'lose-game' && e.player === p);
  for (const [i, e] of events.entries()) {
    // 4. Nobody on the controller's team is treated as an opponent (102.2, 102.3).
    if (e.type === 'choose' && e.question === 'villainous-choice' && controllerTeam.includes(e.player)) fail('opponents', `${e.player} faces the villainous choice of ${s.effect.controller}, a teammate`);
    if (e.type === 'choose' && e.question === 'scry-may' && controllerTeam.includes(e.player)) fail('opponents', `${e.player} may scry 1 for ${s.effect.controller}'s Myr Custodian, a teammate`);
    if (e.type === 'choose' && e.question === 'clash-opponent' && controllerTeam.includes(e.choice[0] ?? '')) fail('opponents', `${s.effect.controller} clashes with ${e.choice[0]}, a teammate`);
    if (e.type === 'resolve' && !e.countered && e.ability.targets.length === 0) {
      const mine = teamOf(s, e.ability.controller);
      const hit = e.changes.filter((c) => c.amount < 0 && c.player !== e.ability.controller).map((c) => c.player);
      const wrong = hit.find((q) => mine.includes(q));
      if (wrong !== undefined) fail('opponents', `${e.ability.source}'s "each opponent" hits ${wrong}, ${e.ability.controller}'s teammate`);
    }
    // 7. Nothing controlled by a player who left reaches the stack (800.4a, 800.4d).
    if (e.type === 'put-on-stack') {
      const gone = e.abilities.find((a) => lostAt(a.controller) >= 0 && lostAt(a.controller) < i);
      if (gone) fail('left', `${gone.controller} has left, yet their ability goes on the stack`);
    }
  }
  // 5. An extra turn is a team's at a team table (805.8), one per team (one per player alone: 500.7).
  const turns = events.filter((e) => e.type === 'extra-turn');
  if (s.effect.id === 'each-player-takes-an-extra-turn') {
    const sides = new Set(s.players.map((q) => teamOf(s, q).join('+')));
    if (turns.length !== sides.size) fail('extra-turn', `${turns.length} extra turns for ${sides.size} ${s.teams ? 'teams' : 'players'}`);
    if (s.teams && turns.some((e) => e.type === 'extra-turn' && !e.team)) fail('extra-turn', 'an extra turn at a team table is not a team’s');
  }
  for (const st of states) {
    // 6. A team has one life total (810.4) and loses together (810.8a).
    for (const t of s.teams ?? []) {
      const [a, b] = t as [PlayerId, PlayerId];
      if (st.board.life[a] !== st.board.life[b]) fail('team-life', `${a} at ${st.board.life[a]} life, ${b} at ${st.board.life[b]}: one team, two totals`);
      if (st.board.lost.includes(a) !== st.board.lost.includes(b)) fail('team-life', `${a} and ${b}: one lost, not the other`);
    }
    // 7. Nothing controlled by a player who has left stays on the stack or waits to go there (800.4a,
    // 800.4d), once they have left (and while the game goes on: at its end nothing happens any more, 104.2a).
    if (st.resolution.leaving.length === 0 && !st.resolution.over) {
      const left = st.board.lost;
      const onStack = st.board.stack.find((x) => left.includes(x.controller));
      if (onStack) fail('left', `${onStack.controller} has left, yet controls an object on the stack`);
      const waiting = st.board.waiting.find((id) => left.includes(st.resolution.abilities[id]?.controller ?? ''));
      if (waiting) fail('left', `${waiting} waits to go on the stack, controlled by a player who has left`);
    }
  }
}
