// Every drill the generator offers is a board that can happen (version 2 on), over thousands of
// seeds per topic. The expectations are the cards' own: the test keeps its own list of which
// resolving cards are sorceries (their printed type lines) and of the permanent types (110.4),
// rather than reading premise.ts. CI size by default (1,200 seeds); FULL_PROPERTIES=1 for the
// full size (6,000), or PROPERTY_RUNS=N seeds (engine/testing/property-runs.ts).
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/property-runs';
import { generateDrill, GENERATOR_VERSION, TOPIC_IDS } from './index';
import type { Drill } from './index';
import { premiseProblems } from './premise';

const RUNS = propertyRuns(6_000);
const PER_TOPIC = Math.max(1, Math.ceil(RUNS / TOPIC_IDS.length));

/** The resolving cards printed as sorceries (Rituel: « Rituel », the French type line; Hypergenesis: no mana cost, suspend). */
const SORCERIES = ['smallpox', 'cataclysm', 'stronghold-gambit', 'councils-judgment', 'show-and-tell', 'hypergenesis', 'rituel-original', 'rituel-errata', 'wrath-of-god',
  'wheel-of-fortune',
  'soulfire-eruption'];
/** The effects with no card named ("Each player sacrifices a creature"): an instant or an ability will do. */
const NO_CARD = ['each-player-sacrifices-a-creature', 'each-player-discards-a-card'];
const PERMANENT_TYPES = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'];
/**
 * No sorcery resolves: Curse of Echoes' triggered ability (the spell it copies is an instant, cast by
 * the enchanted player at any time), and the rules illustrations of 500.7 and 802 (no card named).
 */
const NOT_CAST = ['curse-of-echoes', 'each-player-takes-an-extra-turn', 'myr-custodian',
  // Veteran Explorer's triggered ability (701.23i): it resolves on any player's turn.
  'veteran-explorer',
  'hakbal-of-the-surging-soul',
  'combat'];
/** The resolving cards printed as instants (Broken Ambitions: "Instant"), cast at any time. */
const INSTANTS = ['broken-ambitions'];
/** The topics whose drills never resolve a sorcery: none of them needs flash. */
const NO_SORCERY_TOPICS = ['copy-order', 'extra-turn-order', 'clash-order', 'scry-order',
  'search-order',
  'explore-again',
  'defender-sees'];
/** Topics that name each card with its owner, so one of a name per owner (two Laboratory Maniacs). */
const OWNER_NAMED_TOPICS = ['trigger-order',
  'draw-order'];

/** What is wrong with a drill's premise, in words, read from the drill alone. */
function impossible(d: Drill): string[] {
  const out: string[] = [];
  const { id: effect, controller } = d.scenario.effect;
  const active = d.scenario.activePlayer;
  const flash = d.facts.flash === true;
  if (!SORCERIES.includes(effect) && !NO_CARD.includes(effect) && !NOT_CAST.includes(effect) && !INSTANTS.includes(effect)) out.push(`${effect}: a resolving card this test does not know`);
  if (![controller, active, ...d.scenario.cards.map((c) => c.owner)].every((p) => d.scenario.players.includes(p))) out.push('a player who is not at the table');
  // 307.1: a sorcery is cast by the active player (main phase, empty stack: the scenario has no other stack item).
  if (SORCERIES.includes(effect) && controller !== active) {
    if (effect === 'hypergenesis') out.push('Hypergenesis on another player’s turn (no mana cost: cast from suspend in its owner’s upkeep)');
    else if (!flash) out.push(`${controller} casts ${effect}, a sorcery, on ${active}’s turn without flash`);
  } else if (flash) out.push('says flash where none is needed');
  for (const c of d.scenario.cards) {
    if (c.zone === 'battlefield' && !c.types.some((t) => PERMANENT_TYPES.includes(t))) out.push(`${c.name} (${c.types.join(' ')}) on the battlefield`);
  }
  // Names: unique among the cards a drill shows; trigger-order names each card with its owner, so one per owner there.
  const shown = d.scenario.cards.filter((c) => c.zone !== 'library');
  const key = (c: (typeof shown)[number]) => (OWNER_NAMED_TOPICS.includes(d.topic) ? `${c.owner}:${c.name}` : c.name);
  const keys = shown.map(key);
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (twice.length) out.push(`two cards named ${twice.join(', ')}`);
  // Curse of Echoes: the spell is an instant in the enchanted player's hand; the Curse an opponent's Aura.
  if (d.facts.topic === 'copy-order') {
    const spell = d.scenario.cards.find((c) => c.zone === 'hand');
    if (!spell?.types.includes('instant')) out.push('the copied spell is not an instant');
    const curse = d.scenario.cards.find((c) => c.name === 'Curse of Echoes');
    if (!curse || curse.zone !== 'battlefield' || curse.owner === d.facts.enchanted) out.push('no Curse of Echoes on an opponent of the enchanted player');
  }
  if (d.facts.topic === 'trigger-order') {
    for (const s of d.facts.stated) {
      const abilities = s.kind === 'order' ? s.abilities : s.kind === 'one' ? [s.ability] : [];
      for (const a of abilities) if (a.died && !d.scenario.players.includes(a.died.owner)) out.push(`an ability for a creature with no owner: ${JSON.stringify(a)}`);
    }
  }
  return out;
}

