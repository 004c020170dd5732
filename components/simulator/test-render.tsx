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

/** Renders the server view + island, and waits for the interactive part (data-ready). */
export async function renderReady(example: Example, props: SimulatorPlacement = {}, lang: Lang = 'en') {
  const utils = renderIntl(<Simulator example={example} {...props} />, lang);
  const root = utils.container.querySelector('[data-simulator]') as HTMLElement;
  await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
  return { ...utils, root };
}

export const counter = () => screen.getByText(/^Step \d+ of \d+$/);

/** Renders under the messages of a language, as the site's layouts do. */
export function renderIntl(ui: ReactElement, lang: Lang = 'en') {
  return render(<TestIntl lang={lang}>{ui}</TestIntl>);
}
