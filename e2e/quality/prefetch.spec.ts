import { expect, test, type Page } from '@playwright/test';

// A page fetches no other page until its reader follows a link (components/layout/Link): before,
// every page fetched the home page through the header's brand link, and the home page fetched
// the pages it lists, costing a phone on a slow network bytes and main-thread time.

/** The other pages' payloads (React Server Component requests) the page asks for. */
function payloadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1') seen.push(url.pathname);
  });
  return seen;
}

for (const path of ['/', '/rules/101.4', '/examples/sacrifice-three-players/2']) {
  test(`${path} fetches no other page before a link is followed`, async ({ page }) => {
    const requests = payloadRequests(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Every link of the page passes through the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
}

test('following a link still navigates without a full reload', async ({ page }) => {
  const requests = payloadRequests(page);
  await page.goto('/rules/101.4', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('banner').getByRole('link', { name: 'APNAP Lab' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APNAP Lab' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(requests).toContain('/');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