describe(`drill premises are boards that can happen (version ${GENERATOR_VERSION}, ${PER_TOPIC} seeds per topic)`, () => {
  it.each([...TOPIC_IDS])('%s', (topic) => {
    const failures: string[] = [];
    let flashes = 0;
    let sorceries = 0;
    for (let i = 0; i < PER_TOPIC && failures.length < 10; i++) {
      // Spread over the seed range, with the seeds the reviews named among them.
      const seed = i < 4 ? [0, 1, 42, 2026][i]! : (Math.imul(i, 2654435761) >>> 0);
      const d = generateDrill(seed, topic);
      expect(d.version).toBe(GENERATOR_VERSION);
      if (d.facts.flash) flashes++;
      if (SORCERIES.includes(d.scenario.effect.id)) sorceries++;
      const wrong = impossible(d);
      if (wrong.length) failures.push(`v=${d.version}&seed=${seed}&topic=${topic}: ${wrong.join('; ')}`);
    }
    expect(failures).toEqual([]);
    // The drills on another player's turn are kept (said with flash), not dropped; a topic whose
    // effect is no sorcery (Curse of Echoes' trigger, the extra turns, team-order's "each player
    // sacrifices a creature") never needs flash.
    if (PER_TOPIC >= 50 && sorceries > 0) expect(flashes).toBeGreaterThan(PER_TOPIC / 10);
    if (NO_SORCERY_TOPICS.includes(topic)) expect(flashes).toBe(0);
  }, 120_000);
});

describe('the premise check finds what version 1 got wrong (its links still open those drills)', () => {
  it('Wrath of God cast on another player’s turn, without flash (trigger-order, seeds 42 and 2026)', () => {
    for (const seed of [42, 2026]) {
      const d = generateDrill(seed, 'trigger-order', 1);
      expect(d.scenario.effect.controller).not.toBe(d.scenario.activePlayer);
      expect(impossible(d)).toContain(`${d.scenario.effect.controller} casts wrath-of-god, a sorcery, on ${d.scenario.activePlayer}’s turn without flash`);
      expect(premiseProblems({ scenario: d.scenario, flash: false, namedWithOwner: d.scenario.cards.map((c) => c.name) })).toEqual([
        { code: 'sorcery-timing', effect: 'wrath-of-god', controller: d.scenario.effect.controller, active: d.scenario.activePlayer },
      ]);
      // Version 2's drill for the same link says it was cast with flash (the words: components/practice/narration.test.ts).
      expect(generateDrill(seed, 'trigger-order').facts.flash).toBe(true);
    }
  });
  it('two Grizzly Bears on one table (where-cards-go, seed 0)', () => {
    const d = generateDrill(0, 'where-cards-go', 1);
    expect(d.scenario.cards.filter((c) => c.name === 'Grizzly Bears' && c.zone !== 'library')).toHaveLength(2);
    expect(premiseProblems({ scenario: d.scenario, flash: false })).toContainEqual({ code: 'same-name', name: 'Grizzly Bears', cards: ['bears', 'bears-2'] });
    expect(impossible(generateDrill(0, 'where-cards-go'))).toEqual([]);
  });
  it('a Rituel cast by a nonactive player without saying how', () => {
    const d = [...Array(50).keys()].map((s) => generateDrill(s, 'rituel', 1)).find((x) => x.scenario.effect.controller !== x.scenario.activePlayer)!;
    expect(premiseProblems({ scenario: d.scenario, flash: false }).map((p) => p.code)).toContain('sorcery-timing');
  });
  it('refuses an instant on the battlefield, Hypergenesis on another player’s turn, and flash said for nothing', () => {
    const d = generateDrill(3, 'where-cards-go');
    const scenario = { ...d.scenario, activePlayer: d.scenario.players[0]!, effect: { id: 'hypergenesis' as const, controller: d.scenario.players[1]! } };
    const cards = [...scenario.cards, { id: 'x', name: 'Shock', owner: scenario.players[0]!, zone: 'battlefield' as const, types: ['instant' as const] }];
    const codes = premiseProblems({ scenario: { ...scenario, cards }, flash: true }).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['cannot-have-flash', 'not-a-permanent']));
    const own = { ...scenario, effect: { id: 'smallpox' as const, controller: scenario.activePlayer } };
    expect(premiseProblems({ scenario: own, flash: true }).map((p) => p.code)).toContain('flash-not-needed');
  });
});
