// Shared helpers for the simulator's component tests.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Lang } from '@/i18n/lang';
import { TestIntl } from '@/components/i18n/TestIntl';
import { afterEach, expect, vi } from 'vitest';
import type { Example } from '@/content/example-types';
import { Simulator, type SimulatorPlacement } from './Simulator';

// The shared vitest setup has no automatic cleanup (no test globals): unmount after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Longer than testing-library's 1 s: the first test of a file waits for the static view's and the
 * interactive part's chunks, transformed on first use.
 */
const CHUNKS = { timeout: 10_000 };

/**
 * Renders a simulator as a page reached in the browser does (no server HTML under it: the static
 * view is drawn from its own chunk, ServerDrawnView.tsx), and waits until its view is drawn.
 */
export async function renderDrawn(ui: ReactElement, lang: Lang = 'en') {
  const utils = renderIntl(ui, lang);
  const root = await waitFor(() => {
    const sim = utils.container.querySelector<HTMLElement>('[data-simulator]');
    expect(sim?.querySelector('button, input, [role="alert"]'), 'the simulator’s view').toBeTruthy();
    return sim!;
  }, CHUNKS);
  return { ...utils, root };
}

export const renderStatic = (example: Example, props: SimulatorPlacement = {}, lang: Lang = 'en') =>
  renderDrawn(<Simulator example={example} {...props} />, lang);

/** Renders the static view + island, and waits for the interactive part (data-ready). */
export async function renderReady(example: Example, props: SimulatorPlacement = {}, lang: Lang = 'en') {
  const utils = await renderStatic(example, props, lang);
  await waitFor(() => expect(utils.root).toHaveAttribute('data-ready', 'true'), CHUNKS);
  return utils;
}

export const counter = () => screen.getByText(/^Step \d+ of \d+$/);

/** Renders under the messages of a language, as the site's layouts do. */
export function renderIntl(ui: ReactElement, lang: Lang = 'en') {
  return render(<TestIntl lang={lang}>{ui}</TestIntl>);
}
