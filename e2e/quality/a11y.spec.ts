// Accessibility: axe (WCAG 2.0/2.1 A and AA) on one page of each template (routes.ts TEMPLATES), in
// both colour schemes, with zero violations; the simulator once interactive and in "Try it yourself"
// (the simulator alone, the page around it being checked once); the keyboard alone walks an example
// and uses search; focused elements show a visible focus indicator.
import { expect, test } from '@playwright/test';
import { EXAMPLES, NOT_FOUND, NOT_FOUND_FR, TEMPLATES } from './routes';
import { expectNoViolations, settle } from '../axe';
import { liveSimulator } from '../simulators';

const SCHEMES = ['light', 'dark'] as const;

test.describe('axe: zero WCAG 2.1 A/AA violations, light and dark', () => {
  // axe on a rule page with several simulators takes seconds on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  // One page per template; the languages alternate (the French pages have their own words and labels).
  for (const { template, route } of TEMPLATES) {
    test(`${template}: ${route}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await settle(page);
      await expectNoViolations(page, route);
    });
  }

  test('the 404 page', async ({ page }) => {
    const response = await page.goto(NOT_FOUND);
    expect(response?.status()).toBe(404);
    await settle(page);
    await expectNoViolations(page, 'the 404 page');
  });

  test('the French 404 page', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_FR);
    expect(response?.status()).toBe(404);
    await settle(page);
    await expectNoViolations(page, 'the French 404 page');
  });

  test('the simulator, interactive, in walkthrough and in "Try it yourself" (with a refusal on screen)', async ({ page }) => {
    await page.goto('/rules/101.4');
    const sim = await liveSimulator(page.locator('[data-simulator]').first());
    await settle(page);
    await sim.getByRole('button', { name: 'Next step' }).click();
    await expect(sim.getByText(/Step 2 of \d+/)).toBeVisible();
    // The whole rule page once (its every simulator interactive), then the simulator alone.
    await expectNoViolations(page, '/rules/101.4, walkthrough at step 2');
    const first = `[data-simulator][data-slug="${await sim.getAttribute('data-slug')}"]`;

    // "Try it yourself" from the start of the example (it picks up where the walkthrough is).
    await sim.getByRole('button', { name: 'Restart' }).click();
    await expect(sim.getByText(/Step 1 of \d+/)).toBeVisible();
    await sim.getByRole('button', { name: 'Try it yourself' }).click();
    await expect(sim.getByRole('button', { name: 'Try it yourself' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page, '/rules/101.4, Try it yourself', first);

    // A choice out of APNAP order (Ana's creature; Cy is active): the refusal (role=alert) too.
    await sim.getByRole('button', { name: /Grizzly Bears/ }).click();
    await expect(sim.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, '/rules/101.4, Try it yourself, refusal shown', first);
  });

  test('triggered abilities (603.3b): waiting list, stack, ordering control, a refusal and the target seats', async ({ page }) => {
    await page.goto('/examples/life-race-wrath/10');
    const sim = await liveSimulator(page.locator('[data-simulator]').first());
    // The simulator alone: the step page around it is a template checked above.
    const only = '[data-simulator]';
    await expect(sim.getByRole('region', { name: /^Stack/ }).locator('ol > li')).toHaveCount(5);
    await expectNoViolations(page, 'life race, abilities on the stack', only);
    await sim.getByRole('button', { name: 'Previous step' }).click();
    await expectNoViolations(page, 'life race, abilities waiting', only);

    // "Try it yourself" from the start: the orders are asked for first.
    await sim.getByRole('button', { name: 'Restart' }).click();
    await sim.getByRole('button', { name: 'Try it yourself' }).click();
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).click();
    await expect(sim.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'life race, ordering control with a refusal', only);

    await sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }).click();
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).click();
    await expect(sim.getByRole('button', { name: 'Target Ana' })).toBeVisible();
    await expectNoViolations(page, 'life race, choosing a target', only);
  });

  test('the search dialog, open with results', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('/');
    const box = page.getByRole('dialog').getByRole('combobox');
    await expect(box).toBeFocused();
    await box.fill('sacrifice');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, 'search dialog', 'dialog');
  });
});

test.describe('keyboard only', () => {
  test('walks a whole example: Tab to "Next step", Enter, then ArrowRight to the last step', async ({ page }) => {
    const ex = EXAMPLES.find((e) => e.steps >= 4) ?? EXAMPLES[0]!;
    await page.goto(`/examples/${ex.slug}`);
    const sim = await liveSimulator(page.locator('[data-simulator]').first());
    const counter = sim.getByText(new RegExp(`^Step \\d+ of ${ex.steps}$`));
    await expect(counter).toHaveText(`Step 1 of ${ex.steps}`);

    // Tab from the top of the page until "Next step" has the focus.
    let found = false;
    for (let i = 0; i < 120 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => {
        const el = document.activeElement;
        return !!el && el.tagName === 'BUTTON' && /Next step/.test(el.textContent ?? '') && !!el.closest('[data-simulator]');
      });
    }
    expect(found, '"Next step" is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`Step 2 of ${ex.steps}`);
    for (let n = 3; n <= ex.steps; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`Step ${n} of ${ex.steps}`);
    }
    // At the last step, another ArrowRight stays there.
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`Step ${ex.steps} of ${ex.steps}`);
    await expect(sim.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });

  test('search: `/` opens it, type, ArrowDown, Enter goes to the result; Ctrl+K opens, Esc closes', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.keyboard.press('/');
    const box = page.getByRole('dialog').getByRole('combobox');
    await expect(box).toBeFocused();
    await page.keyboard.type('608.2e');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/608\.2e/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Ctrl+K opens it again; Esc closes it and the focus goes back.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('visible focus', () => {
  for (const route of ['/', '/rules/101.4', `/examples/${EXAMPLES[0]!.slug}`, '/sandbox']) {
    test(`every focusable element on ${route} shows an outline or a box-shadow when focused from the keyboard`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      // Tab through the page (first 60 stops), reading the focused element's computed style.
      const missing: string[] = [];
      const seen = new Set<string>();
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        // Start from the top of the document: focus a non-tabbable marker placed first in <body>.
        await page.evaluate(() => {
          const start = document.getElementById('quality-focus-start') ?? document.createElement('span');
          start.id = 'quality-focus-start';
          start.tabIndex = -1;
          document.body.prepend(start);
          window.scrollTo(0, 0);
          start.focus();
        });
        for (let i = 0; i < 60; i++) {
          await page.keyboard.press('Tab');
          const info = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const s = getComputedStyle(el);
            const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'transparent' && !/rgba\(.*, 0\)$/.test(s.outlineColor);
            const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
            const label = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
            return { label, ok: outline || shadow, path: label + el.getBoundingClientRect().top };
          });
          if (!info) break;
          if (seen.has(`${colorScheme}${info.path}`)) break; // wrapped around
          seen.add(`${colorScheme}${info.path}`);
          if (!info.ok) missing.push(`${colorScheme}: ${info.label}`);
        }
      }
      expect(seen.size, 'Tab reaches focusable elements').toBeGreaterThan(3);
      expect(missing, `focused with no outline and no box-shadow on ${route}:\n${missing.join('\n')}`).toEqual([]);
    });
  }
});
