import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { outOfOrderExample, sacrificeExample } from './test-example';
import { comparableHtml } from '@/components/layout/test-server-html';
import { Simulator } from './Simulator';
import { counter, renderInBrowser, renderReady, renderStatic } from './test-render';

describe('the static (server-rendered) simulator', () => {
  it('shows the table and narration of the initial step, with its controls drawn as they will be', async () => {
    // The island loads its interactive part in an effect; before that the static HTML is all there is.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { container } = renderStatic(sacrificeExample, { initialStep: 1 });
    const root = container.querySelector('[data-simulator]')!;
    expect(root).toHaveAttribute('data-ready', 'false');
    expect(counter()).toHaveTextContent('Step 2 of 5');
    expect(screen.getByText(/Cy picks Timber Wolves/)).toBeInTheDocument();
    // Pressable: a press loads the interactive part and is passed on (the next describe).
    expect(screen.getByRole('button', { name: /Next step/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Previous step/ })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    // "View as" is the current choice as text: no <select> until the interactive part (a <select>
    // makes Chrome lay out the simulator that the page otherwise skips: ViewAsSwitch.tsx).
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelector('[id$="-viewas"]')).toHaveTextContent('Everyone (teaching view)');
    vi.unstubAllGlobals();
  });
});

describe('progressive loading', () => {
  // Only `disabled`, `data-ready` and what is inside the "View as" box may differ: the interactive
  // part takes over in place, and the box (sized by its longest option) is the same.
  const normalise = (html: string) =>
    html
      .replace(/ disabled=""/g, '')
      .replace(/ data-ready="\w+"/, '')
      .replace(/(<div class="[^"]*field[^"]*">).*?(<span class="[^"]*selectBox[^"]*" data-size="[^"]*">).*?<\/span><\/div>/, '$1…$2…</span></div>');

  it('reached by an in-app link (no server HTML): drawn in the browser, the same view, then live', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { root } = await renderInBrowser(<Simulator example={sacrificeExample} initialStep={1} />);
    expect(root.querySelector('[data-kept]'), 'no server HTML to keep').toBeNull();
    expect(counter()).toHaveTextContent('Step 2 of 5');
    expect(screen.getByText(/Cy picks Timber Wolves/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
    await waitFor(() => expect(counter()).toHaveTextContent('Step 3 of 5'));
  });

  it('draws the same markup before and after the interactive part loads (no layout shift)', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const first = renderStatic(sacrificeExample, { initialStep: 2 });
    const before = normalise(comparableHtml(first.container));
    first.unmount();
    vi.unstubAllGlobals();
    const { container } = await renderReady(sacrificeExample, { initialStep: 2 });
    expect(normalise(comparableHtml(container))).toBe(before);
    expect(before).toContain('data-size="Everyone (teaching view)">…</span>');
    expect(container.querySelector('select')).toHaveDisplayValue('Everyone (teaching view)');
  });
});

describe('the first press, before the interactive part (use-first-press.ts)', () => {
  // The observer never reports, as for a simulator on the first screen: only the reader loads it.
  const firstScreen = () => vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });

  it('a press on a static "Next step" loads the interactive part and counts, once', async () => {
    firstScreen();
    const { container } = renderStatic(sacrificeExample);
    const root = container.querySelector('[data-simulator]')!;
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(root).toHaveAttribute('data-ready', 'false');
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
    await waitFor(() => expect(counter()).toHaveTextContent('Step 2 of 5'));
    expect(screen.getByRole('button', { name: /Next step/ })).toHaveFocus();
    // Live now: the next press is the button's own, not a replay (one step, not two).
    await act(async () => screen.getByRole('button', { name: /Next step/ }).click());
    expect(counter()).toHaveTextContent('Step 3 of 5');
  });

  it('focus on a static control loads it and is given back to the live control', async () => {
    firstScreen();
    const { container } = renderStatic(sacrificeExample);
    const root = container.querySelector('[data-simulator]')!;
    act(() => screen.getByRole('button', { name: 'Copy as text' }).focus());
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy as text' })).toHaveFocus());
    expect(counter()).toHaveTextContent('Step 1 of 5');
  });

  it('waits while nobody asks: no press, no focus, no report from the observer', async () => {
    firstScreen();
    const { container } = renderStatic(sacrificeExample);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-simulator]')).toHaveAttribute('data-ready', 'false');
  });
});

