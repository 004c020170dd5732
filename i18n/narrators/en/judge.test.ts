import { describe, expect, it } from 'vitest';
// judge's public JSON: the engine's facts with the English the format has always carried.
import { scenario } from '@/engine/testing';
import { narratedJudge as judge } from './judge';

const s = scenario({
  players: ['Ana', 'Ben', 'Cy'],
  active: 'Ben',
  controller: 'Ana',
  effect: 'smallpox',
  cards: ['bears:Ana:battlefield:creature:2', 'arbor:Ana:battlefield:land/creature', 'bolt:Ben:hand:instant:1', 'elves:Cy:battlefield:creature:1'],
});

describe('judge (scenario-format.md output)', () => {
  it('prints exactly the documented fields', () => {
    const out = judge({ ...s, decisions: [{ player: 'Ben', choice: ['bolt'] }] });
    expect(Object.keys(out)).toEqual(['ok', 'applied', 'error', 'pending', 'done', 'events', 'state']);
    expect(Object.keys(out.pending!)).toEqual(['player', 'rule', 'kind', 'question', 'params', 'prompt', 'options', 'min', 'max', 'known']);
    expect(out.pending).toMatchObject({ kind: 'cards', question: 'sacrifice-creature', params: { type: 'creature' } });
    expect(Object.keys(out.events[0]!)).toEqual(['type', 'rule', 'effect', 'controller', 'active', 'text']);
    expect(Object.keys(out.state)).toEqual(['life', 'battlefield', 'hand', 'graveyard', 'library', 'exile', 'stack', 'waiting', 'lost']);
    expect(out).toMatchObject({ ok: true, applied: 1, error: null, done: false });
    expect(out.pending).toMatchObject({ player: 'Cy', rule: '101.4', prompt: 'Choose a creature you control to sacrifice.', options: ['elves'] });
    expect(out.state.life).toEqual({ Ana: 19, Ben: 19, Cy: 19 });
    expect(out.state.graveyard.Ben).toEqual(['bolt']);
  });
  it('reports the first illegal decision with its index; pending and state are the moment before it', () => {
    const out = judge({ ...s, decisions: [{ player: 'Ben', choice: ['bolt'] }, { player: 'Ana', choice: ['bears'] }] });
    expect(out).toMatchObject({ ok: false, applied: 1, error: { decision: 1, rule: '101.4', code: 'out-of-order', message: 'Cy chooses first: Cy is next in turn order after Ben. Ben had nothing to choose.' } });
    expect(out.pending?.player).toBe('Cy');
  });
  it('never throws on an invalid scenario', () => {
    expect(judge({ nope: 1 })).toMatchObject({ ok: false, invalid: { path: 'format' } });
  });
});
