// Once a drill is answered (on a phone the verdict lands below the fold): the verdict comes into
// view with focus, and the table shows the engine's outcome, not the moment before the answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { openDrill, seedWhere } from './testing/practice-page';

const seat = (player: string) => screen.getByRole('region', { name: player });
const graveyardNames = () =>
  screen.queryAllByRole('list', { name: /Graveyard/ }).map((list) => list.textContent ?? '').join(' | ');

let scrolled: HTMLElement[] = [];
beforeEach(() => {
  window.localStorage.clear();
  scrolled = [];
  // jsdom has no layout: record what is scrolled into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
    scrolled.push(this);
  });
});
afterEach(cleanup);

describe('after the answer', () => {
  it('scrolls the verdict and its rule into view and moves focus there', async () => {
    const d = await openDrill(3, 'who-chooses-next');
    const wrong = d.scenario.players.find((p) => p !== d.answer.seat)!;
    fireEvent.click(screen.getByRole('button', { name: `${wrong} chooses next` }));
    const verdict = screen.getByTestId('drill-verdict');
    expect(verdict).toHaveTextContent(`rule ${d.rule}`);
    expect(scrolled).toEqual([verdict]);
    expect(document.activeElement).toBe(verdict);
  });

  it('who chooses next: the table marks the player the engine asks, hidden before the answer', async () => {
    const d = await openDrill(3, 'who-chooses-next');
    for (const p of d.scenario.players) expect(within(seat(p)).queryByText('▶ Choosing now')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${d.answer.seat} chooses next` }));
    expect(within(seat(d.answer.seat!)).getByText('▶ Choosing now')).toBeInTheDocument();
    expect(screen.getByText(/shows the outcome/)).toBeInTheDocument();
  });

  it('where cards go: the cards the engine put in the graveyard are drawn there once answered', async () => {
    const seed = seedWhere('where-cards-go', (d) => d.facts.topic === 'where-cards-go' && d.facts.where === 'graveyard' && d.facts.answer.length > 0);
    const d = await openDrill(seed, 'where-cards-go');
    const names = d.facts.topic === 'where-cards-go' ? d.facts.answer : [];
    const before = graveyardNames();
    expect(names.some((name) => !before.includes(name))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    const after = graveyardNames();
    for (const name of names) expect(after).toContain(name);
  });
});
