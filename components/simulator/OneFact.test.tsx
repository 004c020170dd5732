// A step's lines say each fact once: the verdict confirms what the engine did, the line under it
// says who is asked next or that the game is over (not both).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '@/content/library';
import { renderReady } from './test-render';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('one fact, one line', () => {
  it('the life race’s last step says once that the game is over and Ben wins', async () => {
    const race = example('life-race-wrath')!;
    const { root } = await renderReady(race, { initialStep: race.steps.length - 1 });
    const verdict = within(root).getByText(/^✓ Engine agrees/);
    expect(verdict.textContent).not.toMatch(/wins|game is over/);
    expect(count(root.textContent ?? '', 'The game is over: Ben wins')).toBe(1);
    expect(screen.getByText('The game is over: Ben wins (104.2a).')).toBeInTheDocument();
  });

  it('a step whose narration names the next player: the verdict leaves it to the line “Next: …”', async () => {
    const race = example('sacrifice-three-players')!;
    const at = race.steps.findIndex((s) => s.expect?.next);
    expect(at).toBeGreaterThanOrEqual(0);
    const { root } = await renderReady(race, { initialStep: at });
    expect(within(root).getByText(/^✓ Engine agrees/).textContent).not.toMatch(/Next to choose/);
    expect(within(root).getByText(`Next: ${race.steps[at]!.expect!.next}`)).toBeInTheDocument();
  });
});
