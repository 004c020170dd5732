// Untrusted scenarios: every text field of a scenario (player names, card names) carries a script or
// HTML payload, loaded through a share link, pasted JSON and an imported file. Nothing may run
// (`window.__pwned` stays undefined, no dialog opens, no element with an event-handler attribute
// appears) and the names show as the literal text they are.
import { expect, test, type Page } from '@playwright/test';
import { encodeScenario } from '../../engine/scenario/share-link';
import type { Scenario } from '../../engine/types';
import { liveSandbox } from '../simulators';

// Player names are 1-24 characters (scenario-format.md): short payloads that would still run.
const PLAYERS = ['<svg/onload=__pwned=1>', '"><img src=x onerror=a>', 'javascript:__pwned=1'];
// Card names are free text: the long classics.
const CARD_NAMES = [
  '<img src=x onerror=window.__pwned=1>',
  '"><script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  "</textarea><svg onload=window.__pwned=1>'",
  '<a href="javascript:window.__pwned=1">click me</a>',
  '{{constructor.constructor("window.__pwned=1")()}} ${window.__pwned=1}',
];

const scenario: Scenario = {
  format: 'apnap/1',
  players: PLAYERS,
  activePlayer: PLAYERS[1]!,
  cards: [
    // A creature for each player on the battlefield (so each is asked), the rest in hands.
    { id: 'c0', name: CARD_NAMES[0]!, owner: PLAYERS[0]!, zone: 'battlefield', types: ['creature'], manaValue: 1 },
    { id: 'c1', name: CARD_NAMES[1]!, owner: PLAYERS[1]!, zone: 'battlefield', types: ['creature'], manaValue: 2 },
    { id: 'c2', name: CARD_NAMES[2]!, owner: PLAYERS[2]!, zone: 'battlefield', types: ['creature'], manaValue: 3 },
    { id: 'c3', name: CARD_NAMES[3]!, owner: PLAYERS[0]!, zone: 'battlefield', types: ['creature'] },
    { id: 'c4', name: CARD_NAMES[4]!, owner: PLAYERS[1]!, zone: 'hand', types: ['instant'] },
    { id: 'c5', name: CARD_NAMES[5]!, owner: PLAYERS[2]!, zone: 'graveyard', types: ['sorcery'] },
  ],
  effect: { id: 'each-player-sacrifices-a-creature', controller: PLAYERS[0]! },
  decisions: [{ player: PLAYERS[1]!, choice: ['c1'] }],
};

/** Arms the traps: dialogs are recorded, `__pwned` is watched from before any script of the page. */
async function trap(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { dialogs, errors };
}

async function expectNothingRan(page: Page, t: { dialogs: string[] }) {
  // Give any injected handler (onerror of a broken image, onload of an svg) the time to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
  expect(t.dialogs, 'dialogs opened').toEqual([]);
  // No element created from a payload: no inline event handler, no javascript: URL, no injected image.
  const injected = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter(
        (el) =>
          [...el.attributes].some((a) => /^on/i.test(a.name) || (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*javascript:/i.test(a.value))) ||
          (el.tagName === 'IMG' && el.getAttribute('src') === 'x') ||
          (el.tagName === 'SCRIPT' && /__pwned/.test(el.textContent ?? '')),
      )
      .map((el) => el.outerHTML.slice(0, 160)),
  );
  expect(injected, 'elements injected from scenario text').toEqual([]);
}

/** The names appear on the page as literal text (escaped, not parsed as markup). */
async function expectNamesAsText(page: Page) {
  const sim = page.locator('[data-simulator]');
  await expect(sim).toBeVisible();
  for (const name of PLAYERS) await expect(sim.getByText(name, { exact: false }).first()).toBeAttached();
  for (const name of CARD_NAMES.slice(0, 4)) await expect(sim.getByText(name, { exact: false }).first()).toBeAttached();
  // And in the builder's fields, as values.
  for (const [i, name] of PLAYERS.entries()) await expect(page.getByLabel(`Seat ${i + 1} name`)).toHaveValue(name);
}

/** Makes the remaining choices in "Try it yourself", so the names also pass through the engine's messages. */
async function play(page: Page) {
  const sim = page.locator('[data-simulator]');
  await sim.getByRole('button', { name: 'Try it yourself' }).click();
  // Every card button once: wrong ones are refused (alert with names), right ones accepted.
  const cards = sim.locator('button[aria-label], button').filter({ hasText: /pwned|javascript/ });
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    if ((await card.isVisible()) && (await card.isEnabled())) await card.click();
  }
}

test.describe('script and HTML payloads in a scenario never run', () => {
  test('through a share link /sandbox?s=…', async ({ page }) => {
    const t = await trap(page);
    await page.goto(`/sandbox?s=${await encodeScenario(scenario)}`);
    await expect(page.getByRole('status').first()).toContainText(/Loaded the table and choices from the link/);
    await expectNamesAsText(page);
    await expectNothingRan(page, t);
    await play(page);
    await expectNothingRan(page, t);
    // Copy-as-text and the share link are built from the same names: still inert after a reload.
    const link = await page.getByLabel(/Share link/).inputValue();
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expectNamesAsText(page);
    await expectNothingRan(page, t);
    expect(t.errors, 'page errors').toEqual([]);
  });

  test('through pasted JSON ("Load this JSON") and an imported file', async ({ page }) => {
    const t = await trap(page);
    await page.goto('/sandbox');
    // The sandbox's code loads when the reader turns to it: wait until it is live before pasting.
    await liveSandbox(page);
    const json = JSON.stringify(scenario, null, 2);
    await page.getByLabel(/Scenario JSON/).fill(json);
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    await expectNamesAsText(page);
    await expectNothingRan(page, t);
    await play(page);
    await expectNothingRan(page, t);

    await page.getByRole('button', { name: 'Reset to the default table' }).click();
    await page.getByLabel(/Import a scenario file/).setInputFiles({ name: 'evil.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await expectNamesAsText(page);
    await expectNothingRan(page, t);
    expect(t.errors, 'page errors').toEqual([]);
  });

  test('a share link whose payload is itself markup shows the error as text', async ({ page }) => {
    const t = await trap(page);
    await page.goto(`/sandbox?s=${encodeURIComponent('"><img src=x onerror=window.__pwned=1>')}`);
    await expect(page.getByTestId('load-error')).toBeVisible();
    await expectNothingRan(page, t);
    // A valid link with a payload in a field the engine rejects: the message quotes it as text.
    const bad = { ...scenario, activePlayer: '<img src=x onerror=window.__pwned=1>' };
    await page.goto(`/sandbox?s=${await encodeScenario(bad as Scenario)}`);
    await expect(page.getByTestId('load-error')).toContainText('activePlayer');
    await expectNothingRan(page, t);
  });
});

test('a practice link whose parameters are markup shows the problem as text', async ({ page }) => {
  const t = await trap(page);
  await page.goto(`/practice?v=1&seed=${encodeURIComponent('"><img src=x onerror=window.__pwned=1>')}&topic=rituel`);
  // Quoted as text (cut to its first 20 characters).
  await expect(page.getByTestId('drill-problem')).toContainText('seed ""><img src=x onerror" is not');
  await expectNothingRan(page, t);
  await page.goto(`/practice?v=1&seed=1&topic=${encodeURIComponent('<script>window.__pwned=1</script>')}`);
  await expect(page.getByTestId('drill-problem')).toContainText('<script>');
  await expectNothingRan(page, t);
});
