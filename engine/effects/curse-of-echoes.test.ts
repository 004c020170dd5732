// Curse of Echoes (405.3): each other player, in APNAP order, may copy the enchanted player's spell;
// the copies go on the stack at the same time, the active player's lowest, so the last copier in
// APNAP order controls the top copy and it resolves first (405.5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apnapOrder } from '../core/order';
import { propertyRuns } from '../testing/property-runs';
import { applyDecision, startResolution } from '../play/resolve';
import { timeline } from '../play/timeline';
import type { Decision, PlayerId, Scenario } from '../core/types';
import type { GameState } from '../core/state';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

function curse(o: { players?: PlayerId[]; active?: PlayerId; enchanted: PlayerId; controller?: PlayerId; decisions?: Decision[]; format?: 'apnap/1' | 'apnap/2' }): Scenario {
  const players = o.players ?? ['Ana', 'Ben', 'Cy'];
  return {
    format: o.format ?? 'apnap/2',
    players,
    activePlayer: o.active ?? players[0]!,
    cards: [
      { id: 'curse', name: 'Curse of Echoes', owner: o.controller ?? players[0]!, zone: 'battlefield', types: ['enchantment'], manaValue: 5 },
      { id: 'bolt', name: 'Lightning Bolt', owner: o.enchanted, zone: 'hand', types: ['instant'], manaValue: 1 },
    ],
    effect: { id: 'curse-of-echoes', controller: o.controller ?? players[0]! },
    ...(o.decisions ? { decisions: o.decisions } : {}),
  };
}

function play(s: Scenario, decisions: Decision[]): GameState {
  let state = startResolution(s);
  for (const d of decisions) {
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.state;
  }
  return state;
}

const copiesOn = (s: GameState) => s.board.stack.flatMap((x) => ('copy' in x ? [x.controller] : []));

