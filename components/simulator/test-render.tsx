// Shared helpers for the simulator's component tests.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Lang } from '@/i18n/lang';
import { TestIntl } from '@/components/i18n/TestIntl';
import { afterEach, expect, vi } from 'vitest';
import type { Example } from '@/content/example-types';
// The server renders French pages too (static-view-server.ts registers this narrator there).
import '@/i18n/narrators/fr';
import { renderAsServerSent } from '@/components/layout/test-server-html';
import { islandProps, Simulator, type SimulatorPlacement, type SimulatorProps } from './Simulator';
import { StaticView } from './StaticView';

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

/** The test's messages, as a wrapper component (TestIntl in one language). */
function intlOf(lang: Lang) {
  return function Intl({ children }: { children: ReactNode }) {
    return <TestIntl lang={lang}>{children}</TestIntl>;
  };
}

/**
 * Renders a simulator as a page loaded from the server is: the server's HTML (the island, and the
 * static view in the element it keeps), hydrated (test-server-html.tsx).
 */
export function renderServerSent(props: SimulatorProps, lang: Lang = 'en') {
  const utils = renderAsServerSent(<Simulator {...props} />, [<StaticView key="view" {...islandProps(props)} />], intlOf(lang));
  return { ...utils, root: utils.container.querySelector<HTMLElement>('[data-simulator]')! };
}

export const renderStatic = (example: Example, props: SimulatorPlacement = {}, lang: Lang = 'en') =>
  renderServerSent({ example, ...props }, lang);

/**
 * Renders a simulator as a page reached by an in-app link is (its payload, no server HTML: the
 * static view is drawn in the browser from its own chunk, ServerDrawnView.tsx), and waits for it.
 */
export async function renderInBrowser(ui: ReactElement, lang: Lang = 'en') {
  const utils = renderIntl(ui, lang);
  const root = await waitFor(() => {
    const sim = utils.container.querySelector<HTMLElement>('[data-simulator]');
    expect(sim?.querySelector('button, input, [role="alert"]'), 'the simulator’s view').toBeTruthy();
    return sim!;
  }, CHUNKS);
  // The view is committed, its effects (the island's listeners for the reader's first press) may
  // not have run yet: a browser runs them before a reader could press anything, so let them run.
  await act(async () => {});
  return { ...utils, root };
}

/** Renders the static view + island, and waits for the interactive part (data-ready). */
export async function renderReady(example: Example, props: SimulatorPlacement = {}, lang: Lang = 'en') {
  const utils = renderStatic(example, props, lang);
  await waitFor(() => expect(utils.root).toHaveAttribute('data-ready', 'true'), CHUNKS);
  return utils;
}

export const counter = () => screen.getByText(/^Step \d+ of \d+$/);

/** Renders under the messages of a language, as the site's layouts do. */
export function renderIntl(ui: ReactElement, lang: Lang = 'en') {
  return render(<TestIntl lang={lang}>{ui}</TestIntl>);
}
