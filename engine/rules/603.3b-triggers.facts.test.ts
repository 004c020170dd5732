// 603.10a and 603.3a: the facts a triggered ability carries from the moment it triggers (its card,
// its source and the creature that died, by id and by name), which the narrators and the board use.
import { describe, expect, it } from 'vitest';
import { describeAbility } from './603.3b-triggers';
import { play, scenario } from '../testing';

const wrath = scenario({
  effect: 'wrath-of-god',
  players: ['Ana', 'Ben'],
  cards: ['zulaport:Ana:battlefield:creature:2', 'bears:Ana:battlefield:creature:2', 'artist:Ben:battlefield:creature:2'],
});

describe('603.10a: each ability triggers with its source and the creature it saw die', () => {
  it('logs the trigger naming both cards, and points at both', () => {
    const e = play(wrath).state.events.find((x) => x.type === 'trigger' && x.ability === 'artist:bears');
    expect(e).toMatchObject({
      rule: '603.10a',
      source: 'artist',
      died: 'bears',
      controller: 'Ben',
      sourceName: 'Blood Artist',
      diedName: 'Grizzly Bears',
      cards: ['artist', 'bears'],
    });
  });
  it('is Zulaport Cutthroat’s or Blood Artist’s ability, by its source', () => {
    const s = play(wrath).state;
    expect(describeAbility(s, 'zulaport:bears')).toMatchObject({ card: 'zulaport-cutthroat', sourceName: 'Zulaport Cutthroat', diedName: 'Grizzly Bears', controller: 'Ana' });
    expect(describeAbility(s, 'artist:zulaport')).toMatchObject({ card: 'blood-artist', sourceName: 'Blood Artist', diedName: 'Zulaport Cutthroat', controller: 'Ben' });
  });
});
