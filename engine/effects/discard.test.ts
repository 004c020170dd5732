import { describe, expect, it } from 'vitest';
import { play as playFacts, scenario, whereIs } from '../testing';
import { viewAs } from '../play/view';
import { said, told } from '@/i18n/narrators/en/testing';

/** The engine's refusals with their English message, as these tests state them. */
const play = (...a: Parameters<typeof playFacts>) => said(playFacts(...a));

const lili = scenario({
  effect: 'each-player-discards-a-card',
  cards: ['bolt:Ana:hand:instant:1', 'forest:Ana:hand:land', 'counterspell:Ben:hand:instant:2', 'island:Cy:hand:land'],
});

describe('101.4a: cards chosen from a hidden zone stay face down', () => {
  it('logs a face-down choice without naming the card', () => {
    const { state } = play(lili, [['Ana', 'forest']]);
    const e = state.events.find((x) => x.kind === 'choice');
    expect(told(e)).toMatchObject({ rule: '101.4a', text: 'Ana chooses a card face down.', faceDown: true });
    expect(e?.cards).toBeUndefined();
  });
  it('lets the next player know that a choice was made, not which card (known: null)', () => {
    const { state } = play(lili, [['Ana', 'forest']]);
    expect(state.pending).toMatchObject({ player: 'Ben', faceDown: true, known: [{ player: 'Ana', choice: null }] });
  });
  it('shows the chooser their own card, and others only that a choice was made', () => {
    const { state } = play(lili, [['Ana', 'forest']]);
    expect(viewAs(state, 'Ana').choices).toEqual([{ player: 'Ana', choice: ['forest'], faceDown: true }]);
    expect(viewAs(state, 'Ben').choices).toEqual([{ player: 'Ana', choice: null, faceDown: true }]);
    expect(viewAs(state, null).choices).toEqual([{ player: 'Ana', choice: null, faceDown: true }]);
  });
  it('discards all chosen cards together, after the last choice', () => {
    const mid = play(lili, [['Ana', 'forest'], ['Ben', 'counterspell']]).state;
    expect(whereIs(mid, 'forest')).toBe('hand:Ana');
    const { state } = play(lili, [['Ana', 'forest'], ['Ben', 'counterspell'], ['Cy', 'island']]);
    expect(['forest', 'counterspell', 'island'].map((id) => whereIs(state, id))).toEqual(['graveyard:Ana', 'graveyard:Ben', 'graveyard:Cy']);
    expect(state.events.find((e) => e.kind === 'action')?.cards).toEqual(['forest', 'counterspell', 'island']);
  });
  it('lets a player discard only from their own hand', () => {
    expect(play(lili, [['Ana', 'island']]).error?.message).toBe("Island is not in Ana's hand.");
  });
});
