// The drills of issue 48's rules: their answers are the rules' own, on every seed tried.
import { describe, expect, it } from 'vitest';
import { generateDrill } from './generator';

const SEEDS = [0, 1, 42, 2026, 104, 99999];

describe('search-order (701.23i, 701.23e)', () => {
  it.each(SEEDS)('seed %i: the active player searches first; the next searcher learns how many cards, not which', (seed) => {
    const d = generateDrill(seed, 'search-order');
    expect(d.answer).toEqual({ seat: d.scenario.activePlayer, options: ['how-many'] });
    if (d.facts.topic !== 'search-order') throw new Error(d.facts.topic);
    expect(d.facts.order[0]).toBe(d.scenario.activePlayer);
    expect(d.facts.order).toHaveLength(d.scenario.players.length);
  });
});

describe('draw-order (121.2c, 121.6b)', () => {
  it.each(SEEDS)('seed %i: the winner is the first Laboratory Maniac controller, in turn order from the active player, whose library runs out', (seed) => {
    const d = generateDrill(seed, 'draw-order');
    if (d.facts.topic !== 'draw-order') throw new Error(d.facts.topic);
    const { players, activePlayer } = d.scenario;
    const from = players.indexOf(activePlayer);
    const turnOrder = players.map((_, i) => players[(from + i) % players.length]!);
    // Every Maniac controller's library is under seven cards: the first of them in turn order wins.
    const first = turnOrder.find((p) => d.facts.topic === 'draw-order' && d.facts.maniacs.some((m) => m.player === p && m.library < 7));
    expect(d.answer.seat).toBe(first);
    expect(d.facts.order).toEqual(turnOrder.slice(0, turnOrder.indexOf(first!) + 1));
  });
});
