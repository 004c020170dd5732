import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { narratorFor } from '@/i18n/narrators';
import { FrenchNarrator } from './FrenchNarrator';

function Probe() {
  const fr = narratorFor('fr');
  return <p>{fr.event({ type: 'life', rule: '608.2e', players: ['Ana', 'Ben'], amount: -1 })}</p>;
}

describe('<FrenchNarrator>', () => {
  it('makes the French narrator available to the components below it', () => {
    render(
      <FrenchNarrator>
        <Probe />
      </FrenchNarrator>,
    );
    expect(screen.getByText('Chaque joueur perd 1 point de vie.')).toBeTruthy();
  });
  it('English needs nothing loaded', () => {
    expect(narratorFor('en').event({ type: 'life', rule: '608.2e', players: ['Ana'], amount: -1 })).toBe('Each player loses 1 life.');
  });
});
