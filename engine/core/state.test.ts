// Transitions share what they don't change (copy on write) and never mutate a committed state.
import { describe, expect, it } from 'vitest';
import { applyDecision, startResolution } from '../play/resolve';
import { draftOf, list, log, commit } from './state';
import { scenario } from '../testing';
import { told } from '@/i18n/narrators/en/testing';

const race = scenario({
  effect: 'wrath-of-god',
  players: ['Ana', 'Ben'],
  life: { Ana: 2, Ben: 3 },
  cards: ['zulaport:Ana:battlefield:creature:2', 'bears:Ana:battlefield:creature:2', 'artist:Ben:battlefield:creature:2'],
});

describe('state: copy on write', () => {
  it('a decision that only orders abilities copies no zone: the new state shares them with the old one', () => {
    const before = startResolution(race);
    const r = applyDecision(before, { player: 'Ana', choice: ['zulaport:zulaport', 'zulaport:bears'] });
    if (!r.ok) throw new Error(r.error.code);
    const after = r.state;
    expect(after.board.graveyard).toBe(before.board.graveyard);
    expect(after.board.hand).toBe(before.board.hand);
    expect(after.board.life).toBe(before.board.life);
    expect(after.resolution.abilities).toBe(before.resolution.abilities);
    // What the decision changed is new: the waiting list and the stack (Ana's abilities placed).
    expect(after.board.waiting).not.toBe(before.board.waiting);
    expect(before.board.stack).toEqual([]);
    expect(after.board.stack).toHaveLength(2);
  });
  it('a draft copies a list the first time it writes it, and only then', () => {
    const s = startResolution(race);
    const d = draftOf(s);
    expect(d.board.stack).toBe(s.board.stack);
    const stack = list(d, 'stack');
    expect(stack).not.toBe(s.board.stack);
    expect(list(d, 'stack')).toBe(stack);
  });
  it('logging builds the English text and the kind from the typed event, without touching the committed log', () => {
    const s = startResolution(race);
    const d = draftOf(s);
    log(d, { type: 'lose-game', rule: '704.5a', player: 'Ana', life: 0 });
    const next = commit(d);
    expect(told(next.events.at(-1))).toMatchObject({ type: 'lose-game', kind: 'action', text: 'Ana has 0 life and loses the game.' });
    expect(s.events.length).toBe(next.events.length - 1);
  });
});
