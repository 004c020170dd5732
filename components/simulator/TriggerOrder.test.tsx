import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { renderIntl } from './test-render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishNarrator } from '@/i18n/narrators';
import type { AbilityModel } from './ability-model';
import { moveAbility, moveStatus, TriggerOrder, type OrderGroup } from './TriggerOrder';

afterEach(cleanup);

const artist = (died: string): AbilityModel => ({
  id: `artist:${died}`,
  sourceName: 'Blood Artist',
  diedName: died,
  self: died === 'Blood Artist',
  controller: 'Ben',
  targets: [],
  text: 'Target player loses 1 life and you gain 1 life.',
});

const BEN: OrderGroup = { player: 'Ben', abilities: [artist('Blood Artist'), artist('Zulaport Cutthroat'), artist('Grizzly Bears')] };
const ANA: OrderGroup = {
  player: 'Ana',
  abilities: [
    { ...artist('Zulaport Cutthroat'), id: 'zulaport:zulaport', sourceName: 'Zulaport Cutthroat', self: true, controller: 'Ana' },
    { ...artist('Grizzly Bears'), id: 'zulaport:bears', sourceName: 'Zulaport Cutthroat', controller: 'Ana' },
  ],
};

/** The control with its order kept in state, as the try-it panel keeps it. */
function Harness({ onPlace }: { onPlace: (player: string, ids: string[]) => void }) {
  const [groups, setGroups] = useState([ANA, BEN]);
  const [status, setStatus] = useState('');
  const t = useTranslations('simulator');
  return (
    <TriggerOrder
      id="t"
      groups={groups}
      status={status}
      onMove={(player, i, delta) => {
        setStatus(moveStatus(groups.find((g) => g.player === player)!, i, delta, englishNarrator, t));
        setGroups((gs) =>
          gs.map((g) => {
            if (g.player !== player) return g;
            const ids = moveAbility(g.abilities.map((a) => a.id), i, delta);
            return { ...g, abilities: ids.map((id) => g.abilities.find((a) => a.id === id)!) };
          }),
        );
      }}
      onPlace={(player) => onPlace(player, groups.find((g) => g.player === player)!.abilities.map((a) => a.id))}
    />
  );
}

const group = (player: string) => screen.getByRole('group', { name: new RegExp(`^${player}’s waiting abilities`) });
const names = (player: string) =>
  within(group(player))
    .getAllByRole('listitem')
    .map((li) => /\((.*) died\)/.exec(li.textContent ?? '')?.[1]);

describe('ordering waiting abilities (603.3b: each player orders their own)', () => {
  it('shows one group per player, first listed = bottom of the stack', () => {
    renderIntl(<Harness onPlace={() => {}} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const items = within(group('Ben')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^First: bottom, resolves last/);
    expect(items[2]).toHaveTextContent(/^Last: top, resolves first/);
  });

  it('moves an ability with the pointer, and puts them on the stack in the order shown', async () => {
    const onPlace = vi.fn();
    renderIntl(<Harness onPlace={onPlace} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Blood Artist’s ability (Grizzly Bears died) earlier (lower on the stack)' }));
    expect(names('Ben')).toEqual(['itself', 'Grizzly Bears', 'Zulaport Cutthroat']);
    await user.click(screen.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }));
    expect(onPlace).toHaveBeenCalledWith('Ben', ['artist:Blood Artist', 'artist:Grizzly Bears', 'artist:Zulaport Cutthroat']);
  });

  it('works from the keyboard alone, and focus stays on the moved ability', async () => {
    renderIntl(<Harness onPlace={() => {}} />);
    const user = userEvent.setup();
    const down = screen.getByRole('button', { name: 'Move Blood Artist’s ability (itself died) later (higher on the stack)' });
    down.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(names('Ben')).toEqual(['Zulaport Cutthroat', 'Grizzly Bears', 'itself']);
    expect(down).toHaveFocus();
    // At the top already: the button stays focusable but does nothing.
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(names('Ben')).toEqual(['Zulaport Cutthroat', 'Grizzly Bears', 'itself']);
    expect(screen.getByRole('status')).toHaveTextContent('Blood Artist’s ability (itself died): now last: top, resolves first.');
  });

  it('leaves the other player’s order alone', async () => {
    renderIntl(<Harness onPlace={() => {}} />);
    await userEvent.setup().click(screen.getAllByRole('button', { name: /later \(higher on the stack\)/ })[0]!);
    expect(within(group('Ana')).getAllByRole('listitem')[0]).toHaveTextContent('Grizzly Bears died');
    expect(names('Ben')).toEqual(['itself', 'Zulaport Cutthroat', 'Grizzly Bears']);
  });
});

describe('moveAbility', () => {
  it('swaps with the neighbour, and ignores a move past either end', () => {
    expect(moveAbility(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveAbility(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveAbility(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveAbility(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
