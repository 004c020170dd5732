import { describe, expect, it } from 'vitest';
import { applyDecision } from './resolve';
import { scenario } from '../testing';
import { timeline } from './timeline';
import { lineOf, refusalOf } from '@/i18n/narrators/en/testing';

const s = scenario({
  players: ['Ana', 'Ben', 'Cy'],
  active: 'Cy',
  controller: 'Ana',
  effect: 'each-player-sacrifices-a-creature',
  cards: ['bears:Ana:battlefield:creature:2', 'elves:Ben:battlefield:creature:1', 'griselbrand:Cy:battlefield:creature:8'],
  decisions: [
    { player: 'Cy', choice: ['griselbrand'] },
    { player: 'Ana', choice: ['bears'] },
    { player: 'Ben', choice: ['elves'] },
  ],
});

describe('timeline: the walkthrough, one step per decision and per automatic action', () => {
  it('starts with a start step carrying the first pending decision', () => {
    const t = timeline(s);
    expect(t.steps[0]).toMatchObject({ kind: 'start', decision: null, done: false });
    expect(t.steps[0]?.pending?.player).toBe('Cy');
    expect(lineOf(t.steps[0]?.events[0])).toBe('“Each player sacrifices a creature” resolves (controller Ana, active player Cy).');
  });
  it('gives each decision its own step, then the simultaneous sacrifice its own step', () => {
    const t = timeline(s);
    expect(t.steps.map((x) => x.kind)).toEqual(['start', 'decision', 'decision', 'decision', 'action']);
    expect(t.steps[4]?.events[0]).toMatchObject({ rule: '101.4', cards: ['griselbrand', 'bears', 'elves'] });
    expect(t.steps[3]?.board.battlefield).toHaveLength(3);
    expect(t.steps[4]?.board.battlefield).toHaveLength(0);
    expect(t.steps[4]?.done).toBe(true);
    expect(t.steps[3]?.done).toBe(false);
    expect(t.error).toBeNull();
  });
  it('stops at the first illegal decision and reports its index', () => {
    const t = timeline(s, [{ player: 'Cy', choice: ['griselbrand'] }, { player: 'Ben', choice: ['elves'] }]);
    expect(t.error).toMatchObject({ decision: 1, rule: '101.4', code: 'out-of-order' });
    expect(refusalOf(t.error!, t.steps.at(-1)!.state)).toBe('Ana chooses next: Ana is next in turn order after Cy.');
    expect(t.steps).toHaveLength(2);
  });
  it('lets any step’s state take the next decision (replay from the settled state)', () => {
    const t = timeline(s, []);
    const r = applyDecision(t.steps[0]!.state, { player: 'Cy', choice: ['griselbrand'] });
    expect(r.ok).toBe(true);
  });
  it('has events whose concatenation is the whole log', () => {
    const t = timeline(s);
    expect(t.steps.flatMap((x) => x.events)).toEqual(t.steps.at(-1)!.state.events);
  });
});
