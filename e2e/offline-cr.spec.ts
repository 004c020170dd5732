// The Comprehensive Rules offline: "Save everything" saves their section and subsection pages and
// their search index (never the install); then, with the server gone, any rule opens (a rule or
// subrule from its subsection's saved page, at its anchor) and search finds any rule by number.
//
// Needs the CR's pages (/rules/<n>, /fr/regles/<n>): until they are in the build, it skips itself.
import { expect, test } from '@playwright/test';
import { isCrHeadPage } from '@/components/offline/offline-paths';
import { installWorkerFrom, isPrecachedIn, proxyPerTest } from './offline-worker';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const proxy = proxyPerTest();

test('after "Save everything", any rule opens offline at its place, and search finds it by number', async ({ page }) => {
  const head = await page.request.get(`${proxy().url}/rules/702`);
  test.skip(head.status() !== 200, 'the CR pages (/rules/<n>) are not in this build yet');

  await installWorkerFrom(page, `${proxy().url}/`);
  // Install keeps the site's own pages; the CR waits for "Save everything".
  expect(await isPrecachedIn(page, '/rules/101.4')).toBe(true);
  expect(isCrHeadPage('/rules/702')).toBe(true);
  expect(await isPrecachedIn(page, '/generated/cr-index.json')).toBe(false);

  const sizes = (await (await page.request.get(`${proxy().url}/generated/offline-sizes.json`)).json()) as { cr?: { pages: number; bytes: number } };
  expect(sizes.cr?.pages).toBeGreaterThan(200); // 9 sections and ~120 subsections, in each language
  const save = page.locator('[data-save-state]');
  const button = save.getByRole('button', { name: /^Save everything for offline/ });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toContainText(/the Comprehensive Rules included, \d+\.\d MB/);
  await button.click();
  await expect(save).toHaveAttribute('data-save-state', 'done', { timeout: 240_000 });
  expect(await isPrecachedIn(page, '/generated/cr-index.json')).toBe(true);
  await proxy().stop();

  // A subrule never opened: its subsection's saved page, scrolled to it.
  for (const [address, landing] of [
    ['/rules/702.19b', '/rules/702#702.19b'],
    ['/fr/regles/101.4a', '/fr/regles/101#101.4a'],
  ] as const) {
    await page.goto(`${proxy().url}${address}`);
    await expect(page).toHaveURL(new RegExp(`${landing.replace('.', '\\.')}$`));
    const entry = page.locator(`[id="${landing.split('#')[1]}"]`);
    await expect(entry).toBeInViewport();
    await expect(page.locator('h1').first()).not.toHaveText(/You are offline|Vous êtes hors ligne/);
  }

  // Search, offline: the rules' index was saved too.
  await page.goto(`${proxy().url}/rules/702`);
  await page.locator('button[data-search-button]').click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('702.19b');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('data-href', '/rules/702.19b');
});
