// Combat with several defending players: blocks declared in APNAP order (802.4, 802.4a-b, 509.1a),
// damage assignments announced in APNAP order (703.4k, 802.5, 510.1c-d), dealt at once (510.2),
// lethal damage (704.5g); Two-Headed Giant refused (805.10); a controlled defending player (722).
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { startResolution, applyDecision } from '../play/resolve';
import { viewAs } from '../play/view';
import { replay } from '../practice/play';
import { parseScenario } from '../scenario/parse';
import type { GameState } from '../core/state';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

const creature = (id: string, name: string, owner: string, power: number, toughness: number): ScenarioCard => ({ id, name, owner, zone: 'battlefield', types: ['creature'], manaValue: 2, power, toughness });
const CARDS: ScenarioCard[] = [
  creature('a1', 'Grizzly Bears', 'Ana', 2, 2),
  creature('a2', 'Grizzly Bears', 'Ana', 2, 2),
  creature('a3', 'Grizzly Bears', 'Ana', 2, 2),
  creature('guard', 'Palace Guard', 'Ben', 1, 4),
  creature('rune', 'Runeclaw Bear', 'Cy', 2, 2),
  creature('cyb', 'Grizzly Bears', 'Cy', 2, 2),
  creature('deeb', 'Grizzly Bears', 'Dee', 2, 2),
];
const combat = (extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players: ['Ana', 'Ben', 'Cy', 'Dee'],
  activePlayer: 'Ana',
  cards: CARDS,
  attacks: { a1: 'Ben', a2: 'Ben', a3: 'Cy' },
  effect: { id: 'combat', controller: 'Ana' },
  ...extra,
});
const BEN = { player: 'Ben', choice: ['guard>a1', 'guard>a2'] };
const CY = { player: 'Cy', choice: ['rune>a3', 'cyb>a3'] };
// Replays the decisions, throwing on a refused one (the engine's own replay).
const run = (s: Scenario, decisions: Decision[]): GameState => replay(s, decisions);

