import { expect, type Locator, type Page } from '@playwright/test';

// Simulators load their interactive part when the reader gets near them (scrolls, points, focuses),
// not at idle time: tests bring each one into view, as a reader would, then wait for it.

/** One simulator, scrolled into view and interactive. */
export async function liveSimulator(sim: Locator): Promise<Locator> {
  await sim.scrollIntoViewIfNeeded();
  await expect(sim).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return sim;
}

/** Every simulator of the page, brought into view one by one until all are interactive. */
export async function wakeSimulators(page: Page): Promise<void> {
  const sims = page.locator('[data-simulator]');
  const count = await sims.count();
  for (let i = 0; i < count; i++) await liveSimulator(sims.nth(i));
}
