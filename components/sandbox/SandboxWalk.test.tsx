// The sandbox's walkthrough of a table the reader played in Try it yourself goes to the end: every
// triggered ability resolved, state-based actions checked (704.5a), the game decided by the engine.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SandboxApp } from './SandboxApp';
import { TestIntl } from '@/components/i18n/TestIntl';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/sandbox');
});
afterEach(cleanup);

const simulator = () => document.querySelector('[data-simulator]') as HTMLElement;

describe('the sandbox walkthrough', { timeout: 30_000 }, () => {
  it('a ready table in one tap: "Four players" gives four seats, the third active', async () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Four players' }));
    expect(screen.getByText('Started from the ready table “Four players”.')).toHaveAttribute('role', 'status');
    expect([1, 2, 3, 4].map((n) => (screen.getByLabelText(`Seat ${n} name`) as HTMLInputElement).value)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(screen.queryByLabelText('Seat 5 name')).toBeNull();
    expect(screen.getByLabelText('Active player (whose turn it is)')).toHaveDisplayValue('Cy');
  });

  it('Two-Headed Giant: with four players a tick makes two teams; the simulator shows them with their shared life', async () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Four players' }));
    const tick = screen.getByRole('checkbox', { name: /^Two-Headed Giant/ });
    expect(tick).not.toBeChecked();
    fireEvent.click(tick);
    expect(tick).toBeChecked();
    expect(screen.getByText(/^Teams: Ana \+ Ben against Cy \+ Dee\./)).toBeInTheDocument();
    expect((screen.getByLabelText('Seat 1 name').closest('li')!.querySelector('input[type="number"]') as HTMLInputElement).value).toBe('30');
    await waitFor(() => expect(simulator()).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
    const teams = within(simulator()).getByRole('list', { name: 'Teams' });
    expect(teams.textContent).toMatch(/Cy and Dee.*Active team.*Team life 30/);
    // A fifth player ends the teams (810.1: two teams of two).
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(screen.queryByRole('checkbox', { name: /^Two-Headed Giant/ })).toBeNull();
  });

  it('goes on after the reader’s choices: the abilities resolve, 704.5a is checked and the game ends', async () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.click(screen.getByRole('button', { name: 'Wrath with death triggers' }));
    await waitFor(() => expect(simulator()).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
    const sim = within(simulator());
    // Ana orders her four Blood Artist abilities, then aims each at Ben (603.3b, 603.3d).
    fireEvent.click(sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }));
    for (let i = 0; i < 4; i++) fireEvent.click(sim.getByRole('button', { name: 'Target Ben' }));
    // Try it yourself reaches the end at once; the walkthrough must show every step up to it.
    fireEvent.click(sim.getByRole('button', { name: 'Walkthrough' }));
    const next = sim.getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    const said: string[] = [];
    for (let n = 0; !next.disabled && n < 80; n++) {
      fireEvent.click(next);
      said.push(simulator().textContent ?? '');
    }
    const all = said.join('\n');
    // Zulaport Cutthroat (Ben's, on top) drains Cy from 1 to 0: Cy loses (704.5a) and leaves (800.4a);
    // Ana's abilities then take Ben from 3 to 0 and Ana is the last player left (104.2a).
    expect(all).toMatch(/Cy has 0 life and loses the game/);
    expect(all).toContain('704.5a');
    expect(said.at(-1)).toContain('The game is over: Ana wins (104.2a).');
  });
});
