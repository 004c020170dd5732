import { expect, type Locator, type Page } from '@playwright/test';
import type { ScenarioCard } from '../engine/types';

// Simulators load their interactive part when the reader gets near them (scrolls, points, focuses),
// not at idle time; one already on screen when the page opens waits to be pointed at, touched or
// focused. Tests bring each one into view and point at it, as a reader would, then wait for it.

/**
 * Points at an island (a simulator, the drill, the sandbox) until its code has loaded and it says
 * `data-ready`. The event a pointer moving onto it sends (not a real hover: that would move the
 * mouse, and with it whatever the test keeps under the pointer). Sent again while nothing has come:
 * one sent before the page has hydrated finds no listener yet, as a reader's would (they point again).
 */
async function pointUntilReady(island: Locator): Promise<void> {
  await hydrated(island.page());
  await expect(async () => {
    await island.dispatchEvent('pointerenter');
    await expect(island).toHaveAttribute('data-ready', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** One simulator, scrolled into view, pointed at, and interactive. */
export async function liveSimulator(sim: Locator): Promise<Locator> {
  await sim.scrollIntoViewIfNeeded();
  await pointUntilReady(sim);
  return sim;
}

/** Every simulator of the page, brought into view one by one until all are interactive. */
export async function wakeSimulators(page: Page): Promise<void> {
  const sims = page.locator('[data-simulator]');
  const count = await sims.count();
  for (let i = 0; i < count; i++) await liveSimulator(sims.nth(i));
}

/** `s` as a literal inside a regular expression. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a card tile's name says before its controller (battlefield) or owner (card-label.ts), per language. */
const BY = { en: '\\bby ', fr: '(?:contrôleur|propriétaire)\\s*: ' } as const;

/**
 * A card's tile in try-it mode. Its accessible name is "<name>, <types>, mana value N, controlled by X"
 * on the battlefield and "…, owned by X" elsewhere (in French "…, contrôleur : X"), so the name and that
 * player identify it.
 */
export function cardButton(sim: Locator, card: ScenarioCard, lang: keyof typeof BY = 'en'): Locator {
  const by = card.zone === 'battlefield' ? (card.controller ?? card.owner) : card.owner;
  return sim.getByRole('button', { name: new RegExp(`^${escape(card.name)}, .*${BY[lang]}${escape(by)}\\b`) });
}

/**
 * /practice's drill, live. A first visit's drill is the server's, and its code loads when the reader
 * turns to it (points at it, here); a drill link's loads at idle time.
 */
export async function livePractice(page: Page): Promise<Locator> {
  const practice = page.locator('[data-practice]');
  await pointUntilReady(practice);
  return practice;
}

/**
 * The sandbox, live, with its simulator. A first visit's table is the server's, and the sandbox's
 * code loads when the reader turns to it (points at it, here); a share link's or a kept table's
 * loads at idle time. Its simulator then loads at once.
 */
export async function liveSandbox(page: Page): Promise<Locator> {
  const sandbox = page.locator('[data-sandbox]');
  await pointUntilReady(sandbox);
  await expect(sandbox.locator('[data-simulator]')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return sandbox;
}

/**
 * The page has hydrated: the header's search button says so once its shortcuts work (an effect of
 * the same first commit as every island's listeners). A press before that finds no listener yet.
 * A page without the site's header (an embed) is not waited for here.
 */
export async function hydrated(page: Page): Promise<void> {
  const button = page.locator('button[data-search-button]');
  if (await button.count()) await expect(button).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
}
