// The five Two-Headed Giant crossings of issue 45 (engine/fixtures/crossing-*.json; teams [Ana, Ben]
// and [Cleo, Dan], seats in that order), decided by the rules in ../shared/design/crossings/README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { timeline } from '../play/timeline';
import { parseScenario } from '../scenario/parse';
import type { GameEvent } from '../core/events';
import type { Scenario } from '../core/types';

const crossing = (n: number, name: string): Scenario => {
  const parsed = parseScenario(JSON.parse(readFileSync(join(__dirname, `../fixtures/crossing-${n}-${name}-2hg.json`), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.scenario;
};
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('805.8, 500.7: "each player takes an extra turn" at a team table', () => {
  it('adds one turn per team, in team order, the nonactive team’s taken first', () => {
    const out = judge(crossing(1, 'extra-turns'));
    expect(of(out.events, 'extra-turn').map((e) => e.team)).toEqual([['Ana', 'Ben'], ['Cleo', 'Dan']]);
    expect(out.state.turns).toEqual(['Cleo', 'Ana']);
  });
});

describe('805.8, 722.5: controlling a player controls their team', () => {
  it('Cleo, who controls Ana, makes the choices of Ana and of Ben, her teammate', () => {
    const steps = timeline(crossing(2, 'controlled-player')).steps;
    const asked = steps.flatMap((s) => (s.pending ? [[s.pending.player, s.pending.decider]] : []));
    expect(asked).toEqual([['Ana', 'Cleo'], ['Ben', 'Cleo'], ['Ana', 'Cleo']]);
    const events = steps.flatMap((s) => s.events);
    expect(of(events, 'choose').map((e) => [e.player, e.by])).toEqual([['Ben', 'Cleo'], ['Ana', 'Cleo']]);
    expect(of(events, 'team-order')[0]!.by).toBe('Cleo');
  });
});

describe('102.3, 701.55d: "each opponent" at a team table', () => {
  it('the controller’s teammate faces no villainous choice; both opponents do, one at a time', () => {
    const out = judge(crossing(3, 'villainous-each-opponent'));
    expect(out.ok).toBe(true);
    expect(of(out.events, 'skip').map((e) => e.player)).toEqual(['Ana', 'Ben']);
    expect(of(out.events, 'villainous').map((e) => e.player)).toEqual(['Dan', 'Cleo']);
  });
  it('a villainous choice by the teammate is refused', () => {
    const s = crossing(3, 'villainous-each-opponent');
    expect(judge({ ...s, decisions: [{ player: 'Ben', choice: ['lose-life'] }] }).error?.code).toBe('out-of-order');
  });
});

describe('405.3 with 805.6: Curse of Echoes at a team table', () => {
  it('the team whose turn it is orders itself, each other player copies once, copies stacked by team', () => {
    const steps = timeline(crossing(4, 'curse-of-echoes')).steps;
    const asked = steps.flatMap((s) => (s.pending ? [`${s.pending.player}:${s.pending.question}`] : []));
    expect(asked).toEqual(['Ben:copy-spell', 'Cleo:team-first', 'Dan:copy-spell', 'Cleo:copy-spell']);
    const copies = of(steps.flatMap((s) => s.events), 'copies-on-stack')[0]!;
    // The active team's copy lowest, then the nonactive team's in the order it chose: Cleo's resolves first.
    expect(copies.copies.map((c) => c.controller)).toEqual(['Ben', 'Dan', 'Cleo']);
  });
});

describe('613.7m with 805.6: permanents entering together at a team table', () => {
  it('the active team’s objects get the earliest timestamps, so the Tomb ends a Mountain', () => {
    const out = judge(crossing(5, 'timestamps'));
    expect(of(out.events, 'timestamps')[0]!.order.map((x) => x.card)).toEqual(['omen', 'tomb', 'b-moon', 'moon', 'factory']);
    const tomb = of(out.events, 'land-types').find((e) => e.land.card === 'tomb')!;
    expect(tomb.subtypes).toEqual(['Mountain']);
    expect(tomb.effects.at(-1)).toMatchObject({ player: 'Cleo', card: 'moon' });
  });
});
