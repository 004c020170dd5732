// Triggered abilities in APNAP order (603.3b), in the browser: the rule page's simulators, the
// stack view, and Try it yourself with the ordering control and target seats, by pointer and by
// keyboard. Every step of every example is also walked by examples.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { liveSimulator } from './simulators';

const LIFE_RACE = 'life-race-wrath';
const SLUGS = [LIFE_RACE, 'triggers-wait-smallpox', 'four-players-death-triggers'];

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function simulatorOf(page: Page, slug: string): Promise<Locator> {
  return liveSimulator(page.locator(`[data-simulator][data-slug="${slug}"]`).first());
}

const stackOf = (sim: Locator) => sim.getByRole('region', { name: /^Stack/ });

/** The life race at one step's own page (step 10: Ben's abilities have just gone on top of Ana's). */
async function lifeRaceAt(page: Page, step: number): Promise<Locator> {
  await page.goto(`/examples/${LIFE_RACE}/${step}`);
  return simulatorOf(page, LIFE_RACE);
}

async function startTrying(page: Page): Promise<Locator> {
  await page.goto(`/examples/${LIFE_RACE}`);
  const sim = await simulatorOf(page, LIFE_RACE);
  await sim.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(sim.getByText(/^The rules ask:/)).toBeVisible();
  return sim;
}

test.describe('the 603.3b page', () => {
  test('embeds the three examples, each walkable to its last step', async ({ page }) => {
    await page.goto('/rules/603.3b');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('603.3b');
    for (const slug of SLUGS) {
      const sim = await simulatorOf(page, slug);
      const counter = sim.getByText(/^Step \d+ of \d+$/);
      // Read once the counter is settled (the static view may be swapped for the island meanwhile).
      await expect(counter).toHaveText(/^Step 1 of \d+$/);
      const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThan(1);
      const next = sim.getByRole('button', { name: 'Next step' });
      for (let i = 1; i < total; i++) await next.click();
      await expect(sim.getByText(`Step ${total} of ${total}`, { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(sim).not.toContainText(/Engine disagrees|Engine rejects/);
    }
  });

  test('links to and from 101.4 and 608.2e, and is in the main navigation', async ({ page }) => {
    for (const rule of ['101.4', '608.2e']) {
      await page.goto(`/rules/${rule}`);
      await expect(page.locator('article a[href="/rules/603.3b"]').first()).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /603\.3b/ }).click();
    await expect(page).toHaveURL(/\/rules\/603\.3b$/);
  });
});

test.describe('the life race, step by step', () => {
  test('the stack lists abilities bottom to top with source, controller and target, and marks the next to resolve', async ({ page }) => {
    const sim = await lifeRaceAt(page, 10);
    const next = sim.getByRole('button', { name: 'Next step' });
    // Ben's abilities are on the stack: five objects, Ben's on top.
    const items = stackOf(sim).locator('ol > li');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(/^Bottom.*Zulaport Cutthroat’s ability.*controlled by Ana/);
    await expect(items.last()).toContainText(/^Top \(resolves first\).*Blood Artist’s ability.*controlled by Ben, targeting Ana/);
    // Resolve to the end: Ana loses with her own abilities still on the stack.
    while (await next.isEnabled()) await next.click();
    await expect(sim.getByRole('region', { name: 'Ana' }).getByText('Lost the game')).toBeVisible();
    await expect(sim.getByText(/^The game is over: Ben wins/)).toBeVisible();
    // Ana's two Zulaport Cutthroat abilities and Ben's last one never resolved.
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Zulaport Cutthroat’s ability');
  });

  test('"Copy as text" covers the abilities on the stack and who lost', async ({ page }) => {
    const sim = await lifeRaceAt(page, 14);
    await sim.getByRole('button', { name: 'Copy as text' }).click();
    await expect(sim.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/Ana \(active player\): 0 life \(lost\), Ben: 5 life/);
    expect(text).toMatch(/Stack, bottom to top: Zulaport Cutthroat’s ability/);
    expect(text).toContain('(704.5a)');
    expect(text).toMatch(/Now: the game is over: Ben wins/);
  });

  test('"View as" a player shows the same stack (nothing on it is hidden)', async ({ page }) => {
    const sim = await lifeRaceAt(page, 10);
    await expect(stackOf(sim).locator('ol > li')).toHaveCount(5);
    const everyone = await stackOf(sim).innerText();
    await sim.getByLabel('View as').selectOption({ label: 'Ben' });
    await expect(sim.getByRole('group', { name: /^Table, seen by Ben/ })).toBeVisible();
    expect(await stackOf(sim).innerText()).toBe(everyone);
  });
});

test.describe('Try it yourself: ordering and targets (603.3b, 603.3d)', () => {
  test('refuses Ben ordering before Ana, then accepts Ana, Ben and his targets, and plays the race out', async ({ page }) => {
    const sim = await startTrying(page);
    const table = sim.getByRole('group', { name: /^Table, seen by / });
    const before = await table.innerText();

    // Wrong: Ben is not the active player, so his abilities can't go on the stack first.
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).click();
    const alert = sim.getByRole('alert');
    await expect(alert).toContainText('Refused:');
    await expect(alert).toContainText('Ana');
    await expect(alert).toContainText(/— 603\.3b\s*$/);
    expect(await table.innerText(), 'a refused ordering leaves the table as it was').toBe(before);

    // Right: Ana first, then Ben.
    await sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }).click();
    await expect(sim.getByRole('alert')).toHaveCount(0);
    await expect(sim.getByText('✓ Accepted.')).toBeVisible();
    await expect(stackOf(sim).locator('ol > li')).toHaveCount(2);
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).click();

    // Three targets, one per Blood Artist ability, by clicking Ana's seat.
    for (let i = 0; i < 3; i++) {
      await sim.getByRole('button', { name: 'Target Ana' }).click();
      await expect(sim.getByRole('alert')).toHaveCount(0);
    }
    await expect(sim.getByText(/^The game is over: Ben wins/)).toBeVisible();
    await expect(sim.getByRole('region', { name: 'Ana' }).getByText('Lost the game')).toBeVisible();
  });

  test('orders and targets with the keyboard alone @phone', async ({ page }) => {
    const sim = await startTrying(page);
    // Ana's abilities: move the second one first, by keyboard, then put them on the stack.
    const up = sim.getByRole('button', { name: /^Move Zulaport Cutthroat’s ability \(Grizzly Bears died\) earlier/ });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    const ana = sim.getByRole('group', { name: /^Ana’s waiting abilities/ });
    await expect(ana.getByRole('listitem').first()).toContainText('Grizzly Bears died');
    await sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }).focus();
    await page.keyboard.press('Enter');
    await expect(sim.getByText('✓ Accepted.')).toBeVisible();
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).focus();
    await page.keyboard.press('Space');
    const target = sim.getByRole('button', { name: 'Target Ana' });
    for (let i = 0; i < 3; i++) {
      await target.focus();
      await page.keyboard.press('Enter');
    }
    await expect(sim.getByText(/^The game is over: Ben wins/)).toBeVisible();
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
