// Choosing a target (603.3d) in Try it yourself: the ability that chooses is named with its card and
// text, the legal targets are the engine's options (one tap each), a player who left is said to be
// no target and why.
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startResolution } from '@/engine';
import type { Example } from '@/content/example-types';
import { renderReady } from './test-render';

// Wrath of God with Blood Artist on Ana's side; Dee starts at 0 life, so the state-based check after
// the effect (704.5a) makes Dee lose and leave (800.4a) before Ana's abilities are put on the stack.
const wrath: Example = {
  slug: 'test-targets',
  title: 'Targets after a player left',
  summary: 'Ana’s Blood Artist abilities choose their targets once Dee has left.',
  rule: '603.3d',
  scenario: {
    format: 'apnap/1',
    players: ['Ana', 'Ben', 'Cy', 'Dee'],
    activePlayer: 'Ana',
    life: { Dee: 0 },
    cards: [
      { id: 'artist', name: 'Blood Artist', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
      { id: 'bears', name: 'Grizzly Bears', owner: 'Ben', zone: 'battlefield', types: ['creature'], manaValue: 2 },
    ],
    effect: { id: 'wrath-of-god', controller: 'Ana' },
  },
  steps: [{ narration: 'Wrath of God resolves.', expect: { kind: 'start' } }],
};

describe('choosing a target (603.3d)', () => {
  it('names the ability and its card, offers the engine’s legal targets, and says why Dee is not one', async () => {
    // What the engine asks: independent of the panel.
    let state = startResolution(wrath.scenario);
    expect(state.pending?.kind).toBe('order');
    const { root } = await renderReady(wrath);
    const sim = within(root);
    fireEvent.click(sim.getByRole('button', { name: 'Try it yourself' }));
    fireEvent.click(sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }));
    const panel = sim.getByRole('group', { name: /^Ana chooses the target of Blood Artist’s ability \((Blood Artist|itself|Grizzly Bears)/ });
    expect(panel).toHaveTextContent(/What it does: “Ana's Blood Artist \(.+ died\): target player loses 1 life and Ana gains 1 life\.”/);
    const offered = within(panel).getAllByRole('button').map((b) => b.textContent);
    expect(offered).toEqual(['Target Ana', 'Target Ben', 'Target Cy']);
    expect(panel).toHaveTextContent('Dee is not a legal target: Dee has left the game (800.4a).');
    // One tap picks: the next ability's question comes, naming the other death.
    const first = panel.querySelector('p')!.textContent;
    fireEvent.click(within(panel).getByRole('button', { name: 'Target Ben' }));
    const second = sim.getByRole('group', { name: /^Ana chooses the target of Blood Artist’s ability/ });
    expect(second.querySelector('p')!.textContent).not.toBe(first);
    fireEvent.click(within(second).getByRole('button', { name: 'Target Ben' }));
    expect(sim.queryByRole('group', { name: /chooses the target of/ })).toBeNull();
    expect(sim.getByText(/^The effect and the abilities it triggered have finished resolving|^The game is over/)).toBeInTheDocument();
    state = startResolution(wrath.scenario);
    expect(state.board.lost).toContain('Dee');
  });

  it('in French, with the same facts', async () => {
    const { root } = await renderReady(wrath, {}, 'fr');
    const sim = within(root);
    fireEvent.click(sim.getByRole('button', { name: 'À vous de jouer' }));
    fireEvent.click(sim.getByRole('button', { name: 'Mettre ces capacités sur la pile dans cet ordre (Ana)' }));
    const panel = sim.getByRole('group', { name: /^Ana choisit la cible de / });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cibler Ana', 'Cibler Ben', 'Cibler Cy']);
    expect(panel.textContent).toContain('Dee n’est pas une cible légale\u202f: Dee a quitté la partie (800.4a).');
  });
});
