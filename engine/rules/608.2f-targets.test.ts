// 608.2f, second sentence (Soulfire Eruption, the CR's example): APNAP order first between players,
// then the controller orders the actions on one player and the objects they control; each target's
// top card is exiled (face up) before the next choice; damage to a player is life loss (120.3a),
// lethal damage to a creature destroys it at the state-based check after the spell (704.5g).
import { describe, expect, it } from 'vitest';
import { startResolution, applyDecision } from '../play/resolve';
import { viewAs } from '../play/view';
import { timeline } from '../play/timeline';
import { parseScenario } from '../scenario/parse';
import type { GameState } from '../core/state';
import type { Decision, Scenario, ScenarioCard } from '../core/types';

const lib = (id: string, name: string, mv: number): ScenarioCard => ({ id, name, owner: 'Ben', zone: 'library', types: ['creature'], manaValue: mv });
const CARDS: ScenarioCard[] = [
  { id: 'bears', name: 'Grizzly Bears', owner: 'Cy', zone: 'battlefield', types: ['creature'], manaValue: 2, power: 2, toughness: 2 },
  lib('l1', 'Llanowar Elves', 1),
  lib('l2', 'Hill Giant', 4),
  lib('l3', 'Grizzly Bears', 2),
];
const soulfire = (extra: Partial<Scenario> = {}): Scenario => ({
  format: 'apnap/3',
  players: ['Ana', 'Ben', 'Cy'],
  activePlayer: 'Ben',
  cards: CARDS,
  targets: ['Ana', 'bears', 'Cy'],
  effect: { id: 'soulfire-eruption', controller: 'Ben' },
  ...extra,
});
/** The state after `decisions` (the timeline's last step); an illegal one throws its refusal. */
function run(s: Scenario, decisions: Decision[]): GameState {
  const t = timeline({ ...s, decisions });
  if (t.error) throw new Error(JSON.stringify(t.error));
  return t.steps[t.steps.length - 1]!.state;
}
const ben = (t: string): Decision => ({ player: 'Ben', choice: [t] });
const dealt = (s: GameState) => s.events.flatMap((e) => (e.type === 'exile-damage' ? [[e.target ?? e.creature!.name, e.amount]] : []));

describe('608.2f: APNAP order between players, the controller within one player\'s group', () => {
  it('asks Ben for Cy\'s group first (Ben, the active player, has no target), then Ana\'s', () => {
    const s = startResolution(soulfire());
    expect(s.pending).toMatchObject({ player: 'Ben', rule: '608.2f', question: 'soulfire-target', options: ['bears', 'Cy'] });
    const after = run(soulfire(), [ben('bears')]);
    // Ben chooses the second target of Cy's group after seeing the first exiled card.
    expect(after.pending?.options).toEqual(['Cy']);
    expect(after.board.exile).toEqual(['l1']);
    expect(run(soulfire(), [ben('bears'), ben('Cy')]).pending?.options).toEqual(['Ana']);
  });
  it('refuses Ana before Cy\'s group is finished, citing 608.2f', () => {
    const r = applyDecision(startResolution(soulfire()), ben('Ana'));
    expect(r).toMatchObject({ ok: false, error: { rule: '608.2f', code: 'illegal-option', params: { why: 'apnap-group', player: 'Ana', first: 'Cy' } } });
    const mid = applyDecision(run(soulfire(), [ben('bears')]), ben('Ana'));
    expect(mid).toMatchObject({ ok: false, error: { rule: '608.2f' } });
    // Not a target at all: 608.2d's "no such option".
    expect(applyDecision(startResolution(soulfire()), ben('Ben'))).toMatchObject({ ok: false, error: { rule: '608.2d', params: { why: 'not-a-target' } } });
  });
  it('exiles then deals damage one target at a time: the order inside a group changes what happens', () => {
    const bearsFirst = run(soulfire(), [ben('bears'), ben('Cy'), ben('Ana')]);
    expect(dealt(bearsFirst)).toEqual([['Grizzly Bears', 1], ['Cy', 4], ['Ana', 2]]);
    expect(bearsFirst.board.life).toMatchObject({ Cy: 16, Ana: 18, Ben: 20 });
    expect(bearsFirst.board.graveyard.Cy).toEqual([]);
    const cyFirst = run(soulfire(), [ben('Cy'), ben('bears'), ben('Ana')]);
    expect(dealt(cyFirst)).toEqual([['Cy', 1], ['Grizzly Bears', 4], ['Ana', 2]]);
    // 704.5g: destroyed at the check after the spell, not as the damage is dealt.
    const kinds = cyFirst.events.map((e) => e.type);
    expect(kinds.indexOf('lethal-damage')).toBeGreaterThan(kinds.indexOf('finish'));
    expect(cyFirst.board.graveyard.Cy).toEqual(['bears']);
    expect(cyFirst.done).toBe(true);
  });
  it('starts from the active player: on Cy\'s turn Cy\'s group still comes before Ana\'s; on Ana\'s turn Ana\'s first', () => {
    expect(startResolution(soulfire({ activePlayer: 'Cy' })).pending?.options).toEqual(['bears', 'Cy']);
    expect(startResolution(soulfire({ activePlayer: 'Ana' })).pending?.options).toEqual(['Ana']);
  });
  it('an empty library exiles nothing and deals 0 damage', () => {
    const s = run(soulfire({ cards: CARDS.slice(0, 2) }), [ben('bears'), ben('Cy'), ben('Ana')]);
    expect(dealt(s)).toEqual([['Grizzly Bears', 1], ['Cy', 0], ['Ana', 0]]);
  });
  it('every player sees the exiled cards (406.3: face up)', () => {
    const s = run(soulfire(), [ben('bears')]);
    expect(viewAs(s, 'Ana').board.exile).toEqual(['l1']);
  });
  it('a controlled controller (722): the controlling player decides in their place', () => {
    expect(startResolution(soulfire({ controlledBy: { Ben: 'Ana' } })).pending).toMatchObject({ player: 'Ben', decider: 'Ana' });
  });
});

describe('608.2f: the file (apnap/3 targets)', () => {
  it('refuses targets in an apnap/2 file, naming apnap/3', () => {
    const r = parseScenario({ ...soulfire(), format: 'apnap/2', effect: { id: 'wrath-of-god', controller: 'Ben' } });
    expect(r).toMatchObject({ ok: false, error: { code: 'format-field', params: { field: 'targets', format: 'apnap/3' } } });
  });
  it('ignores targets with another apnap/3 effect, and checks them with Soulfire Eruption', () => {
    expect(parseScenario({ ...soulfire(), targets: ['nobody'], effect: { id: 'wrath-of-god', controller: 'Ben' } }).ok).toBe(true);
    expect(parseScenario({ ...soulfire(), targets: ['nobody'] })).toMatchObject({ ok: false, error: { code: 'targets', path: 'targets[0]' } });
    expect(parseScenario({ ...soulfire(), targets: ['Cy', 'Cy'] })).toMatchObject({ ok: false, error: { params: { why: 'twice' } } });
    expect(parseScenario({ ...soulfire(), targets: [] })).toMatchObject({ ok: false, error: { params: { why: 'none' } } });
    const soft = CARDS.map((c) => (c.id === 'bears' ? { ...c, toughness: undefined } : c));
    expect(parseScenario({ ...soulfire(), cards: JSON.parse(JSON.stringify(soft)) })).toMatchObject({ ok: false, error: { params: { why: 'toughness' } } });
    expect(parseScenario(soulfire()).ok).toBe(true);
  });
});
