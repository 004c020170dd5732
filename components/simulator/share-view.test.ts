import { describe, expect, it } from 'vitest';
import { embedCode, viewerFromSearch, viewParam, withView } from './share-view';

const players = ['Ana', 'Ben', 'Cy'];

describe('?view= in a shared address (101.4a)', () => {
  it('names a player, the onlooker, or nothing for the teaching view', () => {
    expect(viewParam({ kind: 'player', player: 'Ben' })).toBe('Ben');
    expect(viewParam({ kind: 'onlooker' })).toBe('onlooker');
    expect(viewParam({ kind: 'everyone' })).toBeNull();
  });

  it('reads a player, the onlooker and no parameter back', () => {
    expect(viewerFromSearch('?view=Ben', players)).toEqual({ viewer: { kind: 'player', player: 'Ben' }, unknown: null });
    expect(viewerFromSearch('?view=onlooker', players)).toEqual({ viewer: { kind: 'onlooker' }, unknown: null });
    expect(viewerFromSearch('', players)).toEqual({ viewer: { kind: 'everyone' }, unknown: null });
    expect(viewerFromSearch('?view=', players)).toEqual({ viewer: { kind: 'everyone' }, unknown: null });
  });

  it('prefers a player called "onlooker" to the onlooker', () => {
    expect(viewerFromSearch('?view=onlooker', ['onlooker', 'Ben']).viewer).toEqual({ kind: 'player', player: 'onlooker' });
  });

  it('gives the teaching view for a name not at the table, and says which name', () => {
    expect(viewerFromSearch('?view=Zo%C3%AB', players)).toEqual({ viewer: { kind: 'everyone' }, unknown: 'Zoë' });
  });

  it('sets or removes the parameter, keeping the path, other parameters and the hash', () => {
    expect(withView('/examples/x/3', { kind: 'player', player: 'Ben' })).toBe('/examples/x/3?view=Ben');
    expect(withView('/examples/x/3?view=Ben#t', { kind: 'everyone' })).toBe('/examples/x/3#t');
    expect(withView('/fr/exemples/x/2?a=1', { kind: 'onlooker' })).toBe('/fr/exemples/x/2?a=1&view=onlooker');
    expect(withView('https://apnap.example/embed/x/2', { kind: 'player', player: 'Dee Dee' })).toBe('https://apnap.example/embed/x/2?view=Dee+Dee');
  });

  it('round-trips every viewer of the table through the address', () => {
    for (const viewer of [{ kind: 'onlooker' as const }, ...players.map((player) => ({ kind: 'player' as const, player }))]) {
      const href = withView('/examples/x/1', viewer);
      expect(viewerFromSearch(new URL(href, 'http://h').search, players).viewer).toEqual(viewer);
    }
  });
});

describe('embed code', () => {
  it('is an iframe of the embed address, its quotes escaped', () => {
    const code = embedCode('https://apnap.example/embed/x/2?view=Ben&a=1', 'Who "wins"?');
    expect(code).toBe(
      '<iframe src="https://apnap.example/embed/x/2?view=Ben&amp;a=1" title="Who &quot;wins&quot;?" width="100%" height="900" style="border:0" loading="lazy"></iframe>',
    );
  });
});
