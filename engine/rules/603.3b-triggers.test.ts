// Triggered abilities in APNAP order: one describe per rule (triggers.md).
import { describe, expect, it } from 'vitest';
import { describeAbility } from './603.3b-triggers';
import { play, scenario, whereIs } from '../testing';
import { timeline } from '../play/timeline';
import { applyDecision, startResolution } from '../play/resolve';
import type { EffectId } from '../core/types';
import type { GameState } from '../core/state';

const types = (s: GameState) => s.events.map((e) => e.type);
const triggered = (s: GameState) => s.events.flatMap((e) => (e.type === 'trigger' ? [e.ability] : []));
const wrath = (o: { players?: string[]; active?: string; life?: Record<string, number>; cards: string[] }) =>
  scenario({ effect: 'wrath-of-god', players: o.players ?? ['Ana', 'Ben'], active: o.active, life: o.life, cards: o.cards });

/** The life race of triggers.md: Ana (active, 2 life) has Zulaport Cutthroat and Grizzly Bears; Ben (3 life) Blood Artist. */
const race = wrath({
  life: { Ana: 2, Ben: 3 },
  cards: ['zulaport:Ana:battlefield:creature:2', 'bears:Ana:battlefield:creature:2', 'artist:Ben:battlefield:creature:2'],
});
const raceDecisions = [
  ['Ana', 'zulaport:zulaport', 'zulaport:bears'],
  ['Ben', 'artist:zulaport', 'artist:bears', 'artist:artist'],
  ['Ben', 'Ana'],
  ['Ben', 'Ana'],
  ['Ben', 'Ana'],
];

describe('700.4: a creature dies when put into a graveyard from the battlefield, by any effect', () => {
  const artistAnd = (effect: EffectId, cards: string[]) =>
    scenario({ effect, players: ['Ana', 'Ben'], cards: ['artist:Ben:battlefield:creature:2', ...cards] });
  it('sacrificed ("each player sacrifices a creature")', () => {
    const { state } = play(artistAnd('each-player-sacrifices-a-creature', ['bears:Ana:battlefield:creature:2']), [['Ana', 'bears'], ['Ben', 'artist']]);
    expect(triggered(state)).toEqual(['artist:bears', 'artist:artist']);
  });
  it("in both of Smallpox's sacrifice steps: a Dryad Arbor sacrificed as the land is a creature, so it dies", () => {
    const s = artistAnd('smallpox', ['elves:Ben:battlefield:creature:1', 'bears:Ana:battlefield:creature:2', 'arbor:Ana:battlefield:land/creature', 'forest:Ben:battlefield:land']);
    const { state } = play(s, [['Ana', 'bears'], ['Ben', 'elves'], ['Ana', 'arbor'], ['Ben', 'forest']]);
    expect(triggered(state)).toEqual(['artist:bears', 'artist:elves', 'artist:arbor']);
  });
  it('sacrificed by Cataclysm (everything not chosen)', () => {
    const s = artistAnd('cataclysm', ['bears:Ana:battlefield:creature:2', 'elves:Ana:battlefield:creature:1']);
    const { state } = play(s, [['Ana', 'bears'], ['Ben', 'artist']]);
    expect(triggered(state)).toEqual(['artist:elves']);
  });
  it('destroyed by Wrath of God; a discarded creature card does not die', () => {
    expect(triggered(play(race).state)).toHaveLength(5);
    const { state } = play(artistAnd('each-player-discards-a-card', ['bears:Ana:hand:creature:2']), [['Ana', 'bears']]);
    expect(triggered(state)).toEqual([]);
  });
  it("exile is not dying (Council's Judgment)", () => {
    const s = scenario({ effect: 'councils-judgment', players: ['Ana', 'Ben'], cards: ['artist:Ben:battlefield:creature:2', 'bears:Ben:battlefield:creature:2'] });
    const { state } = play(s, [['Ana', 'bears'], ['Ben', 'bears']]);
    expect(whereIs(state, 'bears')).toBe('exile');
    expect(triggered(state)).toEqual([]);
  });
});

