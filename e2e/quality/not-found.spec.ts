// Bad URLs: unknown routes, unknown example slugs and steps out of range answer 404 with the 404 page
// (its title, heading and ways back), never a 500, a blank page or a redirect to something else.
import { expect, test } from '@playwright/test';
import { EXAMPLES } from './routes';

const ex = EXAMPLES[0]!;
const BAD = [
  '/quality-check-no-such-page',
  '/rules/101.5',
  '/rules/101.4/extra',
  '/cards/no-such-card',
  '/examples/x',
  '/examples/x/0',
  '/examples/x/1',
  `/examples/${ex.slug}/0`,
  `/examples/${ex.slug}/${ex.steps + 1}`,
  `/examples/${ex.slug}/999`,
  `/examples/${ex.slug}/abc`,
  `/examples/${ex.slug}/-1`,
  `/examples/${ex.slug}/1.5`,
  `/examples/${ex.slug}/01`,
  `/examples/${ex.slug}/1/extra`,
  '/embed/x',
  `/embed/${ex.slug}/999`,
  `/embed/${ex.slug}/abc`,
  '/sandbox/x',
  '/%E2%80%AE%3Cscript%3E',
];

test.describe('404 for what does not exist', () => {
  test(`${BAD.length} bad URLs answer 404 with the 404 page`, async ({ request }) => {
    const problems: string[] = [];
    await Promise.all(
      BAD.map(async (url) => {
        const res = await request.get(url, { maxRedirects: 0 });
        const html = await res.text();
        if (res.status() !== 404) problems.push(`${url}: status ${res.status()}`);
        if (!/<h1[^>]*>Page not found<\/h1>/.test(html)) problems.push(`${url}: not the 404 page`);
        if (!/<title>Page not found[^<]*<\/title>/.test(html)) problems.push(`${url}: no "Page not found" title`);
        if (!/<meta name="robots" content="noindex/.test(html)) problems.push(`${url}: the 404 page is not noindex`);
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the 404 page renders in the browser with its links home, no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`/examples/${ex.slug}/999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'APNAP Lab' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // The 404 body is in the server's HTML in both languages: readable with JavaScript off.
  for (const [url, heading, lang, home] of [
    ['/quality-check-no-such-page', 'Page not found', 'en', 'Home'],
    ['/fr/pas-de-page-ici', 'Page introuvable', 'fr', 'Accueil'],
    ['/fr/exemples/smallpox-basic/999', 'Page introuvable', 'fr', 'Accueil'],
  ] as const) {
    test(`${url}: the 404 page without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: home })).toBeVisible();
      await context.close();
    });
  }
});