describe('802.4: each defending player in APNAP order declares all their blocks, then the next', () => {
  it('asks Ben, then Cy; Dee, attacked by nothing, has no block to declare (802.4a)', () => {
    expect(startResolution(combat()).pending).toMatchObject({ player: 'Ben', rule: '802.4', question: 'declare-blockers', known: [] });
    const s = run(combat(), [BEN]);
    expect(s.pending).toMatchObject({ player: 'Cy', known: [{ player: 'Ben', choice: ['guard>a1', 'guard>a2'] }] });
    const after = run(combat(), [BEN, CY]);
    // Ana, the attacking player, and Dee, attacked by nothing, are passed over (802.2, 802.4a).
    expect(after.events.filter((e) => e.type === 'skip').map((e) => e.player)).toEqual(['Ana', 'Dee']);
  });
  it('starts from the active player: on Cy\'s turn, Dee then Ana declare, Ben last', () => {
    const cards = [...CARDS, creature('cy2', 'Grizzly Bears', 'Cy', 2, 2)];
    const s = startResolution(combat({ activePlayer: 'Cy', cards, attacks: { rune: 'Ana', cyb: 'Dee', cy2: 'Ben' }, effect: { id: 'combat', controller: 'Cy' } }));
    expect(s.pending?.player).toBe('Dee');
    const order = run({ ...combat({ activePlayer: 'Cy', cards, attacks: { rune: 'Ana', cyb: 'Dee', cy2: 'Ben' }, effect: { id: 'combat', controller: 'Cy' } }) }, [
      { player: 'Dee', choice: [] },
      { player: 'Ana', choice: [] },
    ]).pending?.player;
    expect(order).toBe('Ben');
  });
  it('shows the later defending player the earlier blocks, and the earlier one nothing of the later (view-as, 101.4b)', () => {
    const atCy = run(combat(), [BEN]);
    expect(viewAs(atCy, 'Cy').choices).toEqual([{ player: 'Ben', choice: ['guard>a1', 'guard>a2'], faceDown: false }]);
    expect(viewAs(startResolution(combat()), 'Ben').choices).toEqual([]);
  });
  it('802.4a: only your own creatures, only creatures attacking you', () => {
    expect(startResolution(combat()).pending?.options.sort()).toEqual(['guard>a1', 'guard>a2']);
    const r = applyDecision(startResolution(combat()), { player: 'Ben', choice: ['guard>a3'] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-option', rule: '608.2d' });
  });
  it('802.4b: Cy\'s legal blocks ignore Ben\'s attackers and blockers', () => {
    const noBlocks = run(combat(), [{ player: 'Ben', choice: [] }]).pending?.options;
    expect(run(combat(), [BEN]).pending?.options).toEqual(noBlocks);
    expect(noBlocks?.sort()).toEqual(['cyb>a3', 'rune>a3']);
  });
  it('509.1a: a creature blocks one attacker; Palace Guard can block any number of creatures', () => {
    const cards = CARDS.map((c) => (c.id === 'guard' ? { ...c, name: 'Hill Giant' } : c));
    const r = applyDecision(startResolution(combat({ cards })), BEN);
    expect(r.ok ? null : r.error).toMatchObject({ rule: '509.1a', code: 'illegal-option', params: { why: 'blocks-one', name: 'Hill Giant' } });
    expect(applyDecision(startResolution(combat()), BEN).ok).toBe(true);
  });
});

describe('703.4k, 802.5, 510.1: damage assignments announced in APNAP order, dealt at once (510.2)', () => {
  it('Ana divides first (510.1c), then Ben knowing it (510.1d); Cy has nothing to divide', () => {
    const s = run(combat(), [BEN, CY]);
    expect(s.pending).toMatchObject({ player: 'Ana', rule: '703.4k', question: 'divide-combat-damage', min: 2, max: 2, repeat: true });
    expect(s.pending?.options.sort()).toEqual(['a3>cyb', 'a3>rune']);
    const ben = run(combat(), [BEN, CY, { player: 'Ana', choice: ['a3>rune', 'a3>rune'] }]);
    expect(ben.pending).toMatchObject({ player: 'Ben', min: 1, max: 1, known: [{ player: 'Ana', choice: ['a3>rune', 'a3>rune'] }] });
    expect(ben.pending?.options.sort()).toEqual(['guard>a1', 'guard>a2']);
    // Cy has nothing to divide: passed over, with the rule (510.1), after Ben.
    const end = run(combat(), [BEN, CY, { player: 'Ana', choice: ['a3>rune', 'a3>rune'] }, { player: 'Ben', choice: ['guard>a1'] }]);
    expect(end.events.filter((e) => e.type === 'skip' && e.question === 'divide-combat-damage').map((e) => e.player)).toEqual(['Cy', 'Dee']);
  });
  it('deals every assignment at once and destroys the creatures dealt lethal damage (704.5g)', () => {
    const r = judge({ ...combat(), decisions: [BEN, CY, { player: 'Ana', choice: ['a3>rune', 'a3>cyb'] }, { player: 'Ben', choice: ['guard>a2'] }] });
    expect(r.ok).toBe(true);
    const dealt = r.events.find((e) => e.type === 'combat-damage');
    expect(dealt).toMatchObject({ rule: '510.2' });
    // Palace Guard takes 2 + 2 = 4 (toughness 4); Runeclaw Bear and Cy's Bears 1 each; Ana's third Bear 2 + 2.
    expect(dealt?.type === 'combat-damage' && dealt.lethal.map((x) => x.card).sort()).toEqual(['a3', 'guard']);
    expect(r.state.graveyard).toMatchObject({ Ana: ['a3'], Ben: ['guard'], Cy: [] });
  });
  it('510.1c: the entries of a creature add up to its power', () => {
    const r = applyDecision(run(combat(), [BEN, CY]), { player: 'Ana', choice: ['a3>rune'] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'wrong-count' });
  });
  it('an unblocked attacker deals its damage to the player it attacks', () => {
    const r = judge({ ...combat(), decisions: [{ player: 'Ben', choice: [] }, { player: 'Cy', choice: [] }] });
    expect(r.ok).toBe(true);
    expect(r.state.life).toMatchObject({ Ana: 20, Ben: 16, Cy: 18, Dee: 20 });
    expect(r.events.find((e) => e.type === 'blocks')).toMatchObject({ blocks: [], unblocked: [{ card: 'a1', attacks: 'Ben' }, { card: 'a2', attacks: 'Ben' }, { card: 'a3', attacks: 'Cy' }] });
  });
});

describe('722, 805.10: a controlled defending player; Two-Headed Giant', () => {
  it('722: Dee, who controls Cy, declares Cy\'s blocks in Cy\'s APNAP place', () => {
    const s = run(combat({ controlledBy: { Cy: 'Dee' } }), [BEN]);
    expect(s.pending).toMatchObject({ player: 'Cy', decider: 'Dee' });
  });
  it('805.10: a combat file with teams is refused, naming 805.10', () => {
    const r = parseScenario(combat({ teams: [['Ana', 'Ben'], ['Cy', 'Dee']], attacks: { a1: 'Cy' } }));
    expect(r.ok ? null : r.error).toEqual({ path: 'teams', code: 'combat', params: { why: 'two-headed-giant', rule: '805.10' } });
  });
  it('refuses an attacker the active player does not control, an attack on themselves, a creature without power', () => {
    const bad = (s: Scenario) => {
      const r = parseScenario(s);
      return r.ok ? null : r.error;
    };
    expect(bad(combat({ attacks: { guard: 'Cy' } }))).toMatchObject({ path: 'attacks.guard', code: 'combat', params: { why: 'attacker', rule: '508.1a' } });
    expect(bad(combat({ attacks: { a1: 'Ana' } }))).toMatchObject({ code: 'combat', params: { why: 'target' } });
    expect(bad(combat({ cards: CARDS.map((c) => (c.id === 'rune' ? { ...c, toughness: undefined } : c)) }))).toMatchObject({ path: 'cards[4].toughness', params: { why: 'power-toughness' } });
    expect(bad(combat({ effect: { id: 'combat', controller: 'Ben' } }))).toMatchObject({ path: 'effect.controller', params: { why: 'controller', rule: '506.2' } });
  });
  it('refuses the combat fields in apnap/1 and apnap/2 files, naming apnap/3', () => {
    const v2 = { ...combat(), format: 'apnap/2', effect: { id: 'wrath-of-god', controller: 'Ana' } };
    expect(parseScenario(v2)).toMatchObject({ ok: false, error: { path: 'attacks', code: 'format-field', params: { field: 'attacks', format: 'apnap/3', declared: 'apnap/2' } } });
    expect(parseScenario(JSON.parse(JSON.stringify({ ...v2, attacks: undefined, format: 'apnap/1' })))).toMatchObject({ ok: false, error: { path: 'cards[0].power', code: 'format-field', params: { format: 'apnap/3' } } });
  });
  it('an apnap/3 file of another effect ignores the combat fields', () => {
    const wrath = judge({ ...combat(), effect: { id: 'wrath-of-god', controller: 'Ana' } });
    const plain = judge({ ...combat(), attacks: undefined, cards: CARDS.map((c) => ({ ...c, power: undefined, toughness: undefined })), effect: { id: 'wrath-of-god', controller: 'Ana' } });
    expect(wrath.events).toEqual(plain.events);
  });
});