describe('603.10a: leaves-the-battlefield abilities look back in time', () => {
  it('a Blood Artist dying with other creatures sees every one of them, itself included', () => {
    expect(triggered(play(race).state)).toEqual(['zulaport:zulaport', 'zulaport:bears', 'artist:zulaport', 'artist:bears', 'artist:artist']);
  });
  it('a Zulaport Cutthroat sees only the creatures its controller controlled; a stolen one counts for its controller and goes to its owner', () => {
    // Ben controls Ana's bears (a control effect): it is "a creature Ben controls" as it dies.
    const s = wrath({ cards: ['zulaport:Ben:battlefield:creature:2', 'bears:Ana:battlefield:creature:2:Ben', 'elves:Ana:battlefield:creature:1'] });
    const { state } = play(s);
    expect(triggered(state)).toEqual(['zulaport:zulaport', 'zulaport:bears']);
    expect(whereIs(state, 'bears')).toBe('graveyard:Ana');
  });
  it('a Blood Artist that is not on the battlefield does not trigger', () => {
    const s = wrath({ cards: ['artist:Ben:hand:creature:2', 'artist-2:Ben:graveyard:creature:2', 'bears:Ana:battlefield:creature:2'] });
    expect(triggered(play(s).state)).toEqual([]);
  });
});

describe('603.3a: the controller of a triggered ability is the controller of its source when it triggered', () => {
  it('a stolen Blood Artist triggers for the player who controlled it', () => {
    const s = wrath({ cards: ['artist:Ana:battlefield:creature:2:Ben', 'bears:Ana:battlefield:creature:2'] });
    const { state } = play(s);
    expect(state.pending).toMatchObject({ player: 'Ben', kind: 'order', options: ['artist:artist', 'artist:bears'] });
    expect(describeAbility(state, 'artist:bears')).toMatchObject({ source: 'artist', died: 'bears', controller: 'Ben' });
    expect(describeAbility(state, 'nothing:here')).toBeNull();
  });
});

describe('603.3: abilities that trigger while an effect resolves wait until it has finished', () => {
  it("Smallpox's creature step triggers Blood Artist, but nothing goes on the stack until the land step is over", () => {
    const s = scenario({
      effect: 'smallpox',
      players: ['Ana', 'Ben'],
      cards: ['bears:Ana:battlefield:creature:2', 'artist:Ben:battlefield:creature:2', 'forest:Ana:battlefield:land', 'island:Ben:battlefield:land'],
    });
    const mid = play(s, [['Ana', 'bears'], ['Ben', 'artist']]).state;
    expect(mid.board.waiting).toEqual(['artist:bears', 'artist:artist']);
    expect(mid.board.stack).toEqual([]);
    expect(mid.pending).toMatchObject({ player: 'Ana', question: 'sacrifice-land' });
    const end = play(s, [['Ana', 'bears'], ['Ben', 'artist'], ['Ana', 'forest'], ['Ben', 'island']]).state;
    expect(end.pending).toMatchObject({ player: 'Ben', kind: 'order', rule: '603.3b' });
  });
});

describe('704.5a: after every effect, a player with 0 or less life loses', () => {
  it('life is not checked during resolution: a player at 0 after Smallpox’s first step still discards and sacrifices', () => {
    const s = scenario({ effect: 'smallpox', players: ['Ana', 'Ben'], life: { Ana: 1 }, cards: ['bolt:Ana:hand:instant:1', 'forest:Ana:battlefield:land'] });
    const first = play(s).state;
    expect(first.board.life.Ana).toBe(0);
    expect(first.pending).toMatchObject({ player: 'Ana', question: 'discard' });
    const { state } = play(s, [['Ana', 'bolt'], ['Ana', 'forest']]);
    expect(state.board.lost).toEqual(['Ana']);
    expect(types(state).slice(-4)).toEqual(['finish', 'check', 'lose-game', 'game-over']);
  });
  it('a check that does nothing is no event and no step', () => {
    const t = timeline(scenario({ effect: 'each-player-sacrifices-a-creature', players: ['Ana', 'Ben'], cards: ['bears:Ana:battlefield:creature:2'], decisions: [{ player: 'Ana', choice: ['bears'] }] }));
    expect(t.steps.flatMap((x) => x.events).some((e) => e.type === 'check')).toBe(false);
  });
});

