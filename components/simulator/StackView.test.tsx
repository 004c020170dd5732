import { cleanup, screen, within } from '@testing-library/react';
import { renderIntl } from './test-render';
import { afterEach, describe, expect, it } from 'vitest';
import type { AbilityModel } from './ability-model';
import { StackView } from './StackView';
import type { FaceUpCard, StackEntry } from './table-model';

afterEach(cleanup);

const ability = (id: string, over: Partial<AbilityModel> = {}): AbilityModel => ({
  id,
  sourceName: 'Blood Artist',
  diedName: 'Grizzly Bears',
  self: false,
  controller: 'Ben',
  targets: ['Ana'],
  text: 'Target player loses 1 life and you gain 1 life.',
  ...over,
});

const zulaport = ability('zulaport:bears', {
  sourceName: 'Zulaport Cutthroat',
  controller: 'Ana',
  targets: [],
  text: 'Each opponent loses 1 life and you gain 1 life.',
});

const spell: FaceUpCard = {
  faceUp: true,
  id: 'bolt',
  name: 'Lightning Bolt',
  types: ['instant'],
  manaValue: 1,
  owner: 'Ana',
  controller: 'Ben',
  zone: 'stack',
  chosenBy: [],
  revealed: false,
};

function renderStack(stack: StackEntry[], waiting: AbilityModel[] = [], finished = true) {
  renderIntl(
    <StackView
      stack={stack}
      waiting={waiting}
      resolving={{ name: 'Wrath of God', controller: 'Ana', finished }}
      id="s"
      headingLevel={3}
    />,
  );
  return screen.getByRole('region', { name: /Stack/ });
}

describe('the stack view (603.3b: abilities on the stack, bottom to top)', () => {
  it('lists abilities bottom first with source, controller and target, and marks the top as resolving next', () => {
    const region = renderStack([
      { kind: 'ability', ability: zulaport },
      { kind: 'ability', ability: ability('artist:zulaport', { diedName: 'Zulaport Cutthroat' }) },
      { kind: 'ability', ability: ability('artist:artist', { diedName: 'Blood Artist', self: true }) },
    ]);
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Bottom.*Zulaport Cutthroat’s ability \(Grizzly Bears died\), controlled by Ana/);
    expect(items[0]).not.toHaveTextContent('targeting');
    expect(items[1]).toHaveTextContent(/^2.*Blood Artist’s ability \(Zulaport Cutthroat died\), controlled by Ben, targeting Ana/);
    expect(items[2]).toHaveTextContent(/^Top \(resolves first\).*Blood Artist’s ability \(itself died\), controlled by Ben, targeting Ana/);
    expect(items[2]).toHaveTextContent('Target player loses 1 life and you gain 1 life.');
    expect(region).toHaveTextContent('Wrath of God has finished resolving.');
  });

  it('keeps spells as cards beside abilities, and names the effect still resolving', () => {
    const region = renderStack([{ kind: 'spell', card: spell }, { kind: 'ability', ability: zulaport }], [], false);
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/controlled by Ben, owned by Ana/);
    expect(within(items[0]!).getByText(/Lightning Bolt, instant, mana value 1/)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/^Top \(resolves first\)/);
    expect(region).toHaveTextContent('Resolving: Wrath of God, controlled by Ana');
  });

  it('shows the abilities still waiting to go on the stack, apart from the stack (603.3)', () => {
    const region = renderStack([], [zulaport, ability('artist:bears')], false);
    const waiting = within(region).getByRole('list', { name: /waiting to go on the stack/ });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(2);
    expect(waiting).toHaveTextContent(/Zulaport Cutthroat’s ability.*Blood Artist’s ability/);
    expect(region).toHaveTextContent('No other spell on the stack.');
  });

  it('says the stack is empty once the effect and its abilities are done', () => {
    const region = renderStack([]);
    expect(region).toHaveTextContent('The stack is empty.');
    expect(within(region).queryByRole('list')).toBeNull();
  });
});