describe('Curse of Echoes (405.3)', () => {
  it('asks each player other than the enchanted one, in APNAP order, whether they copy the spell (101.4)', () => {
    const s = startResolution(curse({ enchanted: 'Ben', active: 'Ana' }));
    expect(s.board.stack).toEqual([{ card: 'bolt', controller: 'Ben', owner: 'Ben' }]);
    expect(s.pending).toMatchObject({ player: 'Ana', rule: '101.4', kind: 'cards', question: 'copy-spell', options: ['bolt'], min: 0, max: 1 });
    expect(s.pending!.why).toEqual({ kind: 'first', player: 'Ana', style: 'curse-of-echoes', repeat: false, newRound: false });
    const next = applyDecision(s, { player: 'Ana', choice: ['bolt'] });
    expect(next.ok && next.state.pending).toMatchObject({ player: 'Cy', known: [{ player: 'Ana', choice: ['bolt'] }] });
  });

  it('puts the copies on the stack together: the active player\'s lowest, the last copier\'s on top, resolving first', () => {
    const t = timeline(curse({ enchanted: 'Ben', active: 'Ana', decisions: [{ player: 'Ana', choice: ['bolt'] }, { player: 'Cy', choice: ['bolt'] }] }));
    expect(t.error).toBeNull();
    const placed = t.steps.find((s) => s.events.some((e) => e.type === 'copies-on-stack'))!;
    expect(placed.board.stack).toEqual([
      { card: 'bolt', controller: 'Ben', owner: 'Ben' },
      { copy: 'bolt@Ana', of: 'bolt', controller: 'Ana' },
      { copy: 'bolt@Cy', of: 'bolt', controller: 'Cy' },
    ]);
    const resolved = t.steps.flatMap((s) => s.events).filter((e) => e.type === 'copy-resolves' || e.type === 'spell-resolves');
    expect(resolved.map((e) => e.player ?? ('controller' in e ? e.controller : ''))).toEqual(['Cy', 'Ana', 'Ben']);
    expect(resolved.map((e) => e.rule)).toEqual(['405.5', '405.5', '608.2n']);
    const last = t.steps[t.steps.length - 1]!;
    expect(last.done).toBe(true);
    expect(last.board.stack).toEqual([]);
    expect(last.board.graveyard.Ben).toEqual(['bolt']);
  });

  it('the enchanted active player makes no copy: the first copier is the next player', () => {
    const s = startResolution(curse({ enchanted: 'Ana', active: 'Ana' }));
    expect(s.pending).toMatchObject({ player: 'Ben', rule: '101.4' });
    const t = timeline(curse({ enchanted: 'Ana', active: 'Ana', decisions: [{ player: 'Ben', choice: ['bolt'] }, { player: 'Cy', choice: ['bolt'] }] }));
    const placed = t.steps.find((x) => x.events.some((e) => e.type === 'copies-on-stack'))!;
    expect(copiesOn(placed.state)).toEqual(['Ben', 'Cy']);
  });

  it('a declined copy ("may", []) leaves a gap, not a change of order', () => {
    const s = play(curse({ players: ['Ana', 'Ben', 'Cy', 'Dee'], enchanted: 'Cy', active: 'Ben' }), [
      { player: 'Ben', choice: ['bolt'] },
      { player: 'Dee', choice: [] },
      { player: 'Ana', choice: ['bolt'] },
    ]);
    const placed = s.events.find((e) => e.type === 'copies-on-stack');
    expect(placed).toMatchObject({ rule: '405.3', copies: [{ controller: 'Ben' }, { controller: 'Ana' }] });
  });

  it('refuses the enchanted player\'s decision (101.4, out of order) and any other card (608.2d)', () => {
    const s = startResolution(curse({ enchanted: 'Ben', active: 'Ana' }));
    expect(applyDecision(s, { player: 'Ben', choice: ['bolt'] })).toEqual({ ok: false, error: { rule: '101.4', code: 'out-of-order', params: { expected: 'Ana', player: 'Ben', position: 'first' } } });
    expect(applyDecision(s, { player: 'Ana', choice: ['curse'] })).toEqual({
      ok: false,
      error: { rule: '608.2d', code: 'illegal-option', params: { option: 'curse', why: 'not-the-spell', name: 'Curse of Echoes', spell: 'Lightning Bolt' } },
    });
  });

  it('with no instant or sorcery in a hand, nothing triggers and nobody is asked', () => {
    const s = startResolution({ ...curse({ enchanted: 'Ben' }), cards: [] });
    expect(s.done).toBe(true);
    expect(s.events.find((e) => e.type === 'curse-triggers')).toMatchObject({ spell: null, copiers: [] });
  });

  it('an apnap/1 file cannot name the effect (its parser refuses it; the engine reads it only in apnap/2)', async () => {
    const { parseScenario } = await import('../scenario/parse');
    expect(parseScenario(curse({ enchanted: 'Ben', format: 'apnap/1' })).ok).toBe(false);
    expect(parseScenario(curse({ enchanted: 'Ben' })).ok).toBe(true);
  });

  it('property: for 2–8 players, the copies are in APNAP order from the active player, and resolve in reverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(), fc.nat(), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (n, a, e, copies) => {
        const players = NAMES.slice(0, n);
        const active = players[a % n]!;
        const enchanted = players[e % n]!;
        const s = curse({ players, active, enchanted });
        const others = apnapOrder(players, active).filter((p) => p !== enchanted);
        const decisions = others.map((p, i) => ({ player: p, choice: copies[i] ? ['bolt'] : [] }));
        const t = timeline(s, decisions);
        expect(t.error).toBeNull();
        const copiers = others.filter((_p, i) => copies[i]);
        const placed = t.steps.find((x) => x.events.some((ev) => ev.type === 'copies-on-stack'))!;
        expect(copiesOn(placed.state)).toEqual(copiers);
        expect(copiesOn(placed.state)).not.toContain(enchanted);
        const resolved = t.steps.flatMap((x) => x.events).flatMap((ev) => (ev.type === 'copy-resolves' ? [ev.controller] : []));
        expect(resolved).toEqual(copiers.slice().reverse());
        expect(t.steps[t.steps.length - 1]!.done).toBe(true);
      }),
      { numRuns: propertyRuns(500), seed: 405 },
    );
  });
});