describe('104.2a and 104.4a: with two players a loss ends the game; both at once is a draw', () => {
  it('the last player left wins, and any later decision is refused (state unchanged)', () => {
    const { state, error } = play(race, [...raceDecisions, ['Ana', 'Ben']]);
    expect(error).toMatchObject({ decision: 5, rule: '104.2a', code: 'game-over', params: { winner: 'Ben' } });
    expect(state.done).toBe(true);
    expect(state.pending).toBeNull();
  });
  it('both players at 0 in the same check: a draw; lost lists them in APNAP order', () => {
    const s = scenario({ effect: 'smallpox', players: ['Ana', 'Ben'], active: 'Ben', life: { Ana: 1, Ben: 1 }, cards: [] });
    const { state } = play(s);
    expect(state.board.lost).toEqual(['Ben', 'Ana']);
    expect(state.events.at(-1)).toMatchObject({ type: 'game-over', rule: '104.4a', winner: null });
    expect(play(s, [['Ana', 'x']]).error).toMatchObject({ rule: '104.4a', code: 'game-over' });
  });
});

describe('800.4a and 800.4d: with more players, a player who loses leaves the game', () => {
  const s = wrath({
    players: ['Ana', 'Ben', 'Cy'],
    life: { Cy: 0 },
    cards: ['artist:Cy:battlefield:creature:2', 'bears:Ana:battlefield:creature:2:Cy', 'bolt:Cy:hand:instant:1', 'elves:Cy:battlefield:creature:1:Ben', 'artist-2:Ben:battlefield:creature:2'],
  });
  it('every card they own leaves, their zones stay empty, and their waiting abilities are never put on the stack', () => {
    const { state } = play(s);
    expect(state.board.lost).toEqual(['Cy']);
    expect(state.board.hand.Cy).toEqual([]);
    expect(state.board.graveyard.Cy).toEqual([]);
    expect(whereIs(state, 'artist')).toBe('nowhere');
    expect(whereIs(state, 'bolt')).toBe('nowhere');
    expect(whereIs(state, 'bears')).toBe('graveyard:Ana');
    expect(state.board.waiting.every((id) => id.startsWith('artist-2:'))).toBe(true);
    expect(state.events.find((e) => e.type === 'leave-game')).toMatchObject({ rule: '800.4a', player: 'Cy', abilities: ['artist:artist', 'artist:bears', 'artist:elves', 'artist:artist-2'] });
    expect(state.pending).toMatchObject({ player: 'Ben', kind: 'order' });
  });
  it('a permanent they controlled but did not own returns to its owner', () => {
    const t = wrath({ players: ['Ana', 'Ben', 'Cy'], life: { Cy: 0 }, cards: ['forest:Ana:battlefield:land:0:Cy'] });
    const { state } = play(t);
    expect(whereIs(state, 'forest')).toBe('battlefield:Ana');
    expect(state.done).toBe(true);
  });
});

describe('603.3b: waiting abilities go on the stack in APNAP order, the active player’s first (lowest)', () => {
  it('the active player places first, so their abilities resolve last: the life race is lost', () => {
    const { state, error } = play(race, raceDecisions);
    expect(error).toBeNull();
    expect(state.events.filter((e) => e.type === 'put-on-stack').map((e) => e.player)).toEqual(['Ana', 'Ben']);
    expect(state.board.lost).toEqual(['Ana']);
    expect(state.board.life).toEqual({ Ana: 0, Ben: 5 });
    // Ana loses before her own Zulaport Cutthroat abilities resolve: they stay on the stack, frozen.
    expect(state.board.stack.map((x) => ('ability' in x ? x.ability : 'card' in x ? x.card : x.copy))).toEqual(['zulaport:zulaport', 'zulaport:bears', 'artist:zulaport']);
  });
  it('a player with one ability and no target is not asked: it is put on the stack', () => {
    const s = wrath({ cards: ['zulaport:Ana:battlefield:creature:2'] });
    const { state } = play(s);
    expect(state.done).toBe(true);
    expect(types(state).filter((t) => t === 'put-on-stack' || t === 'resolve')).toEqual(['put-on-stack', 'resolve']);
    expect(state.decisions).toEqual([]);
  });
  it('refuses an ordering that is not a permutation of that player’s waiting abilities', () => {
    const order = (choice: string[]) => play(race, [['Ana', ...choice]]).error;
    expect(order(['zulaport:zulaport', 'zulaport:zulaport'])).toMatchObject({ rule: '603.3b', code: 'not-a-permutation', params: { why: 'duplicate' } });
    expect(order(['zulaport:zulaport'])).toMatchObject({ rule: '603.3b', code: 'not-a-permutation', params: { why: 'missing', option: 'zulaport:bears' } });
    expect(order(['zulaport:zulaport', 'artist:bears'])).toMatchObject({ rule: '603.3b', code: 'not-a-permutation', params: { why: 'foreign' } });
  });
  it('refuses a player ordering before an earlier player in APNAP order has placed theirs, and leaves the state unchanged', () => {
    const before = play(race).state;
    const snapshot = structuredClone(before);
    const r = applyDecision(before, { player: 'Ben', choice: ['artist:zulaport', 'artist:bears', 'artist:artist'] });
    expect(r).toMatchObject({ ok: false, error: { rule: '603.3b', code: 'out-of-order', params: { expected: 'Ana' } } });
    expect(before).toEqual(snapshot);
  });
});

