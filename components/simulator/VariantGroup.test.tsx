import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RituelSimulator } from './RituelSimulator';
import { rituelExamples } from './rituel-test-examples';
import { counter } from './test-render';

async function renderRituel() {
  const utils = render(<RituelSimulator examples={rituelExamples} />);
  const root = utils.container.querySelector('[data-simulator]')!;
  await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
  return { ...utils, user: userEvent.setup() };
}

const stack = () => screen.getByRole('region', { name: /^Stack/ });

describe('Rituel: two wordings, either turn', () => {
  it('switches between the four examples and keeps the step position', async () => {
    const { user } = await renderRituel();
    expect(screen.getByRole('heading', { name: /original wording, caster’s turn/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    const at = counter().textContent!.match(/Step (\d+)/)![1];
    await user.click(screen.getByRole('radio', { name: /An opponent’s turn/ }));
    expect(screen.getByRole('heading', { name: /original wording, an opponent’s turn/ })).toBeInTheDocument();
    expect(counter()).toHaveTextContent(`Step ${at} of`);
    await user.click(screen.getByRole('radio', { name: /Revised wording/ }));
    expect(screen.getByRole('heading', { name: /revised wording, an opponent’s turn/ })).toBeInTheDocument();
  });

  it('shows each spell on the stack with its controller (112.2) and its owner (400.3)', async () => {
    const { user } = await renderRituel();
    const next = screen.getByRole('button', { name: 'Next step' });
    while (!next.hasAttribute('disabled')) await user.click(next);
    expect(within(stack()).getByText('controlled by Ben, owned by Ana')).toBeInTheDocument();
    expect(within(stack()).getByText(/Top \(resolves first\)/)).toBeInTheDocument();
  });

  it('offers "Decline" for a "may" choice, made as the player picked under "Choosing as"', async () => {
    const { user } = await renderRituel();
    await user.click(screen.getByRole('button', { name: 'Try it yourself' }));
    const decline = screen.getByRole('button', { name: /Decline/ });
    expect(decline).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ben' }));
    await user.click(decline);
    // Caster's turn, original wording: Ana (the active player) chooses first (101.4).
    expect(screen.getByRole('alert')).toHaveTextContent(/Ana/);
    await user.click(screen.getByRole('radio', { name: 'Ana' }));
    await user.click(screen.getByRole('button', { name: /Decline/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Accepted/)).toBeInTheDocument();
  });
});
