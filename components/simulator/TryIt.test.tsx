import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sacrificeExample } from './test-example';
import { renderReady } from './test-render';

async function startTrying() {
  const utils = await renderReady(sacrificeExample);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Try it yourself' }));
  return { ...utils, user };
}

const card = (name: RegExp) => screen.getByRole('button', { name });

describe('try it yourself (101.4: the active player chooses first)', () => {
  it('refuses a choice out of APNAP order with the engine’s rule, then accepts the active player’s', async () => {
    const { user } = await startTrying();
    await user.click(card(/^Grizzly Bears, creature, mana value 2, controlled by Ana/));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Cy/);
    expect(alert).toHaveTextContent('— 101.4');
    // Refused: nothing changed, Ana's Bears are still on the battlefield and nobody has chosen.
    expect(card(/^Grizzly Bears/)).not.toHaveAccessibleName(/chosen/);

    await user.click(card(/^Timber Wolves, creature, mana value 1, controlled by Cy/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Accepted/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the engine did' })).toHaveTextContent(/Timber Wolves.*— 101\.4/);
    expect(card(/^Timber Wolves/)).toHaveAccessibleName(/chosen by Cy/);
  });

  it('lets the reader choose as a given player, and finishes the effect', async () => {
    const { user } = await startTrying();
    await user.click(card(/^Timber Wolves/));
    await user.click(card(/^Grizzly Bears/));
    await user.click(screen.getByRole('radio', { name: 'Ben' }));
    await user.click(card(/^Hill Giant/));
    expect(screen.getByText('The effect has finished resolving.')).toBeInTheDocument();
    const ben = screen.getByRole('region', { name: 'Ben' });
    expect(within(ben).getByText('Hill Giant, creature, mana value 4, owned by Ben')).toBeInTheDocument();
  });

  it('undoes the last choice and restarts', async () => {
    const { user } = await startTrying();
    await user.click(card(/^Timber Wolves/));
    await user.click(screen.getByRole('button', { name: 'Undo last choice' }));
    expect(card(/^Timber Wolves/)).not.toHaveAccessibleName(/chosen/);
    expect(screen.getByRole('button', { name: 'Undo last choice' })).toBeDisabled();
    await user.click(card(/^Timber Wolves/));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(card(/^Timber Wolves/)).not.toHaveAccessibleName(/chosen/);
  });

  it('shows the engine’s hint on request, and only then who is choosing', async () => {
    const { user } = await startTrying();
    expect(screen.queryByText(/Choosing now/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText(/^Hint:/).parentElement).toHaveTextContent(/Cy/);
    expect(within(screen.getByRole('region', { name: 'Cy' })).getByText(/Choosing now/)).toBeInTheDocument();
  });

  it('goes back to the walkthrough where it was', async () => {
    const { user } = await startTrying();
    await user.click(screen.getByRole('button', { name: 'Walkthrough' }));
    expect(screen.getByText(/^Step 1 of 5$/)).toBeInTheDocument();
  });
});