describe('603.3d: targets are chosen as each ability is put on the stack', () => {
  it('offers the players still in the game, one decision per targeting ability, in stack order', () => {
    const { state } = play(race, raceDecisions.slice(0, 2));
    expect(state.pending).toMatchObject({ player: 'Ben', rule: '603.3d', kind: 'players', question: 'target-player', options: ['Ana', 'Ben'], min: 1, max: 1, params: { ability: 'artist:zulaport' } });
  });
  it('refuses a target that is not a player in the game', () => {
    const err = (t: string) => play(race, [...raceDecisions.slice(0, 2), ['Ben', t]]).error;
    expect(err('Zed')).toMatchObject({ rule: '603.3d', code: 'unknown-player' });
    expect(play(race, [...raceDecisions.slice(0, 2), ['Ben']]).error).toMatchObject({ rule: '603.3d', code: 'wrong-count' });
  });
});

describe('608.2b: an ability whose only target has left the game does not resolve; "each opponent" counts players still in', () => {
  // Cy (1 life) is the target of two of Ben's Blood Artist abilities; the first to resolve kills Cy.
  const s = wrath({ players: ['Ana', 'Ben', 'Cy'], life: { Cy: 1 }, cards: ['artist:Ben:battlefield:creature:2', 'bears:Ben:battlefield:creature:2', 'zulaport:Ana:battlefield:creature:2'] });
  const ds = [['Ben', 'artist:zulaport', 'artist:artist', 'artist:bears'], ['Ben', 'Ana'], ['Ben', 'Cy'], ['Ben', 'Cy']];
  it('resolves top first with state-based actions after each', () => {
    const { state, error } = play(s, ds);
    expect(error).toBeNull();
    const log = state.events.filter((e) => ['resolve', 'check', 'lose-game', 'leave-game'].includes(e.type)).map((e) => `${e.type}:${e.rule}`);
    expect(log).toEqual(['check:704.3', 'resolve:608.2', 'check:704.3', 'lose-game:704.5a', 'leave-game:800.4a', 'resolve:608.2b', 'resolve:608.2', 'resolve:608.2']);
    // Ana's Zulaport Cutthroat resolves last: Cy has left, so only Ben loses 1.
    expect(state.events.at(-1)).toMatchObject({ type: 'resolve', changes: [{ player: 'Ben', amount: -1 }, { player: 'Ana', amount: 1 }] });
    expect(state.done).toBe(true);
  });
  it('a target that has left the game is refused (not-in-game)', () => {
    const t = scenario({ effect: 'wrath-of-god', players: ['Ana', 'Ben', 'Cy'], life: { Cy: 0 }, cards: ['artist:Ben:battlefield:creature:2'] });
    expect(play(t, [['Ben', 'Cy']]).error).toMatchObject({ rule: '603.3d', code: 'not-in-game' });
  });
});

describe('the walkthrough: each step is one thing', () => {
  it('the death with its triggers, the check, each placement, each decision, each resolution, the loss, the game’s end', () => {
    const t = timeline({ ...race, decisions: raceDecisions.map(([player, ...choice]) => ({ player: player!, choice })) });
    expect(t.error).toBeNull();
    expect(t.steps.map((x) => `${x.kind}:${x.events.map((e) => e.type).join(',')}`)).toEqual([
      'start:begin',
      `action:destroy,${'trigger,'.repeat(5)}finish`,
      'action:check',
      'decision:choose',
      'action:put-on-stack',
      'decision:choose',
      'decision:choose',
      'decision:choose',
      'decision:choose',
      'action:put-on-stack',
      'action:resolve',
      'action:resolve',
      'action:check,lose-game',
      'action:game-over',
    ]);
    expect(t.steps.at(-1)?.done).toBe(true);
  });
  it('refuses an unknown effect id rather than resolving it as something else', () => {
    expect(() => startResolution({ ...race, effect: { id: 'doom' as EffectId, controller: 'Ana' } })).toThrow(/unknown effect "doom"/);
  });
});
