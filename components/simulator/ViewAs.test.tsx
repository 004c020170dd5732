import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { discardExample, sacrificeExample } from './test-example';
import { renderReady } from './test-render';

const hand = (player: string) =>
  within(screen.getByRole('region', { name: player })).getByRole('list', { name: /Hand/ });

describe('view as (101.4a: hidden zones stay hidden)', () => {
  it('shows every hand in the teaching view', async () => {
    await renderReady(sacrificeExample);
    expect(hand('Ben')).toHaveTextContent('Counterspell');
    expect(hand('Ana')).toHaveTextContent('Lightning Bolt');
  });

  it('shows the other players’ hands face down when viewing as a player', async () => {
    await renderReady(sacrificeExample);
    await userEvent.setup().selectOptions(screen.getByLabelText('View as'), 'Ana');
    expect(hand('Ana')).toHaveTextContent('Lightning Bolt');
    expect(hand('Ben')).not.toHaveTextContent('Counterspell');
    expect(within(hand('Ben')).getByText('Face-down card in Ben’s hand')).toBeInTheDocument();
  });

  it('hides every hand from an onlooker', async () => {
    await renderReady(sacrificeExample);
    await userEvent.setup().selectOptions(screen.getByLabelText('View as'), 'Onlooker (public only)');
    expect(hand('Ana')).not.toHaveTextContent('Lightning Bolt');
    expect(hand('Ben')).not.toHaveTextContent('Counterspell');
  });
});

describe('view as (101.4a: a card chosen from a hidden zone stays face down)', () => {
  it('tells the next player only that Cy has chosen, and the teaching view which card', async () => {
    await renderReady(discardExample, { initialStep: 1 });
    expect(within(hand('Cy')).getByText(/Duress, sorcery, mana value 1, owned by Cy, chosen face down by Cy/)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('View as'), 'Ana');
    const cy = screen.getByRole('region', { name: 'Cy' });
    expect(within(cy).getByText('Has chosen a card face down (101.4a).')).toBeInTheDocument();
    expect(hand('Cy')).not.toHaveTextContent('Duress');
  });
});
