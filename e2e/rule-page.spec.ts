import { expect, test } from '@playwright/test';
import { seedRules } from '../content/library';
import { liveSimulator } from './simulators';

// The first simulator of /rules/101.4 is the rule's own example: three players, Cy (seat 3) active.
const firstSimulator = (page: import('@playwright/test').Page) => page.locator('[data-simulator]').first();

const rules = seedRules();

test.describe('rule 101.4 page', () => {
  test('home page explains APNAP Lab and links to rule 101.4', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'APNAP Lab' })).toBeVisible();
    await page.getByRole('link', { name: /101\.4 — APNAP order/ }).click();
    await expect(page).toHaveURL(/\/rules\/101\.4$/);
  });

  test('shows the seed text of 101.4 verbatim, dated before July 2018, and 101.4d as unchanged', async ({ page }) => {
    await page.goto('/rules/101.4');
    const main = page.locator('main');
    await expect(main).toContainText(rules['101.4']!.text);
    await expect(main).toContainText(rules['101.4']!.example!);
    await expect(main.getByText('Seed wording (Comprehensive Rules before July 2018)').first()).toBeVisible();
    for (const sub of ['101.4a', '101.4b', '101.4c', '101.4d']) {
      await expect(page.locator(`[id="${sub}"]`)).toBeVisible();
    }
    // 101.4d is word for word the newest held rule (the CR data says so, with its date); 101.4c is not
    // ("order written" became "order specified"), nor 101.4 (its example says "they control").
    await expect(page.locator('section[aria-labelledby="101.4d-title"]').getByText('word for word the Comprehensive Rules effective January 16, 2026')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="101.4c-title"]').getByText(/word for word/)).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="101.4-title"]').getByText(/word for word/)).toHaveCount(0);
  });

  test('the stamps name the edition checked: the Comprehensive Rules dated 2026-09-25', async ({ page }) => {
    await page.goto('/rules/101.4');
    const main = page.locator('main');
    await expect(main.getByText('last checked against the Comprehensive Rules dated 2026-09-25')).toBeVisible();
    await expect(main.getByText(/Text checked against the Comprehensive Rules dated 2026-09-25/)).toBeVisible();
  });

  test('the server-rendered HTML already shows step 1 of the simulator', async ({ request }) => {
    const html = await (await request.get('/rules/101.4')).text();
    expect(html).toMatch(/Step 1 of \d+/);
    expect(html).toContain('data-simulator');
  });

  // Before its interactive part loads, a simulator's "View as" is text in the select's box, not a
  // <select> (ViewAsSwitch.tsx); the select then takes the same box, so nothing below it moves.
  for (const { path, width } of [
    { path: '/fr/regles/101.4', width: 320 },
    { path: '/rules/101.4', width: 1280 },
  ]) {
    test(`"View as" keeps its box when the select takes over (${path} at ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const sim = page.locator('[data-simulator]').nth(1);
      const geometry = () =>
        sim.evaluate((root) => {
          const box = root.querySelector('[id$="-viewas"]')!;
          const toolbar = box.closest('div[class*="toolbar"]')!;
          const top = root.getBoundingClientRect().top;
          const rect = (e: Element) => {
            const r = e.getBoundingClientRect();
            return [r.left, r.top - top, r.width, r.height].map((n) => Math.round(n * 10) / 10);
          };
          return { tag: box.tagName, box: rect(box), below: rect(toolbar.parentElement!.nextElementSibling!) };
        });
      await expect(sim).toHaveAttribute('data-ready', 'false');
      const before = await geometry();
      expect(before.tag).toBe('SPAN');
      await liveSimulator(sim);
      const after = await geometry();
      expect(after.tag).toBe('SELECT');
      expect(after.box).toEqual(before.box);
      expect(after.below).toEqual(before.below);
    });
  }

  test('with JavaScript off, the simulators are readable and their controls plainly inert', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/rules/101.4');
    const sim = firstSimulator(page);
    await expect(sim.getByText(/^Step 1 of \d+$/)).toBeVisible();
    const next = sim.getByRole('button', { name: 'Next step' });
    // Drawn faded and deaf to the pointer (simulator.module.css, `scripting: none`): they can never load.
    expect(await next.evaluate((b) => [getComputedStyle(b).opacity, getComputedStyle(b).pointerEvents])).toEqual(['0.55', 'none']);
    await next.click({ force: true });
    await expect(sim.getByText(/^Step 1 of \d+$/)).toBeVisible();
    await context.close();
  });

  test('stepping forward and back through the sacrifice example', async ({ page }) => {
    await page.goto('/rules/101.4');
    const sim = await liveSimulator(firstSimulator(page));
    const total = Number((await sim.getByText(/Step 1 of \d+/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(2);
    await sim.getByRole('button', { name: 'Next step' }).click();
    await expect(sim.getByText(`Step 2 of ${total}`)).toBeVisible();
    await expect(sim).toContainText('Cy');
    await sim.getByRole('button', { name: 'Previous step' }).click();
    await expect(sim.getByText(`Step 1 of ${total}`)).toBeVisible();
    for (let i = 1; i < total; i++) await sim.getByRole('button', { name: 'Next step' }).click();
    await expect(sim.getByText(`Step ${total} of ${total}`)).toBeVisible();
    // The last step sacrifices all chosen creatures at once (101.4).
    await expect(sim).toContainText(/sacrificed simultaneously|simultaneously/i);
    await expect(sim.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });

  test('keyboard alone can step', async ({ page }) => {
    await page.goto('/rules/101.4');
    const sim = await liveSimulator(firstSimulator(page));
    const next = sim.getByRole('button', { name: 'Next step' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(sim.getByText(/Step 2 of \d+/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(sim.getByText(/Step 3 of \d+/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(sim.getByText(/Step 2 of \d+/)).toBeVisible();
  });

  test('Try it yourself: a creature of a player who is not next is refused with the rule', async ({ page }) => {
    await page.goto('/rules/101.4');
    const sim = await liveSimulator(firstSimulator(page));
    await sim.getByRole('button', { name: /Try it yourself/ }).click();
    // Ana sits in seat 1 but Cy is the active player: Ana's Grizzly Bears is refused.
    await sim.getByRole('button', { name: /Grizzly Bears/ }).click();
    const alert = sim.getByRole('alert');
    await expect(alert).toContainText('Cy chooses first');
    await expect(alert).toContainText('active player');
    await expect(alert).toContainText('101.4');
    // Cy's own creature is accepted, and Ana is asked next.
    await sim.getByRole('button', { name: /Llanowar Elves/ }).click();
    await expect(sim.getByRole('alert')).toHaveCount(0);
    await expect(sim).toContainText(/Ana/);
  });
});

// Bad addresses answer the 404 page (quality/not-found.spec.ts checks twenty of them over HTTP); in the
// browser, it offers the way to rule 101.4.
test('the 404 page, for an unknown page, rule, example and step, offers rule 101.4', async ({ page }) => {
  for (const url of ['/no-such-page', '/rules/999.9', '/examples/no-such-example', '/examples/sacrifice-three-players/999']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), url).toBeVisible();
    await expect(page.getByRole('link', { name: /Rule 101\.4/ }), url).toBeVisible();
  }
});
