import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VariantGroup } from './Simulator';
import { rituelGroup } from './test-variants';
import { counter, renderServerSent } from './test-render';

async function renderGroup(group: VariantGroup = rituelGroup) {
  const utils = renderServerSent({ group });
  await waitFor(() => expect(utils.root).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
  return { ...utils, user: userEvent.setup() };
}

const stack = () => screen.getByRole('region', { name: /^Stack/ });

describe('a group of variant examples behind switches (Rituel: two wordings, either turn)', () => {
  it('switches between the four examples and keeps the step position', async () => {
    const { user } = await renderGroup();
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
    const { user } = await renderGroup();
    const next = screen.getByRole('button', { name: 'Next step' });
    while (!next.hasAttribute('disabled')) await user.click(next);
    expect(within(stack()).getByText('controlled by Ben, owned by Ana')).toBeInTheDocument();
    expect(within(stack()).getByText(/Top \(resolves first\)/)).toBeInTheDocument();
  });

  it('offers "Decline" for a "may" choice, made as the player picked under "Choosing as"', async () => {
    const { user } = await renderGroup();
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

  it('draws the group’s title and switches in the static view, as they will be when it loads', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { container } = renderServerSent({ group: rituelGroup, headingLevel: 2 });
    const root = container.querySelector('[data-simulator]')!;
    expect(root).toHaveAttribute('data-slug', 'rituel');
    expect(root).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Rituel: compare the two wordings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /original wording, caster’s turn/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Original wording' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'An opponent’s turn' })).not.toBeChecked();
    // Each variant links to its own page at the step on screen.
    expect(screen.getByRole('link', { name: 'Open on its own page' })).toHaveAttribute(
      'href',
      '/examples/rituel-original-casters-turn/1',
    );
  });

  it('a press on a static switch loads the interactive part and is passed on to it', async () => {
    // The observer never reports (the simulator is on the first screen): the press is what loads.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { container } = renderServerSent({ group: rituelGroup });
    const root = container.querySelector('[data-simulator]')!;
    fireEvent.click(screen.getByRole('radio', { name: 'An opponent’s turn' }));
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /original wording, an opponent’s turn/ })).toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: 'An opponent’s turn' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'An opponent’s turn' })).toHaveFocus();
  });

  it('opens on the selection the content asks for', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    renderServerSent({ group: { ...rituelGroup, selection: { wording: 'errata', turn: 'opponents' } } });
    expect(screen.getByRole('heading', { name: /revised wording, an opponent’s turn/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Revised wording/ })).toBeChecked();
  });

  it('says so when a selection names no example', async () => {
    const three = Object.fromEntries(
      Object.entries(rituelGroup.examples).filter(([slug]) => slug !== 'rituel-errata-opponents-turn'),
    );
    const { user } = await renderGroup({ ...rituelGroup, examples: three });
    await user.click(screen.getByRole('radio', { name: /Revised wording/ }));
    await user.click(screen.getByRole('radio', { name: /An opponent’s turn/ }));
    expect(screen.getByText(/is not available/)).toHaveTextContent('rituel-errata-opponents-turn');
  });
});