describe('walkthrough (101.4: APNAP order, from the active player)', () => {
  it('steps forward and back, and the counter follows', async () => {
    await renderReady(sacrificeExample);
    const user = userEvent.setup();
    expect(counter()).toHaveTextContent('Step 1 of 5');
    expect(screen.getByRole('button', { name: /Previous step/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next step/ }));
    await user.click(screen.getByRole('button', { name: /Next step/ }));
    expect(counter()).toHaveTextContent('Step 3 of 5');
    await user.click(screen.getByRole('button', { name: /Previous step/ }));
    expect(counter()).toHaveTextContent('Step 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(counter()).toHaveTextContent('Step 1 of 5');
  });

  it('stops at the last step', async () => {
    await renderReady(sacrificeExample, { initialStep: 4 });
    expect(counter()).toHaveTextContent('Step 5 of 5');
    expect(screen.getByRole('button', { name: /Next step/ })).toBeDisabled();
    expect(screen.getByText('The effect has finished resolving.')).toBeInTheDocument();
  });

  it('moves with the Left/Right arrow keys when focus is inside the simulator', async () => {
    await renderReady(sacrificeExample);
    const next = screen.getByRole('button', { name: /Next step/ });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('Step 3 of 5');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('Step 2 of 5');
    // In the "View as" select the arrows keep their own meaning.
    fireEvent.keyDown(screen.getByLabelText('View as'), { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('Step 2 of 5');
  });

  it('announces each step politely', async () => {
    await renderReady(sacrificeExample);
    await userEvent.setup().click(screen.getByRole('button', { name: /Next step/ }));
    const live = document.querySelector('[data-simulator-announcer] [aria-live="polite"]')!;
    expect(live.textContent).toMatch(/^Step 2 of 5: .*\(101\.4\)/);
  });

  it('narrates each step with the engine log lines and their rule numbers', async () => {
    await renderReady(sacrificeExample, { initialStep: 3 });
    const log = screen.getByRole('list', { name: 'Engine log for this step' });
    expect(log).toHaveTextContent(/Ben .*Llanowar Elves/);
    expect(log).toHaveTextContent('— 101.4');
    expect(screen.getByText(/Ben chooses last, knowing both choices/)).toBeInTheDocument();
  });

  it('shows the engine’s verdict on the authored step', async () => {
    await renderReady(sacrificeExample, { initialStep: 3 });
    expect(screen.getByText(/Engine agrees: Ben chooses after Ana \(101\.4\)/)).toBeInTheDocument();
  });

  it('never hides a disagreement: a refused authored decision shows the engine’s error', async () => {
    await renderReady(outOfOrderExample, { initialStep: 1 });
    const verdict = screen.getByText(/Engine rejects this step/).closest('p');
    expect(verdict).toHaveTextContent(/Ana choosing Grizzly Bears.*Cy.*— 101\.4/);
    expect(screen.getByText(/^Step 2 of 2$/)).toBeInTheDocument();
  });

  it('marks the active player and the player whose choice is pending, in words', async () => {
    await renderReady(sacrificeExample);
    const cy = screen.getByRole('region', { name: 'Cy' });
    expect(within(cy).getByText('Active player')).toBeInTheDocument();
    expect(within(cy).getByText(/Choosing now/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ana' })).queryByText('Active player')).toBeNull();
  });

  it('names cards for assistive technology', async () => {
    await renderReady(sacrificeExample);
    expect(
      screen.getByText('Grizzly Bears, creature, mana value 2, controlled by Ana'),
    ).toBeInTheDocument();
  });
});

describe('sharing a step', () => {
  it('copies the absolute link of the step on screen, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderReady(sacrificeExample, { initialStep: 2 });
    await act(async () => screen.getByRole('button', { name: 'Copy link to this step' }).click());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/examples/${sacrificeExample.slug}/3`);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await act(async () => screen.getByRole('button', { name: 'Copy as text' }).click());
    expect(writeText.mock.calls[1]![0]).toMatch(/^Each player sacrifices a creature — step 3 of 5/);
  });

  it('uses the page’s own step links when given', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderReady(sacrificeExample, { stepHref: (slug, n) => `/x/${slug}/s${n}` });
    await act(async () => screen.getByRole('button', { name: 'Copy link to this step' }).click());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/x/${sacrificeExample.slug}/s1`);
  });
});
